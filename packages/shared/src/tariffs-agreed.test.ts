import { describe, expect, it } from 'vitest';
import type { QuoteOut } from './contracts/quote.ts';
import type { TariffDoc } from './contracts/tariffs.ts';
import { agreedFigures, taxWithin } from './tariffs-agreed.ts';
import { quote } from './tariffs-quote.ts';

/** The demo tea ceremony's shape in summer: 10–30 people at ¥5,500 an adult and ¥4,000 a child, tax included. */
const tea: Pick<
  TariffDoc,
  'validity' | 'blackout' | 'seasons' | 'rates' | 'tax' | 'cancellation' | 'currency'
> = {
  currency: 'JPY',
  validity: { from: '2027-01-01', to: '2027-12-31' },
  blackout: [],
  seasons: [],
  rates: [{ season: null, unit: 'per_person', pax_min: 10, pax_max: 30, adult: 5_500, child: 4_000 }],
  tax: { included: true, rate: 10 },
  cancellation: [
    { days_before: 2, fee_percent: 50 },
    { days_before: 0, fee_percent: 100 },
  ],
};

function quoted(doc = tea, discount = 10): QuoteOut {
  const result = quote(
    { key: 'tf_tea', doc },
    { date: '2027-05-20', adults: 12, children: 2 },
    { key: 'ag_x', discount, overrides: [] },
  );
  if (!result.ok) throw new Error(result.refusal.code);
  return result.quote;
}

describe('agreedFigures', () => {
  it('leaves a quote whose total stands as the quote priced it', () => {
    const q = quoted();
    expect(q.total).toBe(66_600);
    const figures = agreedFigures(q, null);
    expect(figures).toMatchObject({ total: 66_600, tax: 6_054, subtotal: 66_600, adjustment: null });
    expect(figures.discount).toBe(-7_400);
    expect(figures.cancellation.map((step) => step.fee)).toEqual([33_300, 66_600]);
  });

  it('derives tax, fees and the change line from the agreed total (¥66,600 confirmed at ¥80,000)', () => {
    const figures = agreedFigures(quoted(), { to: 80_000, reason: 'private room' });
    expect(figures.total).toBe(80_000);
    expect(figures.formatted).toBe('¥80,000');
    expect(figures.tax).toBe(7_272);
    expect(figures.adjustment).toEqual({ amount: 13_400, reason: 'private room' });
    expect(figures.cancellation.map((step) => [step.feePercent, step.fee, step.from])).toEqual([
      [50, 40_000, '2027-05-18'],
      [100, 80_000, '2027-05-20'],
    ]);
    // The lines stay the quote's, and lines + discount + change make the agreed total.
    const lines = figures.lines.reduce((sum, line) => sum + line.amount, 0);
    expect(lines + (figures.discount ?? 0) + (figures.adjustment?.amount ?? 0)).toBe(80_000);
  });

  it('keeps the agreed total whole when the tax is added on top, and rounds fees down', () => {
    const added = { ...tea, tax: { included: false, rate: 10 } };
    const figures = agreedFigures(quoted(added, 0), { to: 80_001, reason: 'r' });
    expect(figures.tax).toBe(7_272);
    expect(figures.subtotal).toBe(72_729);
    const lines = figures.lines.reduce((sum, line) => sum + line.amount, 0);
    expect(lines + (figures.adjustment?.amount ?? 0) + figures.tax).toBe(80_001);
    expect(figures.cancellation[0]?.fee).toBe(40_000);
  });

  it('taxWithin rounds the contained tax down', () => {
    expect(taxWithin(66_600, 10)).toBe(6_054);
    expect(taxWithin(80_000, 8)).toBe(5_925);
  });
});
