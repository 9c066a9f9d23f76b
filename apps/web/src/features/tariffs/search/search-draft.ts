import { TARIFF_LIMITS } from '@tourtariff/shared';
import { parseMajor } from '../../../lib/money';
import type { SearchState } from './search-params';

/** The form's fields as typed (text), before they become a search. */
export type SearchDraft = {
  q: string;
  prefecture: string;
  adults: string;
  min: string;
  max: string;
  date: string;
};

export type DraftField = keyof SearchDraft;
/** A field's problem, as a key under `search:form.errors`. */
export type DraftErrors = Partial<Record<DraftField, 'amount' | 'range' | 'adults'>>;

export function draftOf(state: SearchState): SearchDraft {
  return {
    q: state.q,
    prefecture: state.prefecture ?? '',
    adults: String(state.adults),
    min: state.min === undefined ? '' : String(state.min),
    max: state.max === undefined ? '' : String(state.max),
    date: state.date ?? '',
  };
}

/**
 * The search a submitted form asks for, keeping the category and sort already chosen; or the fields to fix.
 * Amounts are yen as a buyer types them ("12,000", full-width digits) for all the adults together.
 */
export function searchOfDraft(
  draft: SearchDraft,
  current: SearchState,
): { state: SearchState } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const adults = Number(draft.adults.normalize('NFKC').trim());
  if (!Number.isInteger(adults) || adults < 1 || adults > TARIFF_LIMITS.paxMax) errors.adults = 'adults';
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
      min,
      max,
      date: draft.date || undefined,
    },
  };
}
