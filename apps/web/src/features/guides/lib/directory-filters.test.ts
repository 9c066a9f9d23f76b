import { describe, expect, it } from 'vitest';
import { emptyFilters, searchBodyOf } from './directory-filters';

describe('guide directory filters', () => {
  it('leaves empty filters out', () => {
    expect(searchBodyOf(emptyFilters)).toEqual({ sort: 'relevance' });
  });

  it('sends language, prefecture, licence, a day and a rate ceiling', () => {
    expect(
      searchBodyOf({
        ...emptyFilters,
        language: 'en',
        prefecture: '26',
        licence: 'national',
        specialty: ' 茶道 ',
        date: '2026-12-01',
        maxRate: '40,000',
        sort: 'rate',
      }),
    ).toEqual({
      languages: ['en'],
      prefecture: '26',
      licence: ['national'],
      specialty: '茶道',
      date: '2026-12-01',
      maxRate: 40000,
      sort: 'rate',
    });
  });

  it('asks for verified guides only when the switch is on', () => {
    expect(searchBodyOf({ ...emptyFilters, verified: true })).toEqual({ sort: 'relevance', verified: true });
    expect(searchBodyOf({ ...emptyFilters, verified: false })).not.toHaveProperty('verified');
  });

  it('sends a range only when both ends are set', () => {
    const range = { ...emptyFilters, dateMode: 'range' as const, date: '2026-12-01', from: '2026-12-01' };
    expect(searchBodyOf(range)).toEqual({ sort: 'relevance' });
    expect(searchBodyOf({ ...range, to: '2026-12-03' })).toEqual({
      sort: 'relevance',
      from: '2026-12-01',
      to: '2026-12-03',
    });
  });
});
