import { describe, expect, it } from 'vitest';
import { type TariffDoc, tariffDoc } from './contracts/tariffs.ts';
import {
  type BulkRounding,
  bulkRates,
  changedAmount,
  nextYearChanges,
  nextYearDate,
  nextYearDoc,
  nextYearRange,
  type RateChange,
  weekdayOf,
} from './tariffs-sheets.ts';

// docs/product-decisions.md §13: dates move by the calendar, rates change with rounding half up.
describe('nextYearDate', () => {
  it.each([
    ['2027-01-01', '2028-01-01'],
    ['2027-02-28', '2028-02-28'],
    ['2027-12-31', '2028-12-31'],
    ['2028-02-28', '2029-02-28'],
    ['2028-02-29', '2029-02-28'],
    ['2028-03-01', '2029-03-01'],
    ['2099-12-31', '2100-12-31'],
  ])('%s → %s', (from, to) => expect(nextYearDate(from)).toBe(to));
});

describe('nextYearRange', () => {
  it.each([
    // 2027 → 2028 (into a leap year): the end of February stays the end of February.
    [
      ['2027-01-01', '2027-12-31'],
      ['2028-01-01', '2028-12-31'],
    ],
    [
      ['2027-02-01', '2027-02-28'],
      ['2028-02-01', '2028-02-29'],
    ],
    [
      ['2027-02-27', '2027-02-27'],
      ['2028-02-27', '2028-02-27'],
    ],
    [
      ['2027-12-01', '2028-02-28'],
      ['2028-12-01', '2029-02-28'],
    ],
    // 2028 → 2029 (out of a leap year).
    [
      ['2028-02-01', '2028-02-29'],
      ['2029-02-01', '2029-02-28'],
    ],
    [
      ['2028-02-01', '2028-02-28'],
      ['2029-02-01', '2029-02-28'],
    ],
    [
      ['2028-02-29', '2028-03-31'],
      ['2029-03-01', '2029-03-31'],
    ],
    [
      ['2028-02-29', '2028-02-29'],
      ['2029-02-28', '2029-02-28'],
    ],
    [
      ['2028-04-29', '2028-05-05'],
      ['2029-04-29', '2029-05-05'],
    ],
  ])('%j → %j', ([from, to], [nextFrom, nextTo]) =>
    expect(nextYearRange({ from: from as string, to: to as string })).toEqual({ from: nextFrom, to: nextTo }),
  );

  it('keeps abutting seasons abutting across 29 February', () => {
    const winter = nextYearRange({ from: '2028-01-01', to: '2028-02-28' });
    const spring = nextYearRange({ from: '2028-02-29', to: '2028-05-31' });
    expect(winter.to < spring.from).toBe(true);
  });
});

describe('weekdayOf', () => {
  it.each([
    ['2026-12-01', 2],
    ['2027-05-03', 1],
    ['2028-05-03', 3],
    ['2028-02-29', 2],
  ])('%s is weekday %i', (date, day) => expect(weekdayOf(date)).toBe(day));
});

const ryokan = (): TariffDoc =>
  tariffDoc.parse({
    title: { jp: '京都旅館', en: 'Kyoto ryokan' },
    category: 'accommodation',
    prefecture: '26',
    validity: { from: '2027-03-01', to: '2028-02-29' },
    seasons: [
      { name: { jp: '通常期', en: 'Regular' }, from: '2027-03-01', to: '2027-12-31' },
      { name: { jp: '冬', en: 'Winter' }, from: '2028-01-01', to: '2028-02-29' },
    ],
    blackout: ['2027-12-31', '2028-02-28', '2028-02-29'],
    special_days: [{ name: { jp: 'GW', en: 'Golden Week' }, from: '2027-04-29', to: '2027-05-05' }],
    marked_days: ['2027-08-14', '2028-02-28', '2028-02-29'],
    rates: [
      {
        season: '通常期',
        unit: 'per_person',
        pax_min: 1,
        pax_max: 9,
        adult: 20_000,
        child: 14_000,
        occupancy: 2,
        day_type: 'weekday',
      },
      {
        season: '通常期',
        unit: 'per_person',
        pax_min: 1,
        pax_max: 9,
        adult: 24_000,
        child: null,
        occupancy: 2,
        day_type: 'holiday_eve',
      },
      {
        season: 'Winter',
        unit: 'per_person',
        pax_min: 1,
        pax_max: 9,
        adult: 18_000,
        child: 12_600,
        occupancy: 2,
        day_type: 'holiday_eve',
      },
      {
        season: '冬',
        unit: 'per_person',
        pax_min: 1,
        pax_max: 9,
        adult: 26_000,
        child: null,
        occupancy: 3,
        day_type: 'Golden Week',
        single_supplement: 5_000,
      },
    ],
  });

describe('nextYearDoc', () => {
  it('moves every date of a tariff that ends on 29 February and stays a valid tariff', () => {
    const next = nextYearDoc(ryokan());
    expect(next.validity).toEqual({ from: '2028-03-01', to: '2029-02-28' });
    expect(next.seasons.map((s) => [s.from, s.to])).toEqual([
      ['2028-03-01', '2028-12-31'],
      ['2029-01-01', '2029-02-28'],
    ]);
    expect(next.blackout).toEqual(['2028-12-31', '2029-02-28']);
    expect(next.marked_days).toEqual(['2028-08-14', '2029-02-28']);
    expect(next.special_days?.[0]).toMatchObject({ from: '2028-04-29', to: '2028-05-05' });
    expect(next.rates).toEqual(ryokan().rates);
    expect(tariffDoc.safeParse(next).success).toBe(true);
  });

  it('leaves the optional fields absent when the tariff has none', () => {
    const { special_days: _s, marked_days: _m, ...plain } = ryokan();
    const next = nextYearDoc(plain as TariffDoc);
    expect('special_days' in next).toBe(false);
    expect('marked_days' in next).toBe(false);
  });

  it('lists each moved date with its weekdays, and nothing else', () => {
    const before = ryokan();
    const changes = nextYearChanges(before, nextYearDoc(before));
    expect(changes.find((c) => c.field === 'special_days.0.from')).toEqual({
      field: 'special_days.0.from',
      from: '2027-04-29',
      to: '2028-04-29',
      weekdays: [4, 6],
      // 2027-04-29 is 昭和の日 inside GW (a special day); a year later the copy's GW holds it again.
      dayTypes: ['GW', 'GW'],
    });
    // 2027-08-14 (Saturday, marked) is a 休前日; 2028-08-14 (Monday) stays marked but is a 休日 night.
    expect(changes.find((c) => c.field === 'marked_days.0')?.dayTypes).toEqual(['holiday_eve', 'holiday']);
    expect(changes.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.to))).toBe(true);
    expect(changes.some((c) => c.field.startsWith('rates'))).toBe(false);
  });
});

describe('changedAmount', () => {
  const cases: [number, RateChange, BulkRounding, number][] = [
    [10_000, { kind: 'percent', value: 5 }, 1, 10_500],
    [24_000, { kind: 'percent', value: 5 }, 100, 25_200],
    [10_010, { kind: 'percent', value: 5 }, 1, 10_511], // 10,510.5 rounds half up
    [1_000, { kind: 'percent', value: 5 }, 100, 1_100], // 1,050 rounds half up
    [1_040, { kind: 'percent', value: 0 }, 100, 1_000],
    [14_999, { kind: 'percent', value: 0 }, 1000, 15_000],
    [14_499, { kind: 'percent', value: 0 }, 1000, 14_000],
    [14_500, { kind: 'percent', value: 0 }, 1000, 15_000],
    [20_000, { kind: 'percent', value: -10 }, 1, 18_000],
    [333, { kind: 'percent', value: 33.33 }, 1, 444], // 443.988…
    [20_000, { kind: 'percent', value: -100 }, 1, 0],
    [20_000, { kind: 'amount', value: 500 }, 1, 20_500],
    [20_000, { kind: 'amount', value: 550 }, 100, 20_600],
    [20_000, { kind: 'amount', value: -549 }, 100, 19_500],
    [300, { kind: 'amount', value: -1_000 }, 1, 0],
    [0, { kind: 'percent', value: 50 }, 100, 0],
  ];
  it.each(cases)('%i with %j to ¥%i → %i', (amount, change, rounding, expected) =>
    expect(changedAmount(amount, change, rounding)).toBe(expected),
  );
});

describe('bulkRates', () => {
  it('changes the 休前日 rows only, adult and child, and reports them before and after', () => {
    const { doc, rows } = bulkRates(
      ryokan(),
      { kind: 'percent', value: 5 },
      { day_type: 'holiday_eve' },
      100,
    );
    expect(rows.map((r) => [r.index, r.adult, r.child])).toEqual([
      [1, [24_000, 25_200], null],
      [2, [18_000, 18_900], [12_600, 13_200]],
    ]);
    expect(doc.rates[0]).toEqual(ryokan().rates[0]);
    expect(doc.rates[2]?.adult).toBe(18_900);
  });

  it('matches seasons and special days by either name, and occupancy', () => {
    const doc = ryokan();
    const change: RateChange = { kind: 'amount', value: 1_000 };
    expect(bulkRates(doc, change, { season: 'Regular' }, 1).rows.map((r) => r.index)).toEqual([0, 1]);
    expect(bulkRates(doc, change, { season: '冬' }, 1).rows.map((r) => r.index)).toEqual([2, 3]);
    expect(bulkRates(doc, change, { day_type: 'GW' }, 1).rows.map((r) => r.index)).toEqual([3]);
    expect(bulkRates(doc, change, { occupancy: 3 }, 1).rows.map((r) => r.index)).toEqual([3]);
    expect(bulkRates(doc, change, { occupancy: 3, day_type: 'weekday' }, 1).rows).toEqual([]);
    expect(bulkRates(doc, change, {}, 1).rows).toHaveLength(4);
  });

  it('leaves the single supplement as it was', () => {
    const { doc } = bulkRates(ryokan(), { kind: 'percent', value: 50 }, { occupancy: 3 }, 1);
    expect(doc.rates[3]).toMatchObject({ adult: 39_000, single_supplement: 5_000 });
  });
});
