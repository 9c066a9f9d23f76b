import { describe, expect, it } from 'vitest';
import { markedUp } from './tariffs-quote.ts';

const line = (kind: 'adult' | 'child', unitPrice: number, quantity: number) => ({
  kind,
  rate: 0,
  unit: 'per_person',
  paxMin: 1,
  paxMax: 9,
  season: null,
  quantity,
  unitPrice,
  amount: unitPrice * quantity,
});

describe('markedUp: a proposal’s prices from public prices plus the buyer’s percent', () => {
  it('adds the percent to each unit price, rounding half up, then totals with tax included', () => {
    const q = {
      lines: [line('adult', 7500, 8), line('child', 3333, 1)],
      taxRule: { included: true, rate: 10 },
      currency: 'JPY',
    };
    const out = markedUp(q, 15);
    // 7,500 + 1,125 = 8,625; 3,333 × 15 % = 499.95 → 500, so 3,833.
    expect(out.lines.map((l) => [l.unitPrice, l.amount])).toEqual([
      [8625, 69000],
      [3833, 3833],
    ]);
    expect(out.subtotal).toBe(72833);
    expect(out.total).toBe(72833);
    expect(out.tax).toBe(Math.floor((72833 * 1000) / 11000));
    expect(out.formatted).toBe('¥72,833');
  });

  it('adds tax on top when the tariff prices without it, and leaves public prices alone at 0 %', () => {
    const q = { lines: [line('adult', 10000, 2)], taxRule: { included: false, rate: 10 }, currency: 'JPY' };
    expect(markedUp(q, 0)).toMatchObject({ subtotal: 20000, tax: 2000, total: 22000 });
    expect(markedUp(q, 12.5)).toMatchObject({ subtotal: 22500, tax: 2250, total: 24750 });
  });
});
