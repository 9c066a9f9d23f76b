import { describe, expect, it } from 'vitest';
import type { AgreementOverride } from './contracts/agreements.ts';
import type { QuoteOut } from './contracts/quote.ts';
import type { TariffDoc } from './contracts/tariffs.ts';
import {
  lowestPrice,
  type PricingAgreement,
  partnerDoc,
  percentOf,
  percentOfDown,
} from './tariffs-pricing.ts';
import { daysBefore, formatMinor, type QuoteResult, quote } from './tariffs-quote.ts';

type Doc = Pick<
  TariffDoc,
  'validity' | 'blackout' | 'seasons' | 'rates' | 'tax' | 'cancellation' | 'currency'
>;
const KEY = 'tf_quoted';
const HIGH = '2027-07-10';
const LOW = '2027-02-10';
const SHOULDER = '2027-05-10';

/** Rows, by index: 0 high 1–9, 1 high 10–30, 2 low 1–30, 3 any season per group 31–40, 4 per vehicle 41–45. */
const base: Doc = {
  currency: 'JPY',
  validity: { from: '2027-01-01', to: '2027-12-31' },
  blackout: ['2027-08-15'],
  seasons: [
    { name: { jp: '閑散期', en: 'Low' }, from: '2027-01-01', to: '2027-03-31' },
    { name: { jp: '繁忙期', en: 'High' }, from: '2027-07-01', to: '2027-08-31' },
  ],
  rates: [
    { season: '繁忙期', unit: 'per_person', pax_min: 1, pax_max: 9, adult: 12000, child: 6000 },
    { season: 'High', unit: 'per_person', pax_min: 10, pax_max: 30, adult: 10000, child: 5000 },
    { season: '閑散期', unit: 'per_person', pax_min: 1, pax_max: 30, adult: 7001, child: 3333 },
    { season: null, unit: 'per_group', pax_min: 31, pax_max: 40, adult: 300000, child: null },
    { season: null, unit: 'per_vehicle', pax_min: 41, pax_max: 45, adult: 50000, child: null },
  ],
  tax: { included: true, rate: 10 },
  cancellation: [
    { days_before: 7, fee_percent: 30 },
    { days_before: 1, fee_percent: 50 },
    { days_before: 0, fee_percent: 100 },
  ],
};

const withRates = (
  changes: Record<number, Partial<Doc['rates'][number]>>,
  extra: Doc['rates'] = [],
): Doc => ({
  ...base,
  rates: [...base.rates.map((rate, i) => ({ ...rate, ...changes[i] })), ...extra],
});
const agreement = (discount: number, overrides: AgreementOverride[] = []): PricingAgreement => ({
  key: 'ag_test',
  discount,
  overrides,
});
const group = (date: string, adults: number, children = 0, units?: number) => ({
  date,
  adults,
  children,
  units,
});

function ok(result: QuoteResult): QuoteOut {
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  return result.quote;
}

type Case = {
  name: string;
  doc?: Doc;
  group: ReturnType<typeof group>;
  agreement?: PricingAgreement;
  /** Expected: the rows used, the public subtotal, tax and total, and what the caller pays. */
  rates?: number[];
  amounts?: number[];
  publicTotal?: number;
  tax?: number;
  total: number;
  adjustments?: number[];
  kinds?: string[];
};

const cases: Case[] = [
  // Seasons and pax tiers: the cheapest row whose season and tier fit.
  {
    name: 'high season, 2 adults',
    group: group(HIGH, 2),
    rates: [0],
    amounts: [24000],
    tax: 2181,
    total: 24000,
  },
  {
    name: 'high season, top of the 1–9 tier',
    group: group(HIGH, 9),
    rates: [0],
    amounts: [108000],
    tax: 9818,
    total: 108000,
  },
  {
    name: 'high season, bottom of the 10–30 tier',
    group: group(HIGH, 10),
    rates: [1],
    amounts: [100000],
    tax: 9090,
    total: 100000,
  },
  { name: 'high season, 12 adults', group: group(HIGH, 12), rates: [1], amounts: [120000], total: 120000 },
  { name: 'high season, 30 adults', group: group(HIGH, 30), rates: [1], total: 300000 },
  { name: 'a season named by its English name', group: group(HIGH, 20), rates: [1], total: 200000 },
  {
    name: 'low season, 1 adult (tax inside rounds down)',
    group: group(LOW, 1),
    rates: [2],
    tax: 636,
    total: 7001,
  },
  { name: 'first day of the validity', group: group('2027-01-01', 1), rates: [2], total: 7001 },
  { name: 'a row without a season applies in a season', group: group(HIGH, 31), rates: [3], total: 300000 },
  // Children.
  {
    name: 'children at the child price',
    group: group(HIGH, 2, 1),
    rates: [0, 0],
    amounts: [24000, 6000],
    total: 30000,
  },
  {
    name: 'children count towards the pax tier',
    group: group(HIGH, 8, 2),
    rates: [1, 1],
    amounts: [80000, 10000],
    total: 90000,
  },
  { name: 'low season with a child', group: group(LOW, 3, 1), amounts: [21003, 3333], total: 24336 },
  {
    name: 'children inside a group price',
    group: group(SHOULDER, 30, 5),
    rates: [3],
    amounts: [300000],
    total: 300000,
  },
  {
    name: 'a row without a child price is passed over for one with it',
    doc: withRates({}, [
      { season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 5000, child: null },
    ]),
    group: group(HIGH, 2, 1),
    rates: [0, 0],
    total: 30000,
  },
  {
    name: 'without children the cheaper row without a child price wins',
    doc: withRates({}, [
      { season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 5000, child: null },
    ]),
    group: group(HIGH, 2),
    rates: [5],
    total: 10000,
  },
  // Units.
  {
    name: 'per group, one unit by default',
    group: group(SHOULDER, 35),
    rates: [3],
    amounts: [300000],
    total: 300000,
  },
  { name: 'per group, two units', group: group(SHOULDER, 35, 0, 2), amounts: [600000], total: 600000 },
  { name: 'per vehicle', group: group(SHOULDER, 42), rates: [4], amounts: [50000], total: 50000 },
  { name: 'per vehicle, three vehicles', group: group(SHOULDER, 45, 0, 3), amounts: [150000], total: 150000 },
  {
    name: 'units do not multiply per-person rates',
    group: group(HIGH, 2, 0, 5),
    amounts: [24000],
    total: 24000,
  },
  // Tax.
  {
    name: 'tax added at 10 %',
    doc: { ...base, tax: { included: false, rate: 10 } },
    group: group(HIGH, 2),
    publicTotal: 26400,
    tax: 2400,
    total: 26400,
  },
  {
    name: 'tax added at 8 %, rounded down',
    doc: { ...base, tax: { included: false, rate: 8 } },
    group: group(LOW, 1),
    tax: 560,
    total: 7561,
  },
  {
    name: 'tax added at 10 %, a fraction dropped',
    doc: { ...base, tax: { included: false, rate: 10 } },
    group: group(LOW, 1),
    tax: 700,
    total: 7701,
  },
  {
    name: 'tax included at 8 %',
    doc: { ...base, tax: { included: true, rate: 8 } },
    group: group(LOW, 1),
    tax: 518,
    total: 7001,
  },
  {
    name: 'no tax',
    doc: { ...base, tax: { included: true, rate: 0 } },
    group: group(LOW, 1),
    tax: 0,
    total: 7001,
  },
  // Agreements: the general percent, per unit price, rounded half up.
  {
    name: '10 % off',
    group: group(HIGH, 2),
    agreement: agreement(10),
    publicTotal: 24000,
    adjustments: [-2400],
    kinds: ['discount'],
    total: 21600,
  },
  {
    name: '12 % off for 12 adults',
    group: group(HIGH, 12),
    agreement: agreement(12),
    publicTotal: 120000,
    adjustments: [-14400],
    total: 105600,
  },
  {
    name: '10 % off 7001 drops 0.1 yen',
    group: group(LOW, 1),
    agreement: agreement(10),
    adjustments: [-700],
    total: 6301,
  },
  {
    name: 'half a yen rounds up, per unit and not per line',
    doc: withRates({ 2: { adult: 7005 } }),
    group: group(LOW, 3),
    agreement: agreement(10),
    adjustments: [-2103],
    total: 18912,
  },
  {
    name: '12.5 % off adult and child',
    group: group(LOW, 3, 1),
    agreement: agreement(12.5),
    adjustments: [-2625, -417],
    total: 21294,
  },
  {
    name: 'children get the percent too',
    group: group(HIGH, 2, 1),
    agreement: agreement(10),
    adjustments: [-2400, -600],
    total: 27000,
  },
  {
    name: '0 % off changes nothing',
    group: group(HIGH, 2),
    agreement: agreement(0),
    adjustments: [0],
    total: 24000,
  },
  {
    name: '100 % off costs nothing',
    group: group(HIGH, 2),
    agreement: agreement(100),
    adjustments: [-24000],
    total: 0,
  },
  {
    name: 'percent off, then tax added on the partner subtotal',
    doc: { ...base, tax: { included: false, rate: 10 } },
    group: group(HIGH, 12),
    agreement: agreement(12),
    publicTotal: 132000,
    tax: 10560,
    total: 116160,
  },
  // Per-tariff overrides.
  {
    name: "a tariff's own percent replaces the general one",
    group: group(HIGH, 2),
    agreement: agreement(10, [{ type: 'percent', tariff: KEY, percent: 20 }]),
    adjustments: [-4800],
    kinds: ['override_percent'],
    total: 19200,
  },
  {
    name: "another tariff's percent does not apply",
    group: group(HIGH, 2),
    agreement: agreement(10, [{ type: 'percent', tariff: 'tf_other', percent: 50 }]),
    kinds: ['discount'],
    total: 21600,
  },
  {
    name: 'net prices for adult and child',
    group: group(HIGH, 2, 1),
    agreement: agreement(10, [{ type: 'net', tariff: KEY, rates: [{ rate: 0, adult: 9000, child: 4000 }] }]),
    adjustments: [-6000, -2000],
    kinds: ['override_net', 'override_net'],
    total: 22000,
  },
  {
    name: 'a net adult price; the child gets the general percent',
    group: group(HIGH, 2, 1),
    agreement: agreement(10, [{ type: 'net', tariff: KEY, rates: [{ rate: 0, adult: 9000, child: null }] }]),
    kinds: ['override_net', 'discount'],
    total: 23400,
  },
  {
    name: 'a net price on another row leaves this row at the general percent',
    group: group(HIGH, 2),
    agreement: agreement(10, [{ type: 'net', tariff: KEY, rates: [{ rate: 1, adult: 1000, child: null }] }]),
    kinds: ['discount'],
    total: 21600,
  },
  {
    name: 'a net price can make another row the cheapest for the partner',
    doc: withRates({}, [
      { season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 11000, child: null },
    ]),
    group: group(HIGH, 2),
    agreement: agreement(0, [{ type: 'net', tariff: KEY, rates: [{ rate: 0, adult: 8000, child: null }] }]),
    rates: [0],
    publicTotal: 24000,
    total: 16000,
  },
  {
    name: 'a net price on a group rate',
    group: group(SHOULDER, 35),
    agreement: agreement(10, [
      { type: 'net', tariff: KEY, rates: [{ rate: 3, adult: 250000, child: null }] },
    ]),
    adjustments: [-50000],
    total: 250000,
  },
];

describe('quote: the one pricing function, table-driven', () => {
  it.each(cases)('$name', (c) => {
    const q = ok(quote({ key: KEY, doc: c.doc ?? base }, c.group, c.agreement));
    if (c.rates) expect(q.lines.map((l) => l.rate)).toEqual(c.rates);
    if (c.amounts) expect(q.lines.map((l) => l.amount)).toEqual(c.amounts);
    if (c.publicTotal !== undefined) expect(q.public.total).toBe(c.publicTotal);
    if (c.tax !== undefined) expect((q.partner ?? q.public).tax).toBe(c.tax);
    if (c.adjustments) expect(q.partner?.adjustments.map((a) => a.amount)).toEqual(c.adjustments);
    if (c.kinds) expect(q.partner?.adjustments.map((a) => a.kind)).toEqual(c.kinds);
    expect(q.total).toBe(c.total);
    // Lines always add up: public lines to the public subtotal, adjustments to the partner's.
    expect(q.lines.reduce((s, l) => s + l.amount, 0)).toBe(q.public.subtotal);
    if (q.partner)
      expect(q.public.subtotal + q.partner.adjustments.reduce((s, a) => s + a.amount, 0)).toBe(
        q.partner.subtotal,
      );
    else expect(c.agreement).toBeUndefined();
  });
});

const refusals: {
  name: string;
  doc?: Doc;
  group: ReturnType<typeof group>;
  code: string;
  params?: object;
}[] = [
  {
    name: 'before the validity',
    group: group('2026-12-31', 2),
    code: 'quote.outside_validity',
    params: base.validity,
  },
  { name: 'after the validity', group: group('2028-01-01', 2), code: 'quote.outside_validity' },
  {
    name: 'a blackout date',
    group: group('2027-08-15', 2),
    code: 'quote.blackout',
    params: { date: '2027-08-15' },
  },
  {
    name: 'no season and no tier for 2',
    group: group(SHOULDER, 2),
    code: 'quote.no_pax_tier',
    params: { pax: 2 },
  },
  {
    name: 'more people than any tier',
    group: group(HIGH, 46),
    code: 'quote.no_pax_tier',
    params: { pax: 46 },
  },
  { name: 'children push the group past every tier', group: group(HIGH, 40, 6), code: 'quote.no_pax_tier' },
  { name: 'the last day, outside every season', group: group('2027-12-31', 2), code: 'quote.no_pax_tier' },
  {
    name: 'children on a rate without a child price',
    doc: withRates({ 0: { child: null } }),
    group: group(HIGH, 1, 1),
    code: 'quote.no_child_rate',
    params: { rate: 1 },
  },
];

describe('quote refusals: the reason the page shows', () => {
  it.each(refusals)('$name', (c) => {
    const result = quote({ key: KEY, doc: c.doc ?? base }, c.group);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.code).toBe(c.code);
    if (c.params) expect(result.refusal.params).toEqual(c.params);
  });
});

describe('cancellation schedule: actual dates and fees of what the caller pays', () => {
  it('lists each row from the furthest date, fees rounded down', () => {
    const q = ok(quote({ key: KEY, doc: base }, group(HIGH, 2)));
    expect(q.cancellation).toEqual([
      { daysBefore: 7, feePercent: 30, from: '2027-07-03', fee: 7200 },
      { daysBefore: 1, feePercent: 50, from: '2027-07-09', fee: 12000 },
      { daysBefore: 0, feePercent: 100, from: '2027-07-10', fee: 24000 },
    ]);
  });
  it('crosses a year and drops a fraction of a yen', () => {
    const q = ok(quote({ key: KEY, doc: base }, group('2027-01-05', 1)));
    expect(q.cancellation[0]).toEqual({ daysBefore: 7, feePercent: 30, from: '2026-12-29', fee: 2100 });
  });
  it('charges fees on the partner total', () => {
    const q = ok(quote({ key: KEY, doc: base }, group(HIGH, 2), agreement(10)));
    expect(q.cancellation.map((c) => c.fee)).toEqual([6480, 10800, 21600]);
  });
  it('sorts rows given in any order and keeps decimal percents', () => {
    const doc = {
      ...base,
      cancellation: [
        { days_before: 0, fee_percent: 100 },
        { days_before: 3, fee_percent: 33.33 },
      ],
    };
    const q = ok(quote({ key: KEY, doc }, group(LOW, 1)));
    expect(q.cancellation).toEqual([
      { daysBefore: 3, feePercent: 33.33, from: '2027-02-07', fee: 2333 },
      { daysBefore: 0, feePercent: 100, from: '2027-02-10', fee: 7001 },
    ]);
  });
  it('is empty without a policy', () => {
    expect(ok(quote({ key: KEY, doc: { ...base, cancellation: [] } }, group(HIGH, 2))).cancellation).toEqual(
      [],
    );
  });
  it('counts back across a leap day', () => expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29'));
});

describe('rounding helpers', () => {
  it.each([
    [7005, 10, 701],
    [7004, 10, 700],
    [1, 50, 1],
    [3333, 12.5, 417],
    [0, 30, 0],
    [100, 100, 100],
    [9_999_999_999, 99.99, 9_998_999_999],
  ])('percentOf(%i, %d) rounds half up to %i', (amount, percent, expected) =>
    expect(percentOf(amount, percent)).toBe(expected),
  );
  it.each([
    [7001, 10, 700],
    [7001, 8, 560],
    [1, 99, 0],
  ])('percentOfDown(%i, %d) rounds down to %i', (amount, percent, expected) =>
    expect(percentOfDown(amount, percent)).toBe(expected),
  );
  it.each([
    [24000, 'JPY', '¥24,000'],
    [7001, 'JPY', '¥7001'],
    [250050, 'USD', '2500.50 USD'],
  ])('formats %i %s as %s', (minor, currency, text) => expect(formatMinor(minor, currency)).toBe(text));
});

describe('one pricing function: quote, search price and partner price agree', () => {
  it.each([
    [HIGH, 1],
    [HIGH, 9],
    [HIGH, 25],
    [LOW, 4],
    [SHOULDER, 33],
    [SHOULDER, 44],
  ])('on %s for %i adults', (date, adults) => {
    const terms = agreement(12, [
      { type: 'net', tariff: KEY, rates: [{ rate: 1, adult: 7000, child: null }] },
    ]);
    const q = ok(quote({ key: KEY, doc: base }, group(date, adults), terms));
    expect(q.public.subtotal).toBe(lowestPrice(base, adults, date));
    expect(q.partner?.subtotal).toBe(lowestPrice(partnerDoc(base, KEY, terms), adults, date));
  });
});
