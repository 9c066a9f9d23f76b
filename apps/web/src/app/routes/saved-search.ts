import type { SavedSearchDoc } from '@tourtariff/shared';
import { bandsOf, type SearchState } from '../../features/tariffs/search/search-params';
import type { SearchToSave } from '../../features/workset/components/saved-searches';

/*
 * The search page's address state and a saved search's document are two shapes of one search; the route that
 * composes both features translates between them, so neither feature knows the other.
 */

export function savedOf(state: SearchState): SearchToSave {
  const price =
    state.min !== undefined || state.max !== undefined
      ? {
          ...(state.min !== undefined ? { min: state.min } : {}),
          ...(state.max !== undefined ? { max: state.max } : {}),
        }
      : undefined;
  return {
    q: state.q,
    adults: state.adults,
    sort: state.sort,
    ...(state.bands ? { bands: state.bands } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.prefecture ? { prefecture: state.prefecture } : {}),
    ...(state.date ? { date: state.date } : {}),
    ...(price ? { price } : {}),
  };
}

export function stateOf(saved: SavedSearchDoc): SearchState {
  return {
    q: saved.q,
    adults: saved.adults,
    sort: saved.sort,
    ...(saved.bands ? { bands: bandsOf(saved.bands) } : {}),
    ...(saved.category ? { category: saved.category } : {}),
    ...(saved.prefecture ? { prefecture: saved.prefecture } : {}),
    ...(saved.date ? { date: saved.date } : {}),
    ...(saved.price?.min !== undefined ? { min: saved.price.min } : {}),
    ...(saved.price?.max !== undefined ? { max: saved.price.max } : {}),
  };
}
