import { describe, expect, it } from 'vitest';
import { addDays } from './guides.ts';
import { nightType, weekday } from './jp-calendar.ts';
import { HOLIDAY_YEARS, holidayName, holidaysOf } from './jp-holidays.ts';

/* The Cabinet Office's list (内閣府「国民の祝日について」), docs/product-decisions.md §12. */
const CABINET_OFFICE: Record<number, string> = {
  2026: '01-01 01-12 02-11 02-23 03-20 04-29 05-03 05-04 05-05 05-06 07-20 08-11 09-21 09-22 09-23 10-12 11-03 11-23',
  2027: '01-01 01-11 02-11 02-23 03-21 03-22 04-29 05-03 05-04 05-05 07-19 08-11 09-20 09-23 10-11 11-03 11-23',
  2028: '01-01 01-10 02-11 02-23 03-20 04-29 05-03 05-04 05-05 07-17 08-11 09-18 09-22 10-09 11-03 11-23',
};

/** The law's rules (国民の祝日に関する法律), worked out independently of the table. */
function byLaw(year: number): string[] {
  const iso = (m: number, d: number) => new Date(Date.UTC(year, m - 1, d)).toISOString().slice(0, 10);
  const monday = (m: number, n: number) => iso(m, 1 + ((8 - weekday(iso(m, 1))) % 7) + 7 * (n - 1));
  const k = year - 1980;
  const spring = Math.floor(20.8431 + 0.242194 * k - Math.floor(k / 4));
  const autumn = Math.floor(23.2488 + 0.242194 * k - Math.floor(k / 4));
  const days = new Set([
    iso(1, 1),
    monday(1, 2),
    iso(2, 11),
    iso(2, 23),
    iso(3, spring),
    iso(4, 29),
    iso(5, 3),
    iso(5, 4),
    iso(5, 5),
    monday(7, 3),
    iso(8, 11),
    monday(9, 3),
    iso(9, autumn),
    monday(10, 2),
    iso(11, 3),
    iso(11, 23),
  ]);
  const named = [...days];
  for (const day of named)
    if (days.has(addDays(day, 2)) && !days.has(addDays(day, 1))) days.add(addDays(day, 1));
  for (const day of named)
    if (weekday(day) === 0) {
      let next = addDays(day, 1);
      while (days.has(next)) next = addDays(next, 1);
      days.add(next);
    }
  return [...days].sort();
}

describe('national holidays (docs/product-decisions.md §12)', () => {
  it.each(Object.entries(CABINET_OFFICE))('%s matches the Cabinet Office list', (year, list) => {
    expect(holidaysOf(Number(year))).toEqual(list.split(' ').map((day) => `${year}-${day}`));
  });
  const years = Array.from(
    { length: HOLIDAY_YEARS.to - HOLIDAY_YEARS.from + 1 },
    (_, i) => HOLIDAY_YEARS.from + i,
  );
  it.each(years)('%i follows the law', (year) => {
    expect(holidaysOf(year)).toEqual(byLaw(year));
  });
  it.each([
    ['2026-05-06', '振替休日'],
    ['2026-09-22', '国民の休日'],
    ['2027-03-22', '振替休日'],
    ['2028-09-22', '秋分の日'],
    ['2026-05-07', null],
  ])('%s is %s', (date, name) => {
    expect(holidayName(date)?.jp ?? null).toBe(name);
  });
});

const tariff = {
  special_days: [
    { name: { jp: 'GW', en: 'Golden Week' }, from: '2027-04-29', to: '2027-05-05' },
    { name: { jp: '', en: 'Obon' }, from: '2027-08-13', to: '2027-08-16' },
  ],
  marked_days: ['2026-12-30', '2027-01-02'],
};

describe('nightType (docs/product-decisions.md §12)', () => {
  it.each([
    ['2026-12-05', {}, 'holiday_eve', 'a Saturday'],
    ['2026-12-06', {}, 'weekday', 'a Sunday before a working Monday'],
    ['2026-12-07', {}, 'weekday', 'a Monday'],
    ['2026-12-04', {}, 'weekday', 'a Friday'],
    ['2027-01-10', {}, 'holiday_eve', 'a Sunday before 成人の日'],
    ['2027-01-11', {}, 'holiday', '成人の日 itself (a Monday)'],
    ['2026-12-31', {}, 'holiday_eve', '大晦日 before 元日'],
    ['2027-01-01', {}, 'holiday', '元日, a Friday before a working Saturday'],
    ['2027-01-01', tariff, 'holiday_eve', '元日 before a marked Saturday'],
    ['2026-05-05', {}, 'holiday_eve', 'こどもの日 before the 振替休日'],
    ['2026-05-06', {}, 'holiday', 'the 振替休日 before a Thursday'],
    ['2026-05-02', {}, 'holiday_eve', 'a Saturday before 憲法記念日 on Sunday'],
    ['2026-09-21', {}, 'holiday_eve', '敬老の日 before 国民の休日'],
    ['2026-09-23', {}, 'holiday', '秋分の日 before a Thursday'],
    ['2026-12-29', tariff, 'holiday_eve', 'the night before a marked day'],
    ['2026-12-30', tariff, 'holiday', 'a marked Wednesday before a working Thursday'],
    ['2026-12-30', {}, 'weekday', 'the same Wednesday unmarked'],
    ['2027-04-29', tariff, 'GW', 'a special day wins over a holiday'],
    ['2027-05-05', tariff, 'GW', 'the last night of a special period'],
    ['2027-05-06', tariff, 'weekday', 'the night after a special period'],
    ['2027-08-14', tariff, 'Obon', 'a special day named only in English'],
    ['2027-02-22', {}, 'holiday_eve', 'the night before 天皇誕生日'],
  ] as const)('%s under %o → %s (%s)', (date, days, expected, _why) => {
    expect(nightType(date, days)).toBe(expected);
  });
});
