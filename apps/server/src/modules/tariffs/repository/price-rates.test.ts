import { describe, expect, it } from 'vitest';
import { adultPrices, PRICED_ADULTS } from './price-rates.ts';

const rate = (perPerson: boolean, min: number, max: number, adult: number) => ({
  from: null,
  to: null,
  perPerson,
  min,
  max,
  adult,
});

describe('adultPrices', () => {
  it('prices each party size by the cheapest rate that admits it, null where none does', () => {
    const prices = adultPrices([
      rate(true, 1, 8, 12000),
      rate(false, 9, 20, 90000),
      rate(true, 6, 10, 11000),
    ]);
    expect(prices).toHaveLength(PRICED_ADULTS);
    expect(prices.slice(0, 3)).toEqual([12000, 24000, 36000]);
    // Six adults: 6 × 11,000 beats 6 × 12,000; nine: the group rate (90,000) beats 9 × 11,000.
    expect(prices[5]).toBe(66000);
    expect(prices[8]).toBe(90000);
    expect(prices[20]).toBeNull();
  });

  it('has no price at all without rates', () => {
    expect(adultPrices([]).every((price) => price === null)).toBe(true);
  });
});
