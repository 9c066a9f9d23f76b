import type { Rate, TariffDoc } from './contracts/tariffs.ts';
import { nightType } from './jp-calendar.ts';
import { type AgeBand, DEFAULT_AGE_BANDS, dayTypes } from './tariffs-dimension-values.ts';
import { inSeason, percentOf } from './tariffs-pricing.ts';
import { seasonNamed, seasonRef } from './tariffs-vocabulary.ts';

/*
 * One night of a stay priced by the Japanese dimensions (docs/product-decisions.md §12): the night's day type picks
 * the rate rows (its own type, then its fallback, then rows without one), the party is spread over the rooms, and
 * each room is priced by the row of its occupancy. Everything is priced twice over the same choice: at public
 * prices and at the caller's (a partner's document, partnerDoc), the row chosen by what the caller pays.
 */

export type NightDoc = Pick<
  TariffDoc,
  'validity' | 'blackout' | 'seasons' | 'rates' | 'special_days' | 'marked_days' | 'age_bands'
>;

/** A guest of the night: an adult, a child of the legacy count (rate.child), or a member of an age band. */
export type Guest = { kind: 'adult' } | { kind: 'child' } | { kind: 'band'; band: AgeBand };

/** One priced amount of the night; `guests` are whom it is for (a room price is for everyone in the room). */
export type NightItem = {
  kind: 'adult' | 'child' | 'band' | 'single_supplement';
  band?: string;
  rate: number;
  occupancy: number | null;
  /** Unit prices: what one costs publicly and to the caller; `quantity` of them (units of a room price). */
  public: number;
  caller: number;
  quantity: number;
  guests: number[];
};

export type NightRefusal = { code: string; message: string; params: Record<string, string | number> };
export type Night = { date: string; dayType: string; items: NightItem[] };

/** The tariff's bands, or the trade's usual ones when it defines none. */
export const bandsOf = (doc: Pick<TariffDoc, 'age_bands'>): AgeBand[] => doc.age_bands ?? DEFAULT_AGE_BANDS;

/** Whether a guest counts for room occupancy: adults and legacy children do, a band as the supplier set it. */
export const counts = (guest: Guest): boolean => guest.kind !== 'band' || guest.band.counts_for_occupancy;

/**
 * The day types whose rows price a night of `type`, in order (docs/product-decisions.md §12): its own, then a
 * special day's 休前日 rows or a holiday's 平日 rows, then rows naming no day type, then 平日 rows.
 */
export function dayChain(type: string): (string | null)[] {
  if (type === 'weekday') return ['weekday', null];
  if (type === 'holiday') return ['holiday', 'weekday', null];
  if (type === 'holiday_eve') return ['holiday_eve', null, 'weekday'];
  return [type, 'holiday_eve', null, 'weekday'];
}

/** The day type a row names, resolved to the name nightType gives (a special day by seasonRef), or null. */
function rowDay(rate: Rate, doc: NightDoc): string | null {
  const ref = rate.day_type ?? null;
  if (ref === null || (dayTypes as readonly string[]).includes(ref)) return ref;
  const special = seasonNamed(doc.special_days ?? [], ref);
  return special ? seasonRef(special) : ref;
}

/** A guest's unit price under row `rate` of `doc`; null when the row has no price for them. */
function guestPrice(doc: NightDoc, rate: Rate, guest: Guest): number | null {
  if (guest.kind === 'adult') return rate.adult;
  if (guest.kind === 'child') return rate.child;
  const band = bandsOf(doc).find((b) => b.key === guest.band.key) ?? guest.band;
  return band.percent !== null ? percentOf(rate.adult, band.percent) : (band.fixed ?? 0);
}

const itemKind = (guest: Guest) => guest.kind;

/** The items of `guests` (indexes into `all`) under row `index`, public and caller; null when one is unpriced. */
function roomItems(
  docs: { pub: NightDoc; caller: NightDoc },
  index: number,
  all: Guest[],
  guests: number[],
  occupancy: number | null,
  units: number,
  single: boolean,
): NightItem[] | null {
  const pub = docs.pub.rates[index];
  const caller = docs.caller.rates[index];
  if (!pub || !caller) return null;
  if (pub.unit !== 'per_person')
    return [
      {
        kind: 'adult',
        rate: index,
        occupancy,
        public: pub.adult,
        caller: caller.adult,
        quantity: units,
        guests,
      },
    ];
  const items: NightItem[] = [];
  for (const g of guests) {
    const guest = all[g] as Guest;
    const p = guestPrice(docs.pub, pub, guest);
    const c = guestPrice(docs.caller, caller, guest);
    if (p === null || c === null) return null;
    items.push({
      kind: itemKind(guest),
      ...(guest.kind === 'band' ? { band: guest.band.key } : {}),
      rate: index,
      occupancy,
      public: p,
      caller: c,
      quantity: 1,
      guests: [g],
    });
  }
  if (single) {
    const first = guests.find((g) => counts(all[g] as Guest)) ?? guests[0] ?? 0;
    items.push({
      kind: 'single_supplement',
      rate: index,
      occupancy: 1,
      public: pub.single_supplement ?? 0,
      caller: caller.single_supplement ?? 0,
      quantity: 1,
      guests: [first],
    });
  }
  return items;
}

const callerSum = (items: NightItem[]) => items.reduce((sum, item) => sum + item.caller * item.quantity, 0);

/** The cheapest (for the caller) of the rows' item sets, the first of equals; null when none prices. */
function cheapest(options: (NightItem[] | null)[]): NightItem[] | null {
  let best: NightItem[] | null = null;
  for (const option of options)
    if (option && (best === null || callerSum(option) < callerSum(best))) best = option;
  return best;
}

/** Room sizes for `people` in `rooms`, as even as possible, largest first (5 in 2 → 3, 2). */
export function spread(people: number, rooms: number): number[] {
  const base = Math.floor(people / rooms);
  const extra = people % rooms;
  return Array.from({ length: rooms }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * The night of `date` for `guests` in `units` rooms (or units of a non-per-person rate): its day type, and the
 * items of the rows chosen, or why it cannot be priced.
 */
export function priceNight(
  docs: { pub: NightDoc; caller: NightDoc },
  date: string,
  guests: Guest[],
  units: number,
): Night | NightRefusal {
  const doc = docs.pub;
  const dayType = nightType(date, doc);
  const pax = guests.filter(counts).length;
  const fitting = doc.rates.flatMap((rate, index) =>
    rate.pax_min <= pax && pax <= rate.pax_max && inSeason(rate, doc, date) ? [index] : [],
  );
  if (!fitting.length)
    return { code: 'quote.no_pax_tier', message: 'no rate admits this group on this date', params: { pax } };
  let rows: number[] = [];
  for (const day of dayChain(dayType)) {
    rows = fitting.filter((i) => rowDay(doc.rates[i] as Rate, doc) === day);
    if (rows.length) break;
  }
  if (!rows.length)
    return {
      code: 'quote.no_day_rate',
      message: 'no rate prices this day type',
      params: { date, dayType },
    };
  const everyone = guests.map((_, i) => i);
  const byOccupancy = rows.filter((i) => doc.rates[i]?.occupancy != null);
  if (!byOccupancy.length) {
    const items = cheapest(rows.map((i) => roomItems(docs, i, guests, everyone, null, units, false)));
    if (!items) return noChild(rows);
    return { date, dayType, items };
  }
  // Rooms by occupancy: counting guests fill the rooms in order, the others stay in the first room.
  const counting = everyone.filter((i) => counts(guests[i] as Guest));
  const others = everyone.filter((i) => !counts(guests[i] as Guest));
  if (units > counting.length)
    return {
      code: 'quote.no_occupancy',
      message: 'more rooms than guests who occupy them',
      params: { units, people: counting.length },
    };
  const items: NightItem[] = [];
  let next = 0;
  for (const [room, size] of spread(counting.length, units).entries()) {
    const inRoom = [...counting.slice(next, next + size), ...(room === 0 ? others : [])];
    next += size;
    const own = rows.filter((i) => doc.rates[i]?.occupancy === size);
    const any = rows.filter((i) => doc.rates[i]?.occupancy == null);
    let options = (own.length ? own : any).map((i) => roomItems(docs, i, guests, inRoom, size, 1, false));
    if (!own.length && !any.length && size === 1) {
      // A room used by one: the smallest occupancy's row plus its single supplement (§12).
      const smallest = Math.min(...byOccupancy.map((i) => doc.rates[i]?.occupancy ?? Infinity));
      const supplemented = byOccupancy.filter(
        (i) => doc.rates[i]?.occupancy === smallest && doc.rates[i]?.single_supplement != null,
      );
      options = supplemented.map((i) => roomItems(docs, i, guests, inRoom, smallest, 1, true));
    }
    if (!options.length)
      return {
        code: 'quote.no_occupancy',
        message: 'no rate prices this room occupancy',
        params: { occupancy: size, date },
      };
    const chosen = cheapest(options);
    if (!chosen) return noChild(own.length ? own : any);
    items.push(...chosen);
  }
  return { date, dayType, items };
}

const noChild = (rows: number[]): NightRefusal => ({
  code: 'quote.no_child_rate',
  message: 'the rate has no child price',
  params: { rate: (rows[0] ?? 0) + 1 },
});
