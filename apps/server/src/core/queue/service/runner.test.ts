import { describe, expect, it } from 'vitest';
import { backoff } from './runner.ts';

describe('backoff between attempts (docs/operations.md "Background work")', () => {
  it('doubles from the base after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => backoff(10_000, attempt))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoff(10_000, 30)).toBe(3_600_000);
  });
});
