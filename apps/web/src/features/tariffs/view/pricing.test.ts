import { fromPrice, lowestPrice, rateTotal } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { ryokanDoc } from './test/fixtures';

describe('the one pricing function (packages/shared)', () => {
  it('multiplies per-person rates by the adults and takes other units as one price', () => {
    expect(rateTotal({ unit: 'per_person', adult: 1000 }, 3)).toBe(3000);
    expect(rateTotal({ unit: 'per_vehicle', adult: 1000 }, 3)).toBe(1000);
  });

  it('takes the cheapest rate whose pax tier admits the adults', () => {
    // 2 adults: Spring 2×28000, Autumn 2×32000, the all-year room 50000 → the room wins.
    expect(lowestPrice(ryokanDoc, 2)).toBe(50000);
    // 1 adult: the room (2–2) does not admit one, Spring 28000 is the cheapest.
    expect(lowestPrice(ryokanDoc, 1)).toBe(28000);
    expect(lowestPrice(ryokanDoc, 4)).toBe(96000);
  });

  it('given a date, keeps only the all-year rates and the seasons covering it', () => {
    expect(lowestPrice(ryokanDoc, 1, '2025-10-10')).toBe(32000);
    expect(lowestPrice(ryokanDoc, 1, '2025-07-01')).toBeNull();
    expect(lowestPrice(ryokanDoc, 2, '2025-07-01')).toBe(50000);
  });

  it('is null when no tier admits that many adults', () => {
    expect(lowestPrice(ryokanDoc, 7)).toBeNull();
    expect(lowestPrice({ rates: [], seasons: [] }, 1)).toBeNull();
  });

  it('gives the "from" price a default search shows: one adult, else the lowest adult rate', () => {
    expect(fromPrice(ryokanDoc)).toBe(28000);
    const groupOnly = { ...ryokanDoc, rates: ryokanDoc.rates.filter((rate) => rate.pax_min > 1) };
    expect(fromPrice(groupOnly)).toBe(Math.min(...groupOnly.rates.map((rate) => rate.adult)));
    expect(fromPrice({ rates: [], seasons: [] })).toBeNull();
  });
});
