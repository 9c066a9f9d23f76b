import {
  DEFAULT_PRICED_ADULTS,
  isPrefectureCode,
  TARIFF_LIMITS,
  type TariffCategory,
  tariffCategories,
} from '@tourtariff/shared';
import type { SearchRequest } from '../api/search';

export const sortOrders = ['relevance', 'newest', 'price', 'rating'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** A search as the address bar holds it, so it can be shared, bookmarked and walked with back/forward. */
export type SearchState = {
  q: string;
  category?: TariffCategory;
  prefecture?: string;
  adults: number;
  /**
   * Children per age band key (the usual bands, docs/product-decisions.md §12), only those with someone in them;
   * absent for adults alone. The address writes each as `band.<key>=<count>`.
   */
  bands?: Record<string, number>;
  /** Yen for the whole group together (JPY has no minor unit, so these are also the API's amounts). */
  min?: number;
  max?: number;
  date?: string;
  sort: SortOrder;
};

export const defaultSearch: SearchState = { q: '', adults: DEFAULT_PRICED_ADULTS, sort: 'relevance' };

const MAX_AMOUNT = 10_000_000_000;

function amountOf(text: string | null): number | undefined {
  if (!text || !/^\d{1,11}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_AMOUNT ? value : undefined;
}

function dateOf(text: string | null): string | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text) ? text : undefined;
}

/**
 * The age bands a search form offers: the usual ones (DEFAULT_AGE_BANDS, which every tariff without its own bands
 * prices), spelled out so each has its label in the locale files; search-params.test.ts checks they match.
 */
export const searchBandKeys = ['elementary', 'infant_meal_bed', 'infant_no_meal', 'baby'] as const;
export type SearchBandKey = (typeof searchBandKeys)[number];

const bandParam = (key: string) => `band.${key}`;

/** A band count from the address: a whole number from 1 to the adults' limit, else nobody of that band. */
function countOf(text: string | null): number | undefined {
  if (!text || !/^\d{1,3}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= TARIFF_LIMITS.paxMax ? value : undefined;
}

/** The band counts that name someone, or undefined when none does (a search for adults alone). */
export function bandsOf(counts: Record<string, number | undefined>): Record<string, number> | undefined {
  const named = searchBandKeys.flatMap((key) => {
    const count = counts[key];
    return count !== undefined && count > 0 ? [[key, count] as const] : [];
  });
  return named.length ? Object.fromEntries(named) : undefined;
}

/**
 * The search a query string describes. A value the server would refuse (an unknown category, 0 adults, a
 * 30th of February) is dropped rather than sent, so an edited or truncated link still shows results.
 */
export function parseSearch(params: URLSearchParams): SearchState {
  const category = params.get('category');
  const prefecture = params.get('pref');
  const adults = Number(params.get('adults'));
  const sort = params.get('sort');
  let min = amountOf(params.get('min'));
  let max = amountOf(params.get('max'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: tariffCategories.find((c) => c === category),
    prefecture: prefecture && isPrefectureCode(prefecture) ? prefecture : undefined,
    adults: Number.isInteger(adults) && adults >= 1 && adults <= TARIFF_LIMITS.paxMax ? adults : 1,
    bands: bandsOf(
      Object.fromEntries(searchBandKeys.map((key) => [key, countOf(params.get(bandParam(key)))])),
    ),
    min,
    max,
    date: dateOf(params.get('date')),
    sort: sortOrders.find((s) => s === sort) ?? 'relevance',
  };
}

/** The query string of a search; defaults are left out so a plain search keeps a short address. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('q', state.q.trim());
  set('category', state.category);
  set('pref', state.prefecture);
  if (state.adults !== defaultSearch.adults) set('adults', state.adults);
  for (const [key, count] of Object.entries(state.bands ?? {})) if (count > 0) set(bandParam(key), count);
  set('min', state.min);
  set('max', state.max);
  set('date', state.date);
  if (state.sort !== defaultSearch.sort) set('sort', state.sort);
  return params;
}

/** The API body of a search (POST /api/v1/Tariff/search), without paging. */
export function requestOf(state: SearchState): SearchRequest {
  const price =
    state.min !== undefined || state.max !== undefined
      ? {
          ...(state.min !== undefined && { min: state.min }),
          ...(state.max !== undefined && { max: state.max }),
        }
      : undefined;
  return {
    q: state.q,
    adults: state.adults,
    sort: state.sort,
    ...(state.bands && { bands: state.bands }),
    ...(state.category && { category: state.category }),
    ...(state.prefecture && { prefecture: state.prefecture }),
    ...(price && { price }),
    ...(state.date && { date: state.date }),
  };
}
