import { tariffSearchBody } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { realisticSearches, SEARCH_COUNT } from '../../../../bench/search-queries.ts';

/** The throughput benchmarks' 200 searches (docs/performance.md "API throughput") are valid, varied and stable. */
describe('bench search set', () => {
  const searches = realisticSearches();

  it('holds 200 distinct searches the API accepts', () => {
    expect(searches).toHaveLength(SEARCH_COUNT);
    expect(new Set(searches.map((s) => JSON.stringify(s))).size).toBe(SEARCH_COUNT);
    for (const search of searches)
      expect(tariffSearchBody.safeParse(search).success, JSON.stringify(search)).toBe(true);
  });

  it('mixes words in both languages with dates, group sizes and filters-only searches', () => {
    const share = (test: (s: (typeof searches)[number]) => boolean) =>
      searches.filter(test).length / SEARCH_COUNT;
    expect(share((s) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(s.q ?? ''))).toBeGreaterThan(0.3);
    expect(share((s) => /[a-z]/i.test(s.q ?? ''))).toBeGreaterThan(0.2);
    expect(share((s) => s.date !== undefined)).toBeGreaterThan(0.4);
    expect(share((s) => s.adults !== undefined && s.adults !== 2)).toBeGreaterThan(0.15);
    expect(share((s) => !s.q)).toBeGreaterThan(0.05);
  });

  it('is the same list on every run, so two runs time the same searches', () => {
    expect(realisticSearches()).toEqual(searches);
  });
});
