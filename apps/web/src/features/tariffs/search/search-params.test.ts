import { DEFAULT_AGE_BANDS } from '@tourtariff/shared';
import { describe, expect, it } from 'vitest';
import { defaultSearch, parseSearch, requestOf, searchBandKeys, searchParamsOf } from './search-params';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('search state in the address', () => {
  it('reads every filter from the query string', () => {
    expect(
      parse('q=京都&category=activity&pref=26&adults=2&min=5000&max=20000&date=2025-10-01&sort=price'),
    ).toEqual({
      q: '京都',
      category: 'activity',
      prefecture: '26',
      adults: 2,
      min: 5000,
      max: 20000,
      date: '2025-10-01',
      sort: 'price',
    });
  });

  it('drops what the server would refuse instead of failing the whole search', () => {
    expect(parse('category=spa&pref=48&adults=0&min=-1&max=abc&date=2025-02-30&sort=cheap')).toEqual({
      ...defaultSearch,
      category: undefined,
      prefecture: undefined,
      min: undefined,
      max: undefined,
      date: undefined,
    });
    expect(parse('min=9000&max=1000')).toMatchObject({ min: 1000, max: 9000 });
  });

  it('writes a short address: defaults left out, and reads back what it wrote', () => {
    expect(searchParamsOf(defaultSearch).toString()).toBe('');
    const state = parse('q=tea&adults=3&max=8000&sort=newest');
    expect(searchParamsOf(state).toString()).toBe('q=tea&adults=3&max=8000&sort=newest');
    expect(parseSearch(searchParamsOf(state))).toEqual(state);
  });

  it('builds the API body with a price range only when one is given', () => {
    expect(requestOf(defaultSearch)).toEqual({ q: '', adults: 1, sort: 'relevance' });
    expect(requestOf(parse('q=寿司&pref=13&min=3000&date=2025-05-05'))).toEqual({
      q: '寿司',
      adults: 1,
      sort: 'relevance',
      prefecture: '13',
      price: { min: 3000 },
      date: '2025-05-05',
    });
  });

  it('keeps children by age band in the address and the body; drops counts the server would refuse', () => {
    const state = parse('adults=2&band.elementary=1&band.baby=2&date=2026-11-21');
    expect(state).toMatchObject({ adults: 2, bands: { elementary: 1, baby: 2 }, date: '2026-11-21' });
    expect(searchParamsOf(state).toString()).toBe('adults=2&band.elementary=1&band.baby=2&date=2026-11-21');
    expect(parseSearch(searchParamsOf(state))).toEqual(state);
    expect(requestOf(state)).toMatchObject({ adults: 2, bands: { elementary: 1, baby: 2 } });
    // Zero, over the limit, not a number, or a band the form does not offer: nobody of that band.
    const dropped = parse('band.elementary=0&band.baby=1000&band.infant_no_meal=x&band.senior=1');
    expect(dropped.bands).toBeUndefined();
    expect(requestOf(dropped)).not.toHaveProperty('bands');
  });

  it('offers exactly the usual age bands every tariff without its own prices', () => {
    expect([...searchBandKeys]).toEqual(DEFAULT_AGE_BANDS.map((band) => band.key));
  });
});
