import { formatNumber } from '@tourtariff/shared';
import { type ComponentType, useDeferredValue } from 'react';
import Button from 'react-bootstrap/Button';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { SearchHit, useTariffSearch } from '../api/search';
import { type DetailLinkState, ResultCard } from './result-card';
import './search-results.css';

/** How many cards a phone's first screen can show: the rest render when scrolled near (search-results.css). */
export const FIRST_SCREEN_CARDS = 3;

type Props = {
  search: ReturnType<typeof useTariffSearch>;
  adults: number;
  hrefOf: (hit: SearchHit) => string;
  /** The same for every card: the search the detail page returns to. */
  linkState: DetailLinkState;
  onClear: () => void;
  CardExtra?: ComponentType<{ hit: SearchHit }> | undefined;
};

/** The results of a search with its four outcomes: loading, refused or failed, nothing found, found. */
export function SearchResults({ search, adults, hrefOf, linkState, onClear, CardExtra }: Props) {
  const { t } = useTranslation('search');
  const texts = useErrorText();
  // The cards render from a deferred copy of the answer: the query's own update is synchronous (React renders a
  // store's change at once), and twenty cards in one task blocked the main thread on a phone (Lighthouse's
  // TBT); a deferred render yields between cards. Only pages of the current answer count, so
  // a new search never shows the last one's cards while its own render waits.
  const deferred = useDeferredValue(search.data?.pages);
  const pages = deferred?.[0] === search.data?.pages[0] ? deferred : undefined;

  // A failed next page keeps the pages already shown; only a failed first page replaces them.
  if (search.isError && !search.data) {
    return (
      <RetryAlert retryLabel={t('results.retry')} onRetry={() => void search.refetch()} testId="search-error">
        {texts.describe(search.error, t('results.failed'))}
      </RetryAlert>
    );
  }
  if (!pages) {
    return (
      <div className="py-4 text-center" data-testid="search-loading">
        <InlineSpinner />
      </div>
    );
  }

  const hits = pages.flatMap((page) => page.items);
  if (hits.length === 0) {
    return (
      <div className="py-4 text-center" data-testid="search-empty">
        <p className="fw-semibold mb-1">{t('results.empty')}</p>
        <p className="text-body-secondary mb-3">{t('results.emptyHint')}</p>
        <Button variant="outline-primary" onClick={onClear}>
          {t('form.clear')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <ul className="list-unstyled d-grid gap-3 mb-3" aria-label={t('results.label')}>
        {hits.map((hit, index) => (
          <li key={hit.key} className={index >= FIRST_SCREEN_CARDS ? 'tt-result-later' : undefined}>
            <ResultCard
              hit={hit}
              adults={adults}
              href={hrefOf(hit)}
              linkState={linkState}
              Extra={CardExtra}
            />
          </li>
        ))}
      </ul>
      <div className="text-center" aria-live="polite">
        {search.hasNextPage ? (
          <Button
            variant="outline-primary"
            onClick={() => void search.fetchNextPage()}
            disabled={search.isFetchingNextPage}
          >
            {search.isFetchingNextPage ? <InlineSpinner /> : t('results.more')}
          </Button>
        ) : (
          <p className="text-body-secondary small mb-0">
            {t('results.end', { shown: formatNumber(hits.length) })}
          </p>
        )}
        {search.isFetchNextPageError && (
          // Bootstrap's alert markup, as in RetryAlert (no fade transition to download).
          <div role="alert" className="alert alert-danger mt-2 mb-0">
            {t('results.moreFailed')}
          </div>
        )}
      </div>
    </>
  );
}
