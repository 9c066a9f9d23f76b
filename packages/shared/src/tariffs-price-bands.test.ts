import { describe, expect, it } from 'vitest';
import type { Rate } from './contracts/tariffs.ts';
import { type PriceBand, priceBands } from './tariffs-price-bands.ts';
import { lowestPrice } from './tariffs-pricing.ts';

const rate = (
  season: string | null,
  adult: number,
  unit: Rate['unit'] = 'per_person',
  pax_min = 1,
  pax_max = 9,
): Rate => ({ season, unit, pax_min, pax_max, adult, child: null }) as Rate;
/** What search's SQL reads (`width_bucket`): the price in the band starting last on or before the date. */
function bandPrice(bands: readonly PriceBand[], adults: number, date: string): number | null {
  const band = bands.findLast((b) => b.from <= date);
  return band?.prices[adults - 1] ?? null;
}

const season = (jp: string, from: string, to: string) => ({ name: { jp, en: jp }, from, to });

const doc = {
  validity: { from: '2027-01-01', to: '2027-12-31' },
  seasons: [season('春', '2027-03-01', '2027-05-31'), season('秋', '2027-09-01', '2027-11-30')],
  rates: [
    rate('春', 9000),
    rate('秋', 9000),
    rate(null, 7000, 'per_person', 1, 2),
    rate(null, 50000, 'per_group', 10, 30),
  ],
};

describe('price bands', () => {
  it('cuts the validity where a season begins and after it ends, one band per run of equal prices', () => {
    const bands = priceBands(doc, 30);
    // Spring and autumn price alike, so each season is a band of its own only because the months between differ.
    expect(bands.map((band) => band.from)).toEqual([
      '2027-01-01',
      '2027-03-01',
      '2027-06-01',
      '2027-09-01',
      '2027-12-01',
      '2028-01-01',
    ]);
    expect(bands.at(-1)?.prices.every((price) => price === null)).toBe(true);
  });

  it('answers the pricing function’s price on every date, and nothing outside the validity', () => {
    const bands = priceBands(doc, 30);
    for (
      let day = new Date('2027-01-01');
      day <= new Date('2027-12-31');
      day.setUTCDate(day.getUTCDate() + 1)
    ) {
      const date = day.toISOString().slice(0, 10);
      for (const adults of [1, 2, 3, 9, 10, 30])
        expect(bandPrice(bands, adults, date), `${date} ×${adults}`).toBe(lowestPrice(doc, adults, date));
    }
    expect(bandPrice(bands, 2, '2026-12-31')).toBeNull();
    expect(bandPrice(bands, 2, '2028-01-01')).toBeNull();
  });

  it('merges seasons that price alike into one band', () => {
    const flat = { ...doc, rates: [rate('春', 7000), rate('秋', 7000), rate(null, 7000)] };
    expect(priceBands(flat, 3).map((band) => [band.from, band.prices])).toEqual([
      ['2027-01-01', [7000, 14000, 21000]],
      ['2028-01-01', [null, null, null]],
    ]);
  });
});
