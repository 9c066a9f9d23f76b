import { describe, expect, it } from 'vitest';
import type { AgreementOverride } from './contracts/agreements.ts';
import type { TariffDoc } from './contracts/tariffs.ts';
import { lodgingTax } from './lodging-tax.ts';
import { lowestPrice, type PricingAgreement, partnerDoc } from './tariffs-pricing.ts';
import { markedUp, quote } from './tariffs-quote.ts';
import { stayRuns } from './tariffs-stay-prices.ts';

/*
 * The stay quote (docs/product-decisions.md §12), table-driven: occupancy rows and single supplements, day types
 * and their fallbacks, age bands counting or not, service then consumption tax, 入湯税 exemptions, 宿泊税, partner
 * terms (discount, net, commission) and rounding at each step. Every figure is worked out by hand in the comments.
 */

type Doc = Pick<
  TariffDoc,
  | 'validity'
  | 'blackout'
  | 'seasons'
  | 'rates'
  | 'tax'
  | 'cancellation'
  | 'currency'
  | 'special_days'
  | 'marked_days'
  | 'charges'
  | 'age_bands'
>;
const KEY = 'tf_stay';
const WEEKDAY = '2027-06-09'; // Wednesday
const FRIDAY = '2027-06-11';
const EVE = '2027-06-12'; // Saturday
const HOLIDAY = '2027-07-19'; // 海の日, Monday before a Tuesday
const GW = '2027-05-01';

const row = (occupancy: number | null, day: string | null, adult: number, extra: object = {}) => ({
  season: null,
  unit: 'per_person' as const,
  pax_min: 1,
  pax_max: 8,
  adult,
  child: null,
  occupancy,
  day_type: day,
  ...extra,
});

/** Rows: 0 two/平日 20,000 (+5,000 single), 1 two/休前日 25,000 (+6,000), 2 three/平日, 3 three/休前日, 4 two/GW. */
const sheet: Doc = {
  currency: 'JPY',
  validity: { from: '2027-01-01', to: '2027-12-31' },
  blackout: ['2027-08-15'],
  seasons: [],
  rates: [
    row(2, 'weekday', 20_000, { child: 14_000, single_supplement: 5_000 }),
    row(2, 'holiday_eve', 25_000, { single_supplement: 6_000 }),
    row(3, 'weekday', 18_000),
    row(3, 'holiday_eve', 22_000),
    row(2, 'GW', 30_000),
  ],
  tax: { included: true, rate: 10 },
  cancellation: [{ days_before: 0, fee_percent: 100 }],
  special_days: [{ name: { jp: 'GW', en: 'Golden Week' }, from: '2027-04-29', to: '2027-05-05' }],
};
/** The sheet with サービス料 15 %, 入湯税 ¥150 (under 6 exempt) and 京都市宿泊税. */
const charged: Doc = {
  ...sheet,
  charges: {
    service_percent: 15,
    bath_tax: { per_night: 150, exempt_under_age: 6 },
    lodging_tax: 'kyoto',
  },
};
const taxAdded: Doc = { ...charged, tax: { included: false, rate: 10 } };
const legacy: Doc = {
  ...sheet,
  special_days: undefined,
  rates: [
    { season: null, unit: 'per_person', pax_min: 1, pax_max: 8, adult: 10_000, child: 5_000 },
    { season: null, unit: 'per_room', pax_min: 9, pax_max: 20, adult: 30_000, child: null },
  ],
};
const odd: Doc = { ...sheet, rates: sheet.rates.map((r, i) => (i === 2 ? { ...r, adult: 18_001 } : r)) };
const odd15: Doc = {
  ...charged,
  rates: sheet.rates.map((r, i) => (i === 0 ? { ...r, adult: 20_001 } : r)),
  charges: { service_percent: 15, bath_tax: { per_night: 0, exempt_under_age: null }, lodging_tax: null },
};

const ag = (
  discount: number,
  overrides: AgreementOverride[] = [],
  commission?: number,
): PricingAgreement => ({
  key: 'ag_test',
  discount,
  overrides,
  commission,
});

type Party = {
  date: string;
  adults: number;
  children?: number;
  units?: number;
  nights?: number;
  bands?: Record<string, number>;
};
const run = (doc: Doc, party: Party, agreement: PricingAgreement | null = null) =>
  quote({ key: KEY, doc }, { children: 0, ...party }, agreement);

describe('stay quote: rates by occupancy and day type (docs/product-decisions.md §12)', () => {
  it.each([
    ['2 adults on a weekday', sheet, { date: WEEKDAY, adults: 2 }, 40_000],
    ['2 adults on a 休前日', sheet, { date: EVE, adults: 2 }, 50_000],
    ['2 adults on a holiday: 平日 rows', sheet, { date: HOLIDAY, adults: 2 }, 40_000],
    ['2 adults in GW', sheet, { date: GW, adults: 2 }, 60_000],
    ['3 adults in one room', sheet, { date: WEEKDAY, adults: 3 }, 54_000],
    ['3 adults in one room on a 休前日', sheet, { date: EVE, adults: 3 }, 66_000],
    ['1 adult: smallest row + single supplement', sheet, { date: WEEKDAY, adults: 1 }, 25_000],
    ['1 adult on a 休前日: its own supplement', sheet, { date: EVE, adults: 1 }, 31_000],
    ['5 adults in 2 rooms: 3 + 2', sheet, { date: WEEKDAY, adults: 5, units: 2 }, 94_000],
    ['3 adults in 3 rooms: three singles', sheet, { date: WEEKDAY, adults: 3, units: 3 }, 75_000],
    ['4 adults in 2 rooms: 2 + 2', sheet, { date: EVE, adults: 4, units: 2 }, 100_000],
    [
      '2 adults + 小学生 70 %: a room of 3',
      sheet,
      { date: WEEKDAY, adults: 2, bands: { elementary: 1 } },
      48_600,
    ],
    [
      '2 adults + 幼児 without bed 30 %: still a room of 2',
      sheet,
      { date: WEEKDAY, adults: 2, bands: { infant_no_meal: 1 } },
      46_000,
    ],
    ['2 adults + 乳児: free', sheet, { date: WEEKDAY, adults: 2, bands: { baby: 1 } }, 40_000],
    [
      '2 adults + 幼児 with bed 50 % on a 休前日',
      sheet,
      { date: EVE, adults: 2, bands: { infant_meal_bed: 1 } },
      55_000,
    ],
    ['legacy child at rate.child, a room of 2', sheet, { date: WEEKDAY, adults: 1, children: 1 }, 34_000],
    [
      'band percent rounds half up (18,001 × 70 % = 12,600.7)',
      odd,
      { date: WEEKDAY, adults: 2, bands: { elementary: 1 } },
      48_603,
    ],
    ['2 nights: Friday 平日 + Saturday 休前日', sheet, { date: FRIDAY, adults: 2, nights: 2 }, 90_000],
    [
      '7 nights across GW and after',
      sheet,
      { date: '2027-05-03', adults: 2, nights: 4 },
      60_000 * 3 + 40_000,
    ],
    ['legacy tariff: 3 nights per person', legacy, { date: WEEKDAY, adults: 2, nights: 3 }, 60_000],
    [
      'legacy tariff: a band of its adult price',
      legacy,
      { date: WEEKDAY, adults: 2, bands: { elementary: 1 } },
      27_000,
    ],
    [
      'legacy tariff: per room × units × nights',
      legacy,
      { date: WEEKDAY, adults: 10, units: 2, nights: 2 },
      120_000,
    ],
  ] as const)('%s → ¥%s', (_name, doc, party, total) => {
    const result = run(doc, party);
    expect(result.ok && result.quote.total).toBe(total);
  });

  it.each([
    ['1 adult in GW: no single supplement', sheet, { date: GW, adults: 1 }, 'quote.no_occupancy'],
    ['4 adults in one room: no row of 4', sheet, { date: WEEKDAY, adults: 4 }, 'quote.no_occupancy'],
    ['more rooms than guests', sheet, { date: WEEKDAY, adults: 2, units: 3 }, 'quote.no_occupancy'],
    [
      'a legacy child on a 休前日 row without child price',
      sheet,
      { date: EVE, adults: 1, children: 1 },
      'quote.no_child_rate',
    ],
    ['an unknown band', sheet, { date: WEEKDAY, adults: 2, bands: { teen: 1 } }, 'quote.unknown_band'],
    [
      'a night past the validity',
      sheet,
      { date: '2027-12-31', adults: 2, nights: 2 },
      'quote.outside_validity',
    ],
    [
      'a blackout night inside the stay',
      sheet,
      { date: '2027-08-14', adults: 2, nights: 2 },
      'quote.blackout',
    ],
    ['more guests than any pax tier', sheet, { date: WEEKDAY, adults: 9, units: 3 }, 'quote.no_pax_tier'],
  ] as const)('%s → %s', (_name, doc, party, code) => {
    const result = run(doc, party);
    expect(result.ok ? null : result.refusal.code).toBe(code);
  });

  it('names each night and its day type, and the line of each', () => {
    const result = run(sheet, { date: FRIDAY, adults: 1, nights: 2 });
    if (!result.ok) throw new Error(result.refusal.code);
    expect(result.quote.days).toEqual([
      { date: FRIDAY, dayType: 'weekday' },
      { date: EVE, dayType: 'holiday_eve' },
    ]);
    expect(
      result.quote.lines.map((l) => [l.date, l.kind, l.rate, l.occupancy, l.quantity, l.amount]),
    ).toEqual([
      [FRIDAY, 'adult', 0, 2, 1, 20_000],
      [FRIDAY, 'single_supplement', 0, 1, 1, 5_000],
      [EVE, 'adult', 1, 2, 1, 25_000],
      [EVE, 'single_supplement', 1, 1, 1, 6_000],
    ]);
  });
});

describe('stay quote: charges in order (docs/product-decisions.md §12)', () => {
  // 2 adults 平日: rates 40,000; service 6,000; subtotal 46,000 contains tax ⌊46,000×10/110⌋ = 4,181; 入湯税 2×150;
  // 宿泊税 per person: 20,000 + 3,000 = 23,000 less its tax 2,090 = 20,910 → ¥1,000 each.
  it.each([
    ['2 adults', charged, { date: WEEKDAY, adults: 2 }, [46_000, 4_181, 6_000, 300, 2_000, 48_300]],
    [
      '+ 乳児: free, exempt from 入湯税, no 宿泊税',
      charged,
      { date: WEEKDAY, adults: 2, bands: { baby: 1 } },
      [46_000, 4_181, 6_000, 300, 2_000, 48_300],
    ],
    // rates 48,600; service 7,290; subtotal 55,890, tax 5,080; 入湯税 3×150 (小学生 is 6–12: not exempt);
    // 宿泊税: adults 18,000+2,700 = 20,700 − 1,881 = 18,819 → 400; child 12,600+1,890 = 14,490 − 1,317 → 400.
    [
      '+ 小学生',
      charged,
      { date: WEEKDAY, adults: 2, bands: { elementary: 1 } },
      [55_890, 5_080, 7_290, 450, 1_200, 57_540],
    ],
    // 幼児 3–5 under 6: exempt from 入湯税; 30 % of 20,000 = 6,000 + 900 = 6,900 − 627 = 6,273 → 400.
    [
      '+ 幼児 without bed',
      charged,
      { date: WEEKDAY, adults: 2, bands: { infant_no_meal: 1 } },
      [52_900, 4_809, 6_900, 300, 2_400, 55_600],
    ],
    // tax added: 46,000 + 4,600; 宿泊税 on 23,000 (no tax inside) → 1,000 each.
    ['tax added', taxAdded, { date: WEEKDAY, adults: 2 }, [46_000, 4_600, 6_000, 300, 2_000, 52_900]],
    // 2 nights: twice the 入湯税 and 宿泊税; 休前日 person 25,000 + 3,750 = 28,750 − 2,613 = 26,137 → 1,000.
    [
      '2 nights',
      charged,
      { date: FRIDAY, adults: 2, nights: 2 },
      [103_500, 9_409, 13_500, 600, 4_000, 108_100],
    ],
    // service rounds down: 40,002 × 15 % = 6,000.3 → 6,000.
    ['service rounds down', odd15, { date: WEEKDAY, adults: 2 }, [46_002, 4_182, 6_000, 0, 0, 46_002]],
  ] as const)('%s', (_name, doc, party, [subtotal, tax, service, bath, lodging, total]) => {
    const result = run(doc, party);
    if (!result.ok) throw new Error(result.refusal.code);
    const { public: pub } = result.quote;
    expect([
      pub.subtotal,
      pub.tax,
      pub.charges?.service,
      pub.charges?.bathTax,
      pub.charges?.lodgingTax,
      pub.total,
    ]).toEqual([subtotal, tax, service, bath, lodging, total]);
  });

  it('cancellation fees leave out 入湯税 and 宿泊税', () => {
    const result = run(charged, { date: WEEKDAY, adults: 2 });
    expect(result.ok && result.quote.cancellation[0]?.fee).toBe(46_000);
  });
});

describe('宿泊税 tiers at their boundaries (docs/product-decisions.md §12)', () => {
  it.each([
    ['tokyo', '2027-01-01', 9_999, 0],
    ['tokyo', '2027-01-01', 10_000, 100],
    ['tokyo', '2027-01-01', 14_999, 100],
    ['tokyo', '2027-01-01', 15_000, 200],
    ['osaka', '2025-08-31', 6_999, 0],
    ['osaka', '2025-08-31', 7_000, 100],
    ['osaka', '2025-09-01', 4_999, 0],
    ['osaka', '2025-09-01', 5_000, 200],
    ['osaka', '2025-09-01', 14_999, 200],
    ['osaka', '2025-09-01', 15_000, 400],
    ['osaka', '2025-09-01', 19_999, 400],
    ['osaka', '2025-09-01', 20_000, 500],
    ['kyoto', '2026-02-28', 19_999, 200],
    ['kyoto', '2026-02-28', 50_000, 1_000],
    ['kyoto', '2026-03-01', 1, 200],
    ['kyoto', '2026-03-01', 0, 0],
    ['kyoto', '2026-03-01', 5_999, 200],
    ['kyoto', '2026-03-01', 6_000, 400],
    ['kyoto', '2026-03-01', 19_999, 400],
    ['kyoto', '2026-03-01', 20_000, 1_000],
    ['kyoto', '2026-03-01', 49_999, 1_000],
    ['kyoto', '2026-03-01', 50_000, 4_000],
    ['kyoto', '2026-03-01', 99_999, 4_000],
    ['kyoto', '2026-03-01', 100_000, 10_000],
    ['fukuoka', '2027-01-01', 19_999, 200],
    ['fukuoka', '2027-01-01', 20_000, 500],
  ] as const)('%s on %s, ¥%i → ¥%i', (city, date, basis, tax) => {
    expect(lodgingTax(city, date, basis)).toBe(tax);
  });
});

describe('stay quote: partner terms (docs/product-decisions.md §12)', () => {
  it.each([
    // 10 % off: 18,000 each → 36,000 + 5,400 = 41,400; 入湯税 300; 宿泊税 20,700 − 1,881 = 18,819 → 400 each.
    ['10 % discount', charged, { date: WEEKDAY, adults: 2 }, ag(10), 42_500, null],
    // A commission: the client pays the public total; 12 % of 46,000 − 4,181 = 41,819 → ⌊5,018.28⌋.
    [
      '12 % commission',
      charged,
      { date: WEEKDAY, adults: 2 },
      ag(0, [], 12),
      48_300,
      { percent: 12, amount: 5_018, net: 43_282 },
    ],
    [
      'a tariff-level commission of a discount agreement',
      charged,
      { date: WEEKDAY, adults: 2 },
      ag(10, [{ type: 'commission', tariff: KEY, percent: 8 }]),
      48_300,
      { percent: 8, amount: 3_345, net: 44_955 },
    ],
    [
      'a net row',
      sheet,
      { date: WEEKDAY, adults: 2 },
      ag(10, [{ type: 'net', tariff: KEY, rates: [{ rate: 0, adult: 15_000, child: null }] }]),
      30_000,
      null,
    ],
    // The single supplement takes the general percent: 18,000 + 4,500.
    ['a single supplement under 10 % off', sheet, { date: WEEKDAY, adults: 1 }, ag(10), 22_500, null],
    [
      'a tariff percent off a band',
      sheet,
      { date: WEEKDAY, adults: 2, bands: { elementary: 1 } },
      ag(10, [{ type: 'percent', tariff: KEY, percent: 20 }]),
      28_800 + 10_080,
      null,
    ],
  ] as const)('%s', (_name, doc, party, agreement, total, commission) => {
    const result = run(doc, party, agreement);
    if (!result.ok) throw new Error(result.refusal.code);
    expect(result.quote.total).toBe(total);
    expect(result.quote.partner?.commission ?? null).toEqual(commission);
  });

  it('a discount line names its term and what it took off', () => {
    const result = run(sheet, { date: WEEKDAY, adults: 2 }, ag(10));
    if (!result.ok) throw new Error(result.refusal.code);
    expect(result.quote.partner?.adjustments).toEqual([
      { kind: 'discount', line: 0, percent: 10, unitPrice: 18_000, amount: -4_000 },
    ]);
  });

  it('a partner document discounts supplements and fixed band prices too', () => {
    const doc = partnerDoc(
      {
        ...sheet,
        age_bands: [
          {
            key: 'kid',
            name: { jp: '子供', en: 'Kid' },
            age_min: 0,
            age_max: 11,
            percent: null,
            fixed: 8_000,
            counts_for_occupancy: true,
          },
        ],
      },
      KEY,
      ag(10),
    );
    expect([doc.rates[0]?.single_supplement, doc.age_bands?.[0]?.fixed]).toEqual([4_500, 7_200]);
    expect(partnerDoc(sheet, KEY, ag(0, [], 12))).toBe(sheet);
  });
});

describe('search prices of a stay (docs/product-decisions.md §12)', () => {
  it.each([
    ['1 adult on a weekday', 1, WEEKDAY, 25_000],
    ['2 adults on a 休前日', 2, EVE, 50_000],
    ['5 adults: the cheapest spread, 3 + 2', 5, WEEKDAY, 94_000],
    ['4 adults: two rooms of 2', 4, WEEKDAY, 80_000],
    ['2 adults, no date: the cheapest night', 2, undefined, 40_000],
  ] as const)('%s → ¥%i', (_name, adults, date, price) => {
    expect(lowestPrice(sheet, adults, date)).toBe(price);
  });

  it('equals the quote of that night and never undercuts the undated lower bound', () => {
    for (const date of [WEEKDAY, EVE, HOLIDAY, GW]) {
      const priced = run(charged, { date, adults: 2 });
      expect(lowestPrice(charged, 2, date)).toBe(priced.ok && priced.quote.total);
      expect(lowestPrice(charged, 2, date) ?? 0).toBeGreaterThanOrEqual(lowestPrice(charged, 2) ?? Infinity);
    }
  });

  it('stores runs of equal prices, skipping blackout nights', () => {
    const runs = stayRuns(sheet, 3);
    expect(runs.some((r) => r.from <= '2027-08-15' && '2027-08-15' <= r.to)).toBe(false);
    const eve = runs.find((r) => r.from <= EVE && EVE <= r.to);
    expect(eve?.prices).toEqual([31_000, 50_000, 66_000]);
  });
});

describe('a proposal markup of a stay (docs/product-decisions.md §12)', () => {
  it('takes サービス料 again on the marked-up rates and adds 入湯税 and 宿泊税 unchanged', () => {
    const result = run(charged, { date: WEEKDAY, adults: 2 });
    if (!result.ok) throw new Error(result.refusal.code);
    // 2 × 22,000 = 44,000; service 6,600; subtotal 50,600 (tax inside 4,600); + 300 + 2,000.
    expect(markedUp(result.quote, 10)).toMatchObject({ subtotal: 50_600, tax: 4_600, total: 52_900 });
  });
});
