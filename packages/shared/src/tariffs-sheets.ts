import type { TariffDoc } from './contracts/tariffs.ts';
import { nightType } from './jp-calendar.ts';
import { diffDocs, type FieldChange } from './tariffs-diff.ts';
import { seasonNamed, seasonRef } from './tariffs-vocabulary.ts';

/*
 * Working with rate sheets (docs/product-decisions.md §13): a tariff copied to the next year, and a bulk change of
 * rates. Both are pure so the server's preview, its save and the unit tests compute the very same figures.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const lastOfFebruary = (year: number) => (isLeap(year) ? 29 : 28);

/** The same month and day a year later; 29 February, absent next year, becomes 28 February. */
export function nextYearDate(iso: string): string {
  const [year, month, day] = parts(iso);
  const next = year + 1;
  const moved = month === 2 && day === 29 ? 28 : day;
  return `${pad(next, 4)}-${pad(month)}-${pad(moved)}`;
}

/**
 * A range a year later. Its end on the last day of February stays the last day of February (28 → 29 into a
 * leap year), so a season "until the end of February" keeps meaning that. Its start on 29 February becomes
 * 1 March, because the range before it ends on 28 February and moves to 28 February; a range of 29 February
 * alone becomes 28 February.
 */
export function nextYearRange(range: { from: string; to: string }): { from: string; to: string } {
  const [fromYear, fromMonth, fromDay] = parts(range.from);
  const [toYear, toMonth, toDay] = parts(range.to);
  const to =
    toMonth === 2 && toDay === lastOfFebruary(toYear)
      ? `${pad(toYear + 1, 4)}-02-${lastOfFebruary(toYear + 1)}`
      : nextYearDate(range.to);
  const from = fromMonth === 2 && fromDay === 29 ? `${pad(fromYear + 1, 4)}-03-01` : nextYearDate(range.from);
  return { from: from > to ? to : from, to };
}

const uniqueDates = (dates: string[]) => [...new Set(dates.map(nextYearDate))];

/**
 * The tariff a year later: validity, seasons, special days, blackout and marked days move by the calendar; rates,
 * charges and texts stay. Day types are not stored, the pricing function derives them from the dates
 * (docs/product-decisions.md §12), so 休前日 and holidays of the new year follow by themselves. Two single dates
 * that meet on 28 February (a leap year's 28 and 29) become one.
 */
export function nextYearDoc(doc: TariffDoc): TariffDoc {
  return {
    ...doc,
    validity: nextYearRange(doc.validity),
    seasons: doc.seasons.map((season) => ({ ...season, ...nextYearRange(season) })),
    blackout: uniqueDates(doc.blackout),
    ...(doc.special_days
      ? { special_days: doc.special_days.map((day) => ({ ...day, ...nextYearRange(day) })) }
      : {}),
    ...(doc.marked_days ? { marked_days: uniqueDates(doc.marked_days) } : {}),
  };
}

/** ISO weekday, 0 = Sunday … 6 = Saturday, of a calendar date (no time zone involved). */
export function weekdayOf(iso: string): number {
  const [year, month, day] = parts(iso);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * One moved date of the copy, with its weekday and its night's day type (jp-calendar.ts) before and after, for the
 * diff the supplier checks: a 休前日 that became a 平日 shows as such.
 */
export type MovedDate = FieldChange & {
  from: string;
  to: string;
  weekdays: [number, number];
  dayTypes: [string, string];
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The copy's changes field by field; each moved date carries the weekdays, since a night's day type follows them. */
export function nextYearChanges(before: TariffDoc, after: TariffDoc): MovedDate[] {
  return diffDocs(before, after).flatMap((change) =>
    typeof change.from === 'string' &&
    typeof change.to === 'string' &&
    DATE.test(change.from) &&
    DATE.test(change.to)
      ? [
          {
            ...change,
            from: change.from,
            to: change.to,
            weekdays: [weekdayOf(change.from), weekdayOf(change.to)],
            dayTypes: [nightType(change.from, before), nightType(change.to, after)],
          },
        ]
      : [],
  ) as MovedDate[];
}

export const bulkRoundings = [1, 100, 1000] as const;
export type BulkRounding = (typeof bulkRoundings)[number];
export type RateChange = { kind: 'percent' | 'amount'; value: number };
export type RateFilter = {
  day_type?: string | undefined;
  season?: string | undefined;
  occupancy?: number | undefined;
};

/**
 * A price after a change, rounded to the nearest multiple of `rounding`, half up (¥1,050 → ¥1,100 at ¥100), never
 * below zero. Percent works in hundredths of a percent with integers, so 5 % of ¥10,500 is exact.
 */
export function changedAmount(amount: number, change: RateChange, rounding: BulkRounding): number {
  const raw =
    change.kind === 'amount'
      ? { num: amount + change.value, den: 1 }
      : { num: amount * (10_000 + Math.round(change.value * 100)), den: 10_000 };
  const den = raw.den * rounding;
  const units = Math.floor((2 * raw.num + den) / (2 * den));
  return Math.max(0, units * rounding);
}

type Rate = TariffDoc['rates'][number];

/** Whether a rate row is one the change targets; a filter names seasons and special days in either language. */
export function rateMatches(
  doc: Pick<TariffDoc, 'seasons' | 'special_days'>,
  rate: Rate,
  rows: RateFilter,
): boolean {
  const canonical = (list: { name: { jp: string; en: string } }[], name: string) => {
    const found = seasonNamed(list, name);
    return found ? seasonRef(found) : name;
  };
  if (rows.occupancy !== undefined && (rate.occupancy ?? null) !== rows.occupancy) return false;
  if (rows.season !== undefined) {
    if (rate.season === null) return false;
    if (canonical(doc.seasons, rate.season) !== canonical(doc.seasons, rows.season)) return false;
  }
  if (rows.day_type !== undefined) {
    const specials = doc.special_days ?? [];
    const day = rate.day_type ?? null;
    if (day === null || canonical(specials, day) !== canonical(specials, rows.day_type)) return false;
  }
  return true;
}

/** One row a bulk change touches: its place in the rate table and its adult and child prices before and after. */
export type BulkRow = {
  index: number;
  rate: Rate;
  adult: [number, number];
  child: [number, number] | null;
};

/**
 * A bulk change of one tariff (docs/product-decisions.md §13): the matching rows' adult and child prices change;
 * single supplements, charges and other rows stay. Answers the new document and the rows touched.
 */
export function bulkRates(
  doc: TariffDoc,
  change: RateChange,
  rows: RateFilter,
  rounding: BulkRounding,
): { doc: TariffDoc; rows: BulkRow[] } {
  const touched: BulkRow[] = [];
  const rates = doc.rates.map((rate, index) => {
    if (!rateMatches(doc, rate, rows)) return rate;
    const adult = changedAmount(rate.adult, change, rounding);
    const child = rate.child === null ? null : changedAmount(rate.child, change, rounding);
    touched.push({
      index,
      rate,
      adult: [rate.adult, adult],
      child: rate.child === null || child === null ? null : [rate.child, child],
    });
    return { ...rate, adult, child };
  });
  return { doc: { ...doc, rates }, rows: touched };
}
