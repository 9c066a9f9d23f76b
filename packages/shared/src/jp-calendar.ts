import type { TariffDoc } from './contracts/tariffs.ts';
import { addDays } from './guides.ts';
import { holidayName } from './jp-holidays.ts';
import type { DayType } from './tariffs-dimension-values.ts';
import { seasonRef } from './tariffs-vocabulary.ts';

/*
 * The day type of a night (docs/product-decisions.md §12): a supplier's special day (特定日) by name, else 休前日
 * when the next day is a Sunday, a national holiday or a marked day, else 休日 when the night itself is a national
 * holiday or a marked day, else 平日. A night is named by its date (the evening the guest checks in).
 */

export type NightType = DayType | (string & {});
type Days = Partial<Pick<TariffDoc, 'special_days' | 'marked_days'>>;

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether `date` is a day off for the trade: a national holiday or a day the supplier marks. */
export function isHoliday(date: string, tariff: Days = {}): boolean {
  return holidayName(date) !== null || (tariff.marked_days ?? []).includes(date);
}

/** The special day (特定日) `date` lies in, or undefined; the first listed wins when two overlap. */
export function specialDayOf(date: string, tariff: Days = {}) {
  return (tariff.special_days ?? []).find((s) => s.from <= date && date <= s.to);
}

/** The day type of the night of `date` under `tariff`'s special and marked days. */
export function nightType(date: string, tariff: Days = {}): NightType {
  const special = specialDayOf(date, tariff);
  if (special) return seasonRef(special);
  const next = addDays(date, 1);
  if (weekday(next) === 0 || isHoliday(next, tariff)) return 'holiday_eve';
  if (isHoliday(date, tariff)) return 'holiday';
  return 'weekday';
}
