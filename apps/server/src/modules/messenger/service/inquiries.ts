import { type inquiryCreateBody, type inquiryListQuery, storedProfileDetails } from '@tourtariff/shared';
import type { z } from 'zod';
import { type Actor, actorName, membershipOf } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { newKey } from '../../../kit/index.ts';
import { quoteForSpace } from '../../tariffs/index.ts';
import { findTariffCard, spaceCards, spaceDetails } from '../repository/conversations.ts';
import {
  dueInquiries,
  findInquiry,
  type InquiryRow,
  insertInquiry,
  insertInquiryHistory,
  listInquiries,
  updateInquiry,
} from '../repository/inquiries.ts';
import { actingSpace, type Ctx, notFound, participation } from './access.ts';
import { openConversation } from './conversations.ts';
import { decodeListCursor, encodeListCursor } from './cursor.ts';
import { inquiryViews, sideOf } from './inquiry-view.ts';
import { bilingual, notifyOthers, publishEvent } from './live.ts';
import { announceMessage, senderOf, storeMessage } from './messages.ts';

export const inquirySubjects = {
  open: { jp: '新しい問い合わせ', en: 'New inquiry' },
  quoted: { jp: '見積もりが届きました', en: 'Quote received' },
  accepted: { jp: '見積もりが承諾されました', en: 'Quote accepted' },
  declined: { jp: '問い合わせが辞退されました', en: 'Inquiry declined' },
  withdrawn: { jp: '問い合わせが取り下げられました', en: 'Inquiry withdrawn' },
  expired: { jp: '見積もりの有効期限が切れました', en: 'Quote expired' },
} as const;

/** Live event and bell for a changed inquiry, after it committed. `from`: the side that moved (none: time). */
export async function announceInquiry(ctx: Ctx, row: InquiryRow, from: string | null, except: string) {
  const spaces = [row.buyerKey, row.supplierKey];
  await publishEvent(ctx, 'inquiry', spaces, {
    conversation: row.conversationKey,
    inquiry: row.key,
    state: row.state,
  });
  const cards = await spaceCards(ctx.database.db, spaces);
  const name = from ? (cards.get(from)?.name ?? from) : (row.reference ?? row.key);
  await notifyOthers(ctx, {
    conversation: row.conversationKey,
    spaces,
    from,
    ...bilingual(inquirySubjects[row.state], name, row.reason ?? ''),
    link: `/messages/${row.conversationKey}`,
    collapse: false,
    except,
    kind: 'inquiry',
  });
}

/** The nights and age bands of a stay, when the request names them: absent fields keep the old behaviour. */
export function stay(from: { nights?: number | undefined; bands?: Record<string, number> | undefined }) {
  return {
    ...(from.nights !== undefined ? { nights: from.nights } : {}),
    ...(from.bands !== undefined ? { bands: from.bands } : {}),
  };
}

/**
 * `POST /api/messenger/inquiries`: a buyer space asks the tariff's supplier. Priced by the
 * tariffs module's quote (partner price for a partner) before anything is written, so a date the tariff refuses
 * stores nothing; the conversation about the tariff is opened or reused and the card posted in it.
 */
export async function createInquiry(ctx: Ctx, actor: Actor, body: z.output<typeof inquiryCreateBody>) {
  const buyer = actingSpace(actor, body.space, true);
  const { db } = ctx.database;
  const tariff = await findTariffCard(db, body.tariff);
  if (!buyer || membershipOf(actor, buyer)?.role !== 'buyer' || tariff?.spaceKey === buyer)
    throw new AppError('inquiry.not_buyer', 'body.space: must be a buyer space of yours', {
      fields: [{ field: 'body.space', rule: 'buyer_space', message: 'must be a buyer space of yours' }],
    });
  if (!tariff) throw notFound(`tariff ${body.tariff}`);
  const request = {
    date: body.date,
    to: body.to ?? null,
    adults: body.adults,
    children: body.children,
    units: body.units ?? 1,
    ...stay(body),
    note: body.note,
  };
  // The quote's own request, so the inquiry's figures are the quote's (docs/product-decisions.md §12).
  const quote = await quoteForSpace(ctx, buyer, tariff.key, {
    date: body.date,
    adults: body.adults,
    children: body.children,
    units: request.units,
    ...stay(body),
  });
  const { key: conversation } = await openConversation(db, {
    spaces: [buyer, tariff.spaceKey],
    subject: tariff.titleJp || tariff.titleEn,
    about: { kind: 'tariff', key: tariff.key },
    by: actor.identity.sub,
  });
  const p = await participation(ctx, actor, conversation, buyer);
  const { row, message } = await db.transaction(async (tx) => {
    const row = await insertInquiry(tx, {
      key: newKey('iq'),
      conversationKey: conversation,
      tariffKey: tariff.key,
      buyerKey: buyer,
      supplierKey: tariff.spaceKey,
      asked: request,
      request,
      quote,
      total: quote.total,
      createdBy: actor.identity.sub,
    });
    await insertInquiryHistory(tx, {
      inquiryKey: row.key,
      fromState: null,
      toState: 'open',
      action: 'create',
      side: 'buyer',
      actor: actorName(actor),
      note: body.note || null,
    });
    const message = await storeMessage(tx, senderOf(actor), p, {
      text: body.note,
      hashes: [],
      inquiry: row.key,
    });
    return { row, message };
  });
  await announceMessage(ctx, actor, p, message, inquirySubjects.open);
  await publishEvent(ctx, 'inquiry', p.spaces, { conversation, inquiry: row.key, state: row.state });
  const [view] = await inquiryViews(db, actor, [row]);
  return view as NonNullable<typeof view>;
}

/** Moves a quoted inquiry whose time ran out to `expired` (on read and by the sweep); answers the row as it is. */
export async function expireIfDue(ctx: Ctx, row: InquiryRow, now = new Date()): Promise<InquiryRow> {
  if (row.state !== 'quoted' || !row.expiresAt || row.expiresAt >= now) return row;
  const expired = await ctx.database.db.transaction(async (tx) => {
    const locked = await findInquiry(tx, row.key, true);
    if (locked?.state !== 'quoted' || !locked.expiresAt || locked.expiresAt >= now) return null;
    const updated = await updateInquiry(tx, row.key, { state: 'expired' });
    await insertInquiryHistory(tx, {
      inquiryKey: row.key,
      fromState: 'quoted',
      toState: 'expired',
      action: 'expire',
      side: 'system',
      actor: null,
      note: null,
    });
    return updated;
  });
  if (!expired) return (await findInquiry(ctx.database.db, row.key)) ?? row;
  await announceInquiry(ctx, expired, null, '');
  return expired;
}

/** The sweep: every quoted inquiry past its time, a hundred at a time. */
export async function expireDue(ctx: Ctx, now = new Date()): Promise<number> {
  let count = 0;
  for (;;) {
    const due = await dueInquiries(ctx.database.db, now);
    for (const row of due) if ((await expireIfDue(ctx, row, now)).state === 'expired') count++;
    if (due.length < 100) return count;
  }
}

/** An inquiry either side's members may read; anyone else gets `invalid record`. */
export async function readableInquiry(ctx: Ctx, actor: Actor, key: string) {
  const row = await findInquiry(ctx.database.db, key);
  if (!row) throw notFound(`inquiry ${key}`);
  sideOf(actor, row);
  return expireIfDue(ctx, row);
}

export async function readInquiry(ctx: Ctx, actor: Actor, key: string) {
  const row = await readableInquiry(ctx, actor, key);
  const [view] = await inquiryViews(ctx.database.db, actor, [row]);
  return view as NonNullable<typeof view>;
}

/** `GET /api/messenger/inquiries`: the acting space's inquiries, as buyer or supplier, newest first. */
export async function listSpaceInquiries(ctx: Ctx, actor: Actor, query: z.output<typeof inquiryListQuery>) {
  const space = actingSpace(actor, query.space, false);
  if (!space) return { items: [], next: null };
  const rows = await listInquiries(ctx.database.db, {
    space,
    state: query.state,
    after: decodeListCursor(query.cursor, 'querystring.cursor'),
    limit: query.limit,
  });
  const page = [];
  for (const row of rows.slice(0, query.limit)) page.push(await expireIfDue(ctx, row));
  const last = page.at(-1);
  return {
    items: await inquiryViews(ctx.database.db, actor, page),
    next: rows.length > query.limit && last ? encodeListCursor(last.createdAt, last.key) : null,
  };
}

const detailText = (value: unknown): string | null => {
  if (typeof value === 'string') return value || null;
  if (value && typeof value === 'object') {
    const parts = Object.values(value as Record<string, unknown>).filter((v) => typeof v === 'string' && v);
    return parts.length ? parts.join(' ') : null;
  }
  return null;
};

/** `GET /api/messenger/inquiries/{key}/confirmation`: the printable page of an accepted inquiry. */
export async function readConfirmation(ctx: Ctx, actor: Actor, key: string) {
  const row = await readableInquiry(ctx, actor, key);
  if (row.state !== 'accepted' || !row.reference || !row.acceptedAt) throw notFound(`confirmation of ${key}`);
  const [inquiry] = await inquiryViews(ctx.database.db, actor, [row]);
  const details = await spaceDetails(ctx.database.db, [row.buyerKey, row.supplierKey]);
  const party = (space: NonNullable<typeof inquiry>['buyer']) => {
    const stored = details.get(space.key);
    // Structured as the profile keeps them: the page writes them in its language (formatAddress), 〒 and all.
    const profile = storedProfileDetails.safeParse(stored ?? {});
    const own = profile.success ? profile.data : {};
    const address = own.address && Object.values(own.address).some(Boolean) ? own.address : null;
    const registration = own.travelRegistration;
    // The 担当者 (docs/product-decisions.md §14) keeps its own field: `contact` is the profile's text.
    const { contact: contactPerson, ...card } = space;
    return {
      ...card,
      ...(contactPerson ? { contactPerson } : {}),
      address,
      contact: detailText(stored?.contact) ?? detailText(stored?.email) ?? own.phone ?? null,
      invoiceNumber: own.invoiceNumber || null,
      travelRegistration: registration?.authority || registration?.number ? registration : null,
      eraDates: own.eraDates === true,
    };
  };
  const view = inquiry as NonNullable<typeof inquiry>;
  return {
    reference: row.reference,
    acceptedAt: row.acceptedAt.toISOString(),
    buyer: party(view.buyer),
    supplier: party(view.supplier),
    inquiry: view,
  };
}
