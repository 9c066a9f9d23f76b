import { quote, type TariffDoc } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { matchesSearch } from './public-quotes.ts';

const text = (jp: string, en = '') => ({ jp, en });
const row = (occupancy: number, adult: number) => ({
  season: null,
  unit: 'per_person' as const,
  pax_min: 1,
  pax_max: 8,
  adult,
  child: null,
  occupancy,
});

/** A ryokan of rooms of 2 (20,000) and 3 (18,000) per person, no charges beyond consumption tax included. */
const ryokan = {
  title: text('京都の旅館', 'Kyoto ryokan'),
  summary: text(''),
  description: text(''),
  tags: [],
  area: text('祇園'),
  prefecture: '26',
  category: 'accommodation',
  visibility: 'public',
  currency: 'JPY',
  validity: { from: '2027-01-01', to: '2027-12-31' },
  blackout: [],
  seasons: [],
  rates: [row(2, 20_000), row(3, 18_000)],
  tax: { included: true, rate: 10 },
  cancellation: [],
} as unknown as TariffDoc;

/*
 * A saved search is told of a new tariff the way search finds it (docs/product-decisions.md §12, Search with
 * children by age band): with band counts, the price range is tested against the quote for the whole group.
 */
describe('matchesSearch with children by age band', () => {
  const date = '2027-06-09';
  const group = quote(
    { key: 'tf_r', doc: ryokan },
    { date, adults: 2, children: 0, bands: { elementary: 1 } },
  );
  const total = group.ok ? group.quote.total : -1;
  const base = { q: '旅館', adults: 2, date };

  it('prices the group as the quote does: in range at its total, out of range a yen below', () => {
    // 2 × 18,000 + 70 % of 18,000 in a room of 3.
    expect(total).toBe(48_600);
    expect(
      matchesSearch(ryokan, { ...base, bands: { elementary: 1 }, price: { min: total, max: total } }),
    ).toBe(true);
    expect(matchesSearch(ryokan, { ...base, bands: { elementary: 1 }, price: { max: total - 1 } })).toBe(
      false,
    );
  });

  it('a band of 0 is no band: the adults alone are priced (2 × 20,000)', () => {
    expect(matchesSearch(ryokan, { ...base, bands: { elementary: 0 }, price: { max: 40_000 } })).toBe(true);
    expect(matchesSearch(ryokan, { ...base, bands: { elementary: 1 }, price: { max: 40_000 } })).toBe(false);
  });

  it('no match for a band the tariff does not price', () => {
    const own = { ...ryokan, age_bands: [] } as TariffDoc;
    expect(matchesSearch(own, { ...base, bands: { elementary: 1 } })).toBe(false);
  });
});
