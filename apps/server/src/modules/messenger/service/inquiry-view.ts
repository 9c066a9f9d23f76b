import {
  type AgeBand,
  agreedFigures,
  buyerActions,
  DEFAULT_AGE_BANDS,
  type Inquiry,
  type InquiryAction,
  type InquiryState,
  supplierActions,
} from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { findTariffCard, spaceCards } from '../repository/conversations.ts';
import { historyOf, type InquiryRow } from '../repository/inquiries.ts';
import { notFound } from './access.ts';
import { spaceView } from './views.ts';

export type Side = 'buyer' | 'supplier';

/** Which moves each state allows; `decline-counter` only answers a counter-offer. */
const OPEN_FROM: Record<InquiryAction, InquiryState[]> = {
  confirm: ['open'],
  counter: ['open'],
  decline: ['open', 'quoted'],
  accept: ['quoted'],
  withdraw: ['quoted'],
  'decline-counter': ['quoted'],
};

export function allowedFrom(row: Pick<InquiryRow, 'state' | 'countered'>, action: InquiryAction): boolean {
  if (action === 'decline-counter' && !row.countered) return false;
  return OPEN_FROM[action].includes(row.state);
}

export const sideOfAction = (action: InquiryAction): Side =>
  supplierActions.includes(action) ? 'supplier' : 'buyer';

const decides = (actor: Actor, space: string) => {
  const role = membershipOf(actor, space)?.memberRole;
  return role === 'owner' || role === 'admin';
};

/** The side the caller sees an inquiry from (the acting space first); a stranger's read is absent. */
export function sideOf(actor: Actor, row: Pick<InquiryRow, 'buyerKey' | 'supplierKey' | 'key'>): Side {
  const acting = actor.space?.space;
  if (acting === row.supplierKey && membershipOf(actor, acting)) return 'supplier';
  if (membershipOf(actor, row.buyerKey)) return 'buyer';
  if (membershipOf(actor, row.supplierKey)) return 'supplier';
  throw notFound(`inquiry ${row.key}`);
}

/** The moves the caller's side may make now: the side's owners and admins, from the current state. */
export function inquiryActions(actor: Actor, row: InquiryRow, side: Side): InquiryAction[] {
  const space = side === 'buyer' ? row.buyerKey : row.supplierKey;
  if (!decides(actor, space)) return [];
  const mine = side === 'buyer' ? buyerActions : supplierActions;
  return mine.filter((action) => allowedFrom(row, action));
}

/**
 * The names of the age bands an inquiry counts (its request's and its first ask's), in the tariff's order: the
 * card names each band with its count (docs/product-decisions.md §13, Stay inquiries). Read from the tariff as it
 * is now; a band it no longer defines is named by its key. Absent when the inquiry counts none.
 */
function bandNames(own: AgeBand[] | null | undefined, row: Pick<InquiryRow, 'request' | 'asked'>) {
  const counted = new Set(
    [row.request.bands, row.asked.bands].flatMap((bands) =>
      Object.entries(bands ?? {}).flatMap(([key, n]) => (n > 0 ? [key] : [])),
    ),
  );
  if (!counted.size) return {};
  const known = (own ?? DEFAULT_AGE_BANDS).filter((band) => counted.has(band.key));
  const unknown = [...counted].filter((key) => !known.some((band) => band.key === key));
  return {
    bands: [
      ...known.map((band) => ({ key: band.key, name: band.name })),
      ...unknown.map((key) => ({ key, name: { jp: key, en: key } })),
    ],
  };
}

/** Inquiries as the API answers them: the spaces, tariffs and histories of a whole page in a few statements. */
export async function inquiryViews(db: Db, actor: Actor, rows: InquiryRow[]): Promise<Inquiry[]> {
  const cards = await spaceCards(
    db,
    rows.flatMap((r) => [r.buyerKey, r.supplierKey]),
  );
  const history = await historyOf(
    db,
    rows.map((r) => r.key),
  );
  const tariffs = new Map<string, Awaited<ReturnType<typeof findTariffCard>>>();
  for (const key of new Set(rows.map((r) => r.tariffKey))) tariffs.set(key, await findTariffCard(db, key));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map((row) => {
    const side = sideOf(actor, row);
    const tariff = tariffs.get(row.tariffKey);
    return {
      key: row.key,
      conversation: row.conversationKey,
      reference: row.reference,
      state: row.state,
      tariff: {
        key: row.tariffKey,
        title: { jp: tariff?.titleJp ?? '', en: tariff?.titleEn ?? '' },
        category: tariff?.category ?? 'other',
        ...bandNames(tariff?.ageBands, row),
      },
      buyer: spaceView(cards.get(row.buyerKey), row.buyerKey),
      supplier: spaceView(cards.get(row.supplierKey), row.supplierKey),
      request: row.request,
      asked: row.asked,
      countered: row.countered,
      quote: row.quote,
      currency: row.quote.currency,
      total: row.total,
      change: row.change,
      figures: agreedFigures(row.quote, row.change),
      reason: row.reason,
      expiresAt: iso(row.expiresAt),
      acceptedAt: iso(row.acceptedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      side,
      actions: inquiryActions(actor, row, side),
      history: history
        .filter((h) => h.inquiryKey === row.key)
        .map((h) => ({
          from: h.fromState,
          to: h.toState,
          action: h.action,
          side: h.side,
          actor: h.actor,
          note: h.note,
          at: h.createdAt.toISOString(),
        })),
    };
  });
}
