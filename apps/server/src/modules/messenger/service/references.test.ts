import { describe, expect, it } from 'vitest';
import { formatReference, japanYear } from './inquiry-moves.ts';

// A TT- reference takes the year in Japan (UTC+9) at the moment it is made (docs/product-decisions.md §15).
describe('the year of a reference', () => {
  it('is the year in Japan: 31 December 15:00 UTC is already the new year there', () => {
    expect(japanYear(new Date('2026-12-31T14:59:59.999Z'))).toBe(2026);
    expect(japanYear(new Date('2026-12-31T15:00:00Z'))).toBe(2027);
    expect(japanYear(new Date('2027-01-01T00:00:00+09:00'))).toBe(2027);
    expect(japanYear(new Date('2026-06-15T03:00:00Z'))).toBe(2026);
  });

  it('agrees with the time-zone database at every hour around the new year', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric' });
    for (let t = Date.UTC(2026, 11, 25); t < Date.UTC(2027, 0, 5); t += 3_600_000)
      expect(japanYear(new Date(t))).toBe(Number(zone.format(new Date(t))));
  });

  it('numbers each year from six digits', () => {
    expect(formatReference(2027, 7)).toBe('TT-2027-000007');
  });
});
