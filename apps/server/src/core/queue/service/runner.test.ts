import { describe, expect, it, vi } from 'vitest';
import { backoff, TaskRunner } from './runner.ts';

describe('backoff between attempts (docs/operations.md "Background work")', () => {
  it('doubles from the base after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => backoff(10_000, attempt))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoff(10_000, 30)).toBe(3_600_000);
  });
});

describe('how often the runner looks', () => {
  it('keeps its one-second default when the setting is passed on unset', () => {
    vi.useFakeTimers();
    try {
      const looks = { n: 0 };
      const runner = new TaskRunner({
        db: {} as never,
        log: { warn: () => {} } as never,
        pollMs: undefined,
      });
      runner.tick = () => {
        looks.n += 1;
        return Promise.resolve(0);
      };
      runner.start();
      vi.advanceTimersByTime(3_500);
      expect(looks.n).toBe(3);
      void runner.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
