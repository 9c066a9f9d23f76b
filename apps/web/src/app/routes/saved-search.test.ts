import { describe, expect, it } from 'vitest';
import { savedOf, stateOf } from './saved-search';

describe('saved search ⇄ search state', () => {
  it('keeps text, filters and sort both ways', () => {
    const state = {
      q: '京都',
      category: 'activity' as const,
      prefecture: '26',
      adults: 8,
      min: 1000,
      date: '2027-03-10',
      sort: 'price' as const,
    };
    const saved = savedOf(state);
    expect(saved).toEqual({
      q: '京都',
      category: 'activity',
      prefecture: '26',
      adults: 8,
      price: { min: 1000 },
      date: '2027-03-10',
      sort: 'price',
    });
    expect(stateOf({ ...saved, name: 'n', notify: false })).toEqual(state);
  });

  it('leaves out what the search does not set', () => {
    expect(savedOf({ q: '', adults: 1, sort: 'relevance' })).toEqual({ q: '', adults: 1, sort: 'relevance' });
  });

  it('keeps children by age band both ways; a saved band of 0 is none', () => {
    const state = { q: '', adults: 2, bands: { elementary: 1 }, sort: 'relevance' as const };
    const saved = savedOf(state);
    expect(saved).toEqual({ q: '', adults: 2, bands: { elementary: 1 }, sort: 'relevance' });
    expect(stateOf({ ...saved, name: 'n', notify: false })).toEqual(state);
    expect(stateOf({ ...saved, bands: { elementary: 0 }, name: 'n', notify: false }).bands).toBeUndefined();
  });
});
