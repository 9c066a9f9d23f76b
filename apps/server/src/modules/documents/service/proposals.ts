import { markedUp, type PricedProposal, type ProposalDoc, proposalDoc } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { createShortLink, readShortLink } from '../../../core/shorturi/index.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { findSpace } from '../../spaces/index.ts';
import { type PublicQuote, publicQuotes, readerFor } from '../../tariffs/index.ts';
import { findDocument } from '../repository/documents.ts';
import { findLink, insertLink } from '../repository/links.ts';
import { assertWritable, type Ctx, readableDocument } from './access.ts';

/** One quoted tariff as a proposal shows it: public prices with the markup added, nothing else. */
function pricedItem(quoted: PublicQuote, date: string, markup: number) {
  const base = {
    tariff: quoted.key,
    title: quoted.title,
    summary: quoted.summary,
    date,
    currency: quoted.currency,
    taxIncluded: quoted.taxIncluded,
  };
  if (!quoted.quote) return { ...base, available: false, reason: quoted.reason, lines: [], price: null };
  const { lines, subtotal, tax, total, formatted } = markedUp(quoted.quote, markup);
  return {
    ...base,
    available: true,
    reason: null,
    lines: lines.map(({ kind, unit, paxMin, paxMax, quantity, unitPrice, amount }) => ({
      kind,
      unit,
      paxMin,
      paxMax,
      quantity,
      unitPrice,
      amount,
    })),
    price: { subtotal, tax, total, formatted },
  };
}

/**
 * A proposal priced for its group on each item's date (the proposal's first day unless the item names one),
 * through the tariffs module's public-price quotes: the one pricing function, never an agreement.
 */
async function price(
  db: Db,
  space: string,
  doc: ProposalDoc,
  partners: readonly string[],
  exp: string | null,
  leaveOutUnreadable = false,
) {
  const dated = doc.items.map((item) => ({ tariff: item.tariff, date: item.date ?? doc.dates.from }));
  const [quotes, producer] = await Promise.all([
    publicQuotes(db, dated, doc.group, partners),
    findSpace(db, space),
  ]);
  const all = quotes.map((q, i) => pricedItem(q, dated[i]?.date ?? doc.dates.from, doc.markup));
  // A tariff the reader may not read (gone, or partners-only) must not even be named: only a count remains.
  const readable = (item: (typeof all)[number]) => item.reason !== 'record.not_found';
  const items = leaveOutUnreadable ? all.filter(readable) : all;
  const priced = items.filter((item) => item.price);
  const allYen = priced.every((item) => item.currency === 'JPY');
  const proposal: PricedProposal = {
    title: doc.title,
    client: doc.client,
    dates: doc.dates,
    group: doc.group,
    intro: doc.intro,
    items,
    hidden: all.length - items.length,
    total: allYen ? priced.reduce((sum, item) => sum + (item.price?.total ?? 0), 0) : null,
    exp,
    // docs/product-decisions.md §13: the producing space's 和暦 setting.
    eraDates: producer?.details.eraDates === true,
  };
  return { proposal, quotes };
}

/**
 * A stored proposal's document as its schema reads it. It passed the schema when written; should a later,
 * stricter schema refuse an old one, it reads as absent rather than failing the request.
 */
function proposalOf(doc: unknown): ProposalDoc {
  const parsed = proposalDoc.safeParse(doc);
  if (!parsed.success) throw new AppError('record.not_found', 'This proposal no longer reads as one');
  return parsed.data;
}

/** `GET /api/doc/proposals/{id}/prices`: the buyer's view, with the markup and each item's public total. */
export async function proposalPrices(ctx: Ctx, actor: Actor, id: string) {
  const { db } = ctx.database;
  const { row } = await readableDocument(db, actor, id, 'proposals');
  const doc = proposalOf(row.doc);
  const reader = await readerFor(ctx, actor);
  const { proposal, quotes } = await price(db, row.spaceKey, doc, reader.partners, null);
  return { ...proposal, markup: doc.markup, publicTotals: quotes.map((q) => q.quote?.public.total ?? null) };
}

/** `POST /api/doc/proposals/{id}/link`: a client link through core shorturi, expiring when the buyer chose. */
export async function createProposalLink(ctx: Ctx, actor: Actor, id: string, body: { exp: string }) {
  const { db } = ctx.database;
  const { permission } = await readableDocument(db, actor, id, 'proposals');
  assertWritable(permission);
  const link = await createShortLink(db, actor, { data: { proposal: id }, exp: Date.parse(body.exp) });
  await insertLink(db, {
    id: link.id,
    documentId: id,
    expiresAt: new Date(link.exp),
    createdBy: actor.identity.sub,
  });
  return { id: link.id, path: `/p/${link.id}`, exp: link.exp };
}

const expired = () => new AppError('shorturi.expired', 'This proposal link has expired');
const absent = () => new AppError('record.not_found', 'No such proposal link');

/**
 * `GET /api/p/{id}` (no sign-in): the proposal behind a client link, priced at public prices plus the markup.
 * Only public tariffs show: a partners-only or withdrawn tariff is left out, not even its key named, and
 * `hidden` counts what was left out so the page can say so.
 */
export async function publicProposal(ctx: Ctx, id: string) {
  const { db } = ctx.database;
  const link = await findLink(db, id);
  if (!link) throw absent();
  // Our own row decides expiry, so a link stays "expired" (410) after shorturi has purged it.
  if (link.expiresAt.getTime() <= Date.now()) throw expired();
  await readShortLink(db, id);
  const row = await findDocument(db, link.documentId);
  if (row?.collection !== 'proposals') throw absent();
  const { proposal } = await price(
    db,
    row.spaceKey,
    proposalOf(row.doc),
    [],
    link.expiresAt.toISOString(),
    true,
  );
  return proposal;
}
