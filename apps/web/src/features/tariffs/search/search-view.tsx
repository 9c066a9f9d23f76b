import { formatNumber } from '@tourtariff/shared';
import { type ComponentType, useCallback, useMemo } from 'react';
import { type ErrorTexts, useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type SearchHit, useTariffSearch } from '../api/search';
import { CategoryFilter } from './category-filter';
import type { DetailLinkState } from './result-card';
import type { DraftField } from './search-draft';
import { SearchForm } from './search-form';
import { requestOf, type SearchState } from './search-params';
import { SearchResults } from './search-results';
import { SortSelect } from './sort-select';

const draftFields: Record<string, DraftField> = {
  q: 'q',
  prefecture: 'prefecture',
  adults: 'adults',
  price: 'min',
  'price.min': 'min',
  'price.max': 'max',
  date: 'date',
};

/** A server field of the form: `bands.elementary` is the band's own count field. */
const draftFieldOf = (path: string): DraftField | null =>
  draftFields[path] ?? (path.startsWith('bands.') ? `band.${path.slice('bands.'.length)}` : null);

const noErrors: Partial<Record<DraftField, string>> = {};

/** Where the server's field names (`body.price.max` → `price.max`) sit in the form, in the reader's words. */
function formErrorsOf(texts: ErrorTexts, error: unknown): Partial<Record<DraftField, string>> {
  if (!error) return noErrors;
  return texts.place(error, draftFieldOf).fields;
}

type Props = {
  state: SearchState;
  /** Identifies the address the state came from; the form restarts from it when it changes. */
  stateKey: string;
  onChange: (next: SearchState) => void;
  onClear: () => void;
  hrefOf: (hit: SearchHit) => string;
  linkState: DetailLinkState;
  /** Added to each result card by the route (the favourite heart). */
  CardExtra?: ComponentType<{ hit: SearchHit }>;
};

/**
 * Buyer search: the form, category pills with counts, sort, and the results of the search in `state`. The
 * form and the pills are memoised and get stable props, so each answer arriving (the results, a text
 * namespace) re-renders only what shows it (docs/performance.md "Web: what each route loads"); the caller
 * keeps its own props stable for the same reason.
 */
export function SearchView({ state, stateKey, onChange, onClear, hrefOf, linkState, CardExtra }: Props) {
  const { t } = useTranslation('search');
  const texts = useErrorText(['tariff']);
  const search = useTariffSearch(requestOf(state));
  const first = search.data?.pages[0];
  const total = state.category ? (first?.counts[state.category] ?? 0) : first?.total;
  const serverErrors = useMemo(() => formErrorsOf(texts, search.error), [texts, search.error]);
  const selectCategory = useCallback(
    (category: SearchState['category']) => onChange({ ...state, category }),
    [onChange, state],
  );

  return (
    <>
      <SearchForm
        key={stateKey}
        state={state}
        onSearch={onChange}
        onClear={onClear}
        serverErrors={serverErrors}
      />
      <CategoryFilter selected={state.category} counts={first?.counts} onSelect={selectCategory} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <p className="mb-0" aria-live="polite" data-testid="search-total">
          {total !== undefined && t('results.total', { total: formatNumber(total) })}
        </p>
        <div>
          <SortSelect value={state.sort} onChange={(sort) => onChange({ ...state, sort })} />
        </div>
      </div>
      <SearchResults
        search={search}
        adults={state.adults}
        hrefOf={hrefOf}
        linkState={linkState}
        onClear={onClear}
        CardExtra={CardExtra}
      />
    </>
  );
}
