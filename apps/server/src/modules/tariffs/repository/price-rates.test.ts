import { describe, expect, it } from 'vitest';
import { adultPrices, PRICED_ADULTS } from './price-rates.ts';

const rate = (perPerson: boolean, min: number, max: number, adult: number) => ({
  season: null,
  unit: perPerson ? ('per_person' as const) : ('per_group' as const),
  pax_min: min,
  pax_max: max,
  adult,
  child: null,
});
const doc = (rates: ReturnType<typeof rate>[]) => ({ rates, seasons: [] });

describe('adultPrices', () => {
  it('prices each party size by the cheapest rate that admits it, null where none does', () => {
    const prices = adultPrices(
      doc([rate(true, 1, 8, 12000), rate(false, 9, 20, 90000), rate(true, 6, 10, 11000)]),
    );
    expect(prices).toHaveLength(PRICED_ADULTS);
    expect(prices.slice(0, 3)).toEqual([12000, 24000, 36000]);
    // Six adults: 6 × 11,000 beats 6 × 12,000; nine: the group rate (90,000) beats 9 × 11,000.
    expect(prices[5]).toBe(66000);
    expect(prices[8]).toBe(90000);
    expect(prices[20]).toBeNull();
  });

  it('has no price at all without rates', () => {
    expect(adultPrices(doc([])).every((price) => price === null)).toBe(true);
  });
});
