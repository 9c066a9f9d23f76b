import { describe, expect, it } from 'vitest';
import {
  bathTax,
  CREDIT_NOTE_THRESHOLD_YEN,
  fxRateText,
  needsCreditNote,
  parseFxRate,
  type Rounding,
  roundBy,
  statementTotals,
  stayLodgingTax,
  type TaxClass,
  type TaxLine,
  taxContained,
  toYen,
} from './statements-tax.ts';

/** A small seeded generator (mulberry32), so a failing statement can be found again by its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const classes: TaxClass[] = ['standard', 'standard', 'standard', 'reduced', 'none'];
const methods: Rounding[] = ['down', 'half_up', 'up'];

describe('statement tax: one tax per rate, rounded once per statement', () => {
  it('holds over 10,000 random statements: per-rate tax is the rounding of the per-rate total', () => {
    const next = random(20_261_101);
    let differed = 0;
    for (let n = 0; n < 10_000; n += 1) {
      const count = 1 + Math.floor(next() * 60);
      const lines: TaxLine[] = Array.from({ length: count }, () => ({
        amount: Math.floor(next() * 500_000) - (next() < 0.05 ? 250_000 : 0),
        taxClass: classes[Math.floor(next() * classes.length)] as TaxClass,
      }));
      const rounding = methods[n % 3] as Rounding;
      const totals = statementTotals(lines, { rounding, currency: 'JPY' });
      for (const rate of totals.rates) {
        const sum = lines.filter((l) => l.taxClass === rate.taxClass).reduce((s, l) => s + l.amount, 0);
        expect(rate.total).toBe(sum);
        expect(rate.tax).toBe(roundBy(sum * rate.percent, 100 + rate.percent, rounding));
        expect(rate.net + rate.tax).toBe(rate.total);
        expect(Number.isInteger(rate.tax)).toBe(true);
      }
      expect(totals.total).toBe(lines.reduce((s, l) => s + l.amount, 0));
      expect(totals.outside).toBe(
        lines.filter((l) => l.taxClass === 'none').reduce((s, l) => s + l.amount, 0),
      );
      expect(totals.lineTaxForReference).toHaveLength(count);
      const referenceSum = totals.lineTaxForReference.reduce((s, t) => s + t, 0);
      if (referenceSum !== totals.tax) differed += 1;
    }
    // The line taxes are for reference because they do not add up to the statement's tax in general.
    expect(differed).toBeGreaterThan(100);
  });

  it('rounds down by default, half up and up when the supplier says so', () => {
    // ¥10,005 at 10 % contains 909.54… yen of tax.
    expect(taxContained(10_005, 10, 'down')).toBe(909);
    expect(taxContained(10_005, 10, 'half_up')).toBe(910);
    expect(taxContained(10_005, 10, 'up')).toBe(910);
    expect(taxContained(11_000, 10, 'up')).toBe(1_000);
    expect(taxContained(10_800, 8, 'down')).toBe(800);
    expect(roundBy(-5, 2, 'half_up')).toBe(-3);
    expect(roundBy(-5, 2, 'down')).toBe(-2);
  });

  it('keeps 8 % to the lines marked reduced and lines outside consumption tax apart', () => {
    const totals = statementTotals(
      [
        { amount: 33_000, taxClass: 'standard' },
        { amount: 10_800, taxClass: 'reduced' },
        { amount: 600, taxClass: 'none' },
      ],
      { rounding: 'down', currency: 'JPY' },
    );
    expect(totals.rates).toEqual([
      { taxClass: 'standard', percent: 10, total: 33_000, tax: 3_000, net: 30_000, yen: null },
      { taxClass: 'reduced', percent: 8, total: 10_800, tax: 800, net: 10_000, yen: null },
    ]);
    expect([totals.outside, totals.tax, totals.total]).toEqual([600, 3_800, 44_400]);
    // Without reduced lines the 8 % row is left out; the 10 % row always shows.
    const plain = statementTotals([{ amount: 600, taxClass: 'none' }], { rounding: 'down', currency: 'JPY' });
    expect(plain.rates.map((r) => r.taxClass)).toEqual(['standard']);
  });
});

describe('statement tax: a USD statement shows its tax per rate in yen', () => {
  it('converts each rate total at the recorded rate and works the tax out in yen', () => {
    const fxRate = parseFxRate('150.25') as number;
    expect(fxRate).toBe(1_502_500);
    expect(fxRateText(fxRate)).toBe('150.2500');
    // $1,234.56 = 123,456 cents → ¥185,492.64 → ¥185,493 (half up); the tax in it at 10 %: ¥16,863 (down).
    expect(toYen(123_456, 'USD', fxRate)).toBe(185_493);
    const totals = statementTotals([{ amount: 123_456, taxClass: 'standard' }], {
      rounding: 'down',
      currency: 'USD',
      fxRate,
    });
    expect(totals.rates[0]).toMatchObject({
      total: 123_456,
      tax: 11_223,
      yen: { total: 185_493, tax: 16_863 },
    });
    expect(totals.yen).toEqual({ tax: 16_863, total: 185_493, fxRate });
    expect(parseFxRate('0')).toBeNull();
    expect(parseFxRate('1.23456')).toBeNull();
    expect(parseFxRate('-3')).toBeNull();
  });

  it('leaves the yen figures out of a yen statement', () => {
    const totals = statementTotals([{ amount: 1_100, taxClass: 'standard' }], {
      rounding: 'down',
      currency: 'JPY',
      fxRate: 1_500_000,
    });
    expect(totals.yen).toBeNull();
    expect(totals.rates[0]?.yen).toBeNull();
  });
});

describe('statement tax: the credit-note threshold and the local taxes', () => {
  it('makes a credit note from ¥10,000 including tax, a line below it', () => {
    expect(CREDIT_NOTE_THRESHOLD_YEN).toBe(10_000);
    expect(needsCreditNote(-10_000, 'JPY')).toBe(true);
    expect(needsCreditNote(-9_999, 'JPY')).toBe(false);
    expect(needsCreditNote(10_000, 'JPY')).toBe(true);
    // $66.55 at ¥150.25 is ¥9,999.14 → ¥9,999; $66.56 is ¥10,000.64 → ¥10,001.
    expect(needsCreditNote(-6_655, 'USD', 1_502_500)).toBe(false);
    expect(needsCreditNote(-6_656, 'USD', 1_502_500)).toBe(true);
  });

  it('charges 入湯税 per person per night, ¥150 unless the tariff sets its own', () => {
    expect(bathTax(2, 1)).toBe(300);
    expect(bathTax(3, 2)).toBe(900);
    expect(bathTax(2, 2, 200)).toBe(800);
    expect(bathTax(2, 0)).toBe(300);
  });

  it('charges 宿泊税 from the city table in force each night', () => {
    // Kyoto from 2026-03-01: ¥6,000–19,999 a person a night → ¥400.
    expect(stayLodgingTax('kyoto', ['2026-11-10', '2026-11-11'], 2, 12_000)).toBe(1_600);
    expect(stayLodgingTax('tokyo', ['2026-11-10'], 2, 9_000)).toBe(0);
  });
});
