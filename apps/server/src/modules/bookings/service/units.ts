import { japanDaysBefore } from '@tourtariff/shared';
import type { InventoryModeColumn } from '../../../db/schema/index.ts';

/*
 * Units of a date (docs/product-decisions.md §15), worked out from the date's inventory row, its partner
 * allotments and the units in use per buyer space. Nothing here reads the database, so the rules can be read
 * (and tested) as plain arithmetic:
 *
 *   a partner allotment counts while the date is more than `releaseDays` days ahead in Japan; after that its
 *   units are the general pool's again;
 *   the general pool is the capacity less the allotments that still count;
 *   a buyer books from its own allotment first, then from the pool; what others booked beyond their own
 *   allotments comes out of the pool;
 *   and never more than the capacity less every unit in use, whatever the allotments say.
 */

export type DaySetting = { mode: InventoryModeColumn; capacity: number; closed: boolean };

/** A date without an inventory row: on request, so nothing is sold that the supplier did not open. */
export const UNSET_DAY: DaySetting = { mode: 'on_request', capacity: 0, closed: false };

export type DayAllotment = { partner: string; units: number; releaseDays: number };

/** Whether an allotment still holds its units for the partner at `at` (release in Japan days). */
export const allotmentCounts = (date: string, releaseDays: number, at: Date) =>
  japanDaysBefore(date, at) > releaseDays;

export type DayUnits = {
  /** Units the viewer may still book (null: unlimited or not counted). */
  left: number | null;
  /** What `left` is measured against: the viewer's allotment plus the general pool, or all for the supplier. */
  capacity: number | null;
  /** Every unit in use on the date. */
  used: number;
};

/**
 * The units of one date for `viewer` (a buyer space), or for the supplier (`viewer` null: every unit). Only
 * an allotment-mode date is counted; free sale and on request have no limit here.
 */
export function dayUnits(
  setting: DaySetting,
  allotments: DayAllotment[],
  used: ReadonlyMap<string, number>,
  viewer: string | null,
  date: string,
  at: Date,
): DayUnits {
  const inUse = [...used.values()].reduce((sum, n) => sum + n, 0);
  if (setting.mode !== 'allotment') return { left: null, capacity: null, used: inUse };
  const live = new Map<string, number>();
  for (const a of allotments)
    if (a.units > 0 && allotmentCounts(date, a.releaseDays, at))
      live.set(a.partner, (live.get(a.partner) ?? 0) + a.units);
  const held = [...live.values()].reduce((sum, n) => sum + n, 0);
  const pool = Math.max(0, setting.capacity - held);
  let poolUsed = 0;
  for (const [buyer, n] of used) poolUsed += Math.max(0, n - (live.get(buyer) ?? 0));
  const overall = Math.max(0, setting.capacity - inUse);
  if (viewer === null) return { left: overall, capacity: setting.capacity, used: inUse };
  const own = live.get(viewer) ?? 0;
  const ownLeft = Math.max(0, own - (used.get(viewer) ?? 0));
  const poolLeft = Math.max(0, pool - poolUsed);
  return { left: Math.min(overall, ownLeft + poolLeft), capacity: own + pool, used: inUse };
}

/**
 * Units left on an allotment date for anyone to book: the general pool's plus, for each partner, what it has not
 * booked of its allotment while that still counts (never more than the capacity less every unit in use). The
 * home page's "nearly sold out" measures this against the capacity, as the calendar's status does.
 */
export function unitsLeftForAll(
  setting: DaySetting,
  allotments: DayAllotment[],
  used: ReadonlyMap<string, number>,
  date: string,
  at: Date,
): number {
  if (setting.mode !== 'allotment') return Number.POSITIVE_INFINITY;
  const pool = dayUnits(setting, allotments, used, '', date, at);
  const live = new Map<string, number>();
  for (const a of allotments)
    if (a.units > 0 && allotmentCounts(date, a.releaseDays, at))
      live.set(a.partner, (live.get(a.partner) ?? 0) + a.units);
  let unbooked = 0;
  for (const [partner, units] of live) unbooked += Math.max(0, units - (used.get(partner) ?? 0));
  const overall = Math.max(0, setting.capacity - [...used.values()].reduce((sum, n) => sum + n, 0));
  return Math.min(overall, (pool.left ?? 0) + unbooked);
}

/** Every date from `from` to `to` inclusive (YYYY-MM-DD, calendar arithmetic in UTC). */
export function datesBetween(from: string, to: string, weekdays?: readonly number[]): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    const day = new Date(t);
    if (!weekdays || weekdays.includes(day.getUTCDay())) out.push(day.toISOString().slice(0, 10));
  }
  return out;
}
