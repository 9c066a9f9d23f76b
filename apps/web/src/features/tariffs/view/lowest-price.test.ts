import { describe, expect, it } from 'vitest';
import { lowestAdultPrice, rateTotal } from './lowest-price';
import { ryokanDoc } from './test/fixtures';

describe('lowestAdultPrice', () => {
  it('multiplies per-person rates by the adults and takes other units as one price', () => {
    expect(rateTotal({ unit: 'per_person', adult: 1000 }, 3)).toBe(3000);
    expect(rateTotal({ unit: 'per_vehicle', adult: 1000 }, 3)).toBe(1000);
  });

  it('takes the cheapest rate whose pax tier admits the adults', () => {
    // 2 adults: Spring 2×28000, Autumn 2×32000, the all-year room 50000 → the room wins.
    expect(lowestAdultPrice(ryokanDoc, 2)).toBe(50000);
    // 1 adult: the room (2–2) does not admit one, Spring 28000 is the cheapest.
    expect(lowestAdultPrice(ryokanDoc, 1)).toBe(28000);
    expect(lowestAdultPrice(ryokanDoc, 4)).toBe(96000);
  });

  it('given a date, keeps only the all-year rates and the seasons covering it', () => {
    expect(lowestAdultPrice(ryokanDoc, 1, '2025-10-10')).toBe(32000);
    expect(lowestAdultPrice(ryokanDoc, 1, '2025-07-01')).toBeNull();
    expect(lowestAdultPrice(ryokanDoc, 2, '2025-07-01')).toBe(50000);
  });

  it('is null when no tier admits that many adults', () => {
    expect(lowestAdultPrice(ryokanDoc, 7)).toBeNull();
    expect(lowestAdultPrice({ rates: [], seasons: [] }, 1)).toBeNull();
  });
});
