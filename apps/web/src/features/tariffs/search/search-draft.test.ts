import { describe, expect, it } from 'vitest';
import { draftOf, searchOfDraft } from './search-draft';
import { defaultSearch } from './search-params';

describe('search form draft', () => {
  it('turns typed fields into a search, keeping category and sort', () => {
    const current = { ...defaultSearch, category: 'meal' as const, sort: 'price' as const };
    const draft = {
      ...draftOf(current),
      q: ' 寿司 ',
      adults: '２',
      min: '3,000',
      max: '12000',
      date: '2025-06-01',
    };
    expect(searchOfDraft(draft, current)).toEqual({
      state: {
        q: '寿司',
        category: 'meal',
        sort: 'price',
        adults: 2,
        min: 3000,
        max: 12000,
        date: '2025-06-01',
      },
    });
  });

  it('names each field to fix: not an amount, a range the wrong way round, no adults', () => {
    const draft = draftOf(defaultSearch);
    expect(searchOfDraft({ ...draft, min: '1.5', adults: '0' }, defaultSearch)).toEqual({
      errors: { min: 'amount', adults: 'adults' },
    });
    expect(searchOfDraft({ ...draft, min: '9000', max: '100' }, defaultSearch)).toEqual({
      errors: { max: 'range' },
    });
  });

  it('round-trips a search through the form unchanged', () => {
    const state = { ...defaultSearch, q: 'tea', adults: 3, min: 1000, prefecture: '26' };
    expect(searchOfDraft(draftOf(state), state)).toEqual({ state });
  });

  it('turns band counts into the search: empty and 0 are nobody, full-width digits count, others are refused', () => {
    const draft = draftOf({ ...defaultSearch, adults: 2, bands: { baby: 1 } });
    expect(draft.bands).toEqual({ elementary: '', infant_meal_bed: '', infant_no_meal: '', baby: '1' });
    const counted = searchOfDraft(
      { ...draft, bands: { ...draft.bands, elementary: '１', baby: '0' } },
      defaultSearch,
    );
    expect(counted).toEqual({ state: { ...defaultSearch, adults: 2, bands: { elementary: 1 } } });
    expect(searchOfDraft({ ...draft, bands: { ...draft.bands, baby: '' } }, defaultSearch)).toMatchObject({
      state: { bands: undefined },
    });
    expect(
      searchOfDraft({ ...draft, bands: { ...draft.bands, elementary: '1.5', baby: '1000' } }, defaultSearch),
    ).toEqual({ errors: { 'band.elementary': 'children', 'band.baby': 'children' } });
  });
});
