import { TARIFF_LIMITS } from '@tourtariff/shared';
import { parseMajor } from '../../../lib/money';
import { bandsOf, type SearchState, searchBandKeys } from './search-params';

/** The form's fields as typed (text), before they become a search. */
export type SearchDraft = {
  q: string;
  prefecture: string;
  adults: string;
  /** Children per age band key, as typed ('' for none). */
  bands: Record<string, string>;
  min: string;
  max: string;
  date: string;
};

/** A text field of the form; a band's count is the field `band.<key>`. */
export type DraftField = Exclude<keyof SearchDraft, 'bands'> | `band.${string}`;
/** A field's problem, as a key under `search:form.errors`. */
export type DraftErrors = Partial<Record<DraftField, 'amount' | 'range' | 'adults' | 'children'>>;

export function draftOf(state: SearchState): SearchDraft {
  return {
    q: state.q,
    prefecture: state.prefecture ?? '',
    adults: String(state.adults),
    bands: Object.fromEntries(
      searchBandKeys.map((key) => [key, state.bands?.[key] ? String(state.bands[key]) : '']),
    ),
    min: state.min === undefined ? '' : String(state.min),
    max: state.max === undefined ? '' : String(state.max),
    date: state.date ?? '',
  };
}

/**
 * The search a submitted form asks for, keeping the category and sort already chosen; or the fields to fix.
 * Amounts are yen as a buyer types them ("12,000", full-width digits) for the whole group together.
 */
export function searchOfDraft(
  draft: SearchDraft,
  current: SearchState,
): { state: SearchState } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const adults = Number(draft.adults.normalize('NFKC').trim());
  if (!Number.isInteger(adults) || adults < 1 || adults > TARIFF_LIMITS.paxMax) errors.adults = 'adults';
  // An empty band is nobody of it; anything else must be a whole number from 0 to the adults' limit.
  const counts: Record<string, number> = {};
  for (const key of searchBandKeys) {
    const text = (draft.bands[key] ?? '').normalize('NFKC').trim();
    if (!text) continue;
    const count = Number(text);
    if (!/^\d+$/.test(text) || count > TARIFF_LIMITS.paxMax) errors[`band.${key}`] = 'children';
    else counts[key] = count;
  }
  const amount = (field: 'min' | 'max') => {
    if (!draft[field].trim()) return undefined;
    const value = parseMajor(draft[field], 'JPY');
    if (value === null || value > 10_000_000_000) errors[field] = 'amount';
    return value ?? undefined;
  };
  const min = amount('min');
  const max = amount('max');
  if (min !== undefined && max !== undefined && !errors.min && !errors.max && min > max) errors.max = 'range';
  if (Object.keys(errors).length) return { errors };
  return {
    state: {
      ...current,
      q: draft.q.trim().slice(0, 100),
      prefecture: draft.prefecture || undefined,
      adults,
      bands: bandsOf(counts),
      min,
      max,
      date: draft.date || undefined,
    },
  };
}
