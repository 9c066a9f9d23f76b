import type { Booking, BookingState, FeeSchedule } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { spaceNames } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { tariffTitles } from '../../tariffs/index.ts';
import { type BookingRow, type VersionRow, versionsOf } from '../repository/bookings.ts';
import { actionsFor, sideOf } from './access.ts';
import { datesOf } from './fees.ts';

/** The members a version's document keeps and its diff compares. */
export function documentOf(row: BookingRow): Record<string, unknown> {
  return {
    state: row.state,
    date: row.firstDate,
    to: row.lastDate,
    adults: row.adults,
    children: row.children,
    bands: row.bands,
    units: row.units,
    total: row.total,
    lines: row.lines,
    fee: row.fee,
    reason: row.reason,
  };
}

/** What changed from one document to the next, member by member. */
export function diffOf(before: Record<string, unknown> | null, after: Record<string, unknown>) {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const [k, to] of Object.entries(after)) {
    const from = before ? (before[k] ?? null) : null;
    if (JSON.stringify(from) !== JSON.stringify(to)) diff[k] = { from, to };
  }
  return diff;
}

const versionView = (v: VersionRow) => ({
  version: v.version,
  state: (v.document.state ?? 'held') as BookingState,
  diff: v.diff,
  actor: { sub: v.actorSub, name: v.actorName },
  at: v.at.toISOString(),
});

type Titles = Map<string, { jp: string; en: string }>;

/**
 * Bookings as the caller sees them: names of both sides and the tariff, the fee schedule on dates, the moves open.
 * `known` are tariff titles the caller already holds (a hold has just read its tariff): when they cover every row,
 * the titles are not read again.
 */
export async function bookingViews(
  db: Db,
  actor: Actor,
  rows: BookingRow[],
  withHistory = false,
  known?: Titles,
): Promise<Booking[]> {
  if (!rows.length) return [];
  const covered = known !== undefined && rows.every((row) => known.has(row.tariffKey));
  const [names, titles] = await Promise.all([
    spaceNames(
      db,
      rows.flatMap((r) => [r.buyerKey, r.supplierKey]),
    ),
    covered
      ? known
      : tariffTitles(
          db,
          rows.map((r) => r.tariffKey),
        ),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const side = sideOf(actor, row);
      const history = withHistory ? (await versionsOf(db, row.key)).map(versionView) : undefined;
      return {
        key: row.key,
        reference: row.reference,
        tariff: row.tariffKey,
        tariffName: titles.get(row.tariffKey) ?? { jp: '', en: '' },
        supplier: { key: row.supplierKey, name: names.get(row.supplierKey) ?? row.supplierKey },
        buyer: { key: row.buyerKey, name: names.get(row.buyerKey) ?? row.buyerKey },
        state: row.state,
        date: row.firstDate,
        to: row.lastDate,
        adults: row.adults,
        children: row.children,
        bands: row.bands,
        units: row.units,
        note: row.note,
        currency: row.currency,
        lines: row.lines as Booking['lines'],
        total: row.total,
        feeSchedule: datesOf({
          schedule: row.feeSchedule as FeeSchedule,
          date: row.firstDate,
          guests: row.adults + row.children,
          dayTrip: row.dayTrip,
        }),
        holdExpiresAt: row.state === 'held' && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
        fee: row.fee,
        reason: row.reason,
        inquiry: row.inquiryKey,
        channel: row.channel,
        side,
        actions: actionsFor(row.state, side),
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        ...(history ? { history } : {}),
      };
    }),
  );
}
