import { formatNumber } from '@tourtariff/shared';
import type { ReactNode } from 'react';
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

/** Where the server's field names (`body.price.max` → `price.max`) sit in the form, in the reader's words. */
function formErrorsOf(texts: ErrorTexts, error: unknown): Partial<Record<DraftField, string>> {
  if (!error) return {};
  return texts.place(error, draftFieldOf).fields;
}

type Props = {
  state: SearchState;
  /** Identifies the address the state came from; the form restarts from it when it changes. */
  stateKey: string;
  onChange: (next: SearchState) => void;
  onClear: () => void;
  hrefOf: (hit: SearchHit) => string;
  linkStateOf: (hit: SearchHit) => DetailLinkState;
  /** Added to each result card by the route (the favourite heart). */
  cardExtra?: (hit: SearchHit) => ReactNode;
};

/** Buyer search: the form, category pills with counts, sort, and the results of the search in `state`. */
export function SearchView({ state, stateKey, onChange, onClear, hrefOf, linkStateOf, cardExtra }: Props) {
  const { t } = useTranslation('search');
  const texts = useErrorText(['tariff']);
  const search = useTariffSearch(requestOf(state));
  const first = search.data?.pages[0];
  const total = state.category ? (first?.counts[state.category] ?? 0) : first?.total;

  return (
    <>
      <SearchForm
        key={stateKey}
        state={state}
        onSearch={onChange}
        onClear={onClear}
        serverErrors={formErrorsOf(texts, search.error)}
      />
      <CategoryFilter
        selected={state.category}
        counts={first?.counts}
        onSelect={(category) => onChange({ ...state, category })}
      />
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
        linkStateOf={linkStateOf}
        onClear={onClear}
        cardExtra={cardExtra}
      />
    </>
  );
}
