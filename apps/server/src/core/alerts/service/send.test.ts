import { describe, expect, it } from 'vitest';
import { lastDigestTime } from './send.ts';

// docs/product-decisions.md §14: a digest is due at the space's HH:MM in Asia/Tokyo (UTC+9, no daylight saving).
describe('lastDigestTime', () => {
  it.each([
    // now (UTC)               HH:MM    the latest such moment in Tokyo, in UTC
    ['2026-01-10T23:00:00Z', '08:00', '2026-01-10T23:00:00Z'],
    ['2026-01-10T22:59:59Z', '08:00', '2026-01-09T23:00:00Z'],
    ['2026-01-10T15:00:00Z', '00:00', '2026-01-10T15:00:00Z'],
    ['2026-01-10T14:59:00Z', '00:00', '2026-01-09T15:00:00Z'],
    ['2026-03-01T14:30:00Z', '23:30', '2026-03-01T14:30:00Z'],
    // Across a leap day: 1 March 07:00 Tokyo is before 08:00, so 29 February's.
    ['2028-02-29T22:00:00Z', '08:00', '2028-02-28T23:00:00Z'],
    ['2026-12-31T23:15:00Z', '07:30', '2026-12-31T22:30:00Z'],
  ])('at %s with %s is %s', (now, hhmm, due) => {
    expect(lastDigestTime(new Date(now), hhmm).toISOString()).toBe(new Date(due).toISOString());
  });
});
