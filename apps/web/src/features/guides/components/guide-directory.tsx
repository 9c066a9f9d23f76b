import { type ReactNode, useDeferredValue, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useGuideSearch } from '../api/search-guides';
import { type DirectoryFilters, emptyFilters, searchBodyOf } from '../lib/directory-filters';
import { GuideCardView } from './guide-card';
import { GuideFilters } from './guide-filters';

type Props = {
  hrefOf: (space: string) => string;
  /** The verified badge of a guide, brought by the route module since features do not import each other. */
  badgeOf?: (space: string) => ReactNode;
};

/** The Guides tab of /search: filters, counts, and the guides that match, page after page. */
export function GuideDirectory({ hrefOf, badgeOf }: Props) {
  const { t } = useTranslation('guides');
  const texts = useErrorText(['guide']);
  const [filters, setFilters] = useState<DirectoryFilters>(emptyFilters);
  // Typing in the specialty or the rate does not send a search per key press while the last one is drawn.
  const body = searchBodyOf(useDeferredValue(filters));
  const search = useGuideSearch(body);
  const items = search.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section data-testid="guide-directory">
      <h2 className="visually-hidden">{t('directory.title')}</h2>
      <GuideFilters filters={filters} onChange={setFilters} />
      <div className="mt-3" aria-live="polite" aria-busy={search.isFetching}>
        {search.isPending ? (
          <BlockSpinner />
        ) : search.isError ? (
          <Alert variant="danger" data-testid="guide-directory-error">
            {texts.describe(search.error, t('directory.loadFailed'))}
          </Alert>
        ) : items.length === 0 ? (
          <p className="text-body-secondary" data-testid="guide-directory-empty">
            {t('directory.empty')}
          </p>
        ) : (
          <>
            <p className="small text-body-secondary">{t('directory.shown', { count: items.length })}</p>
            <ul className="list-unstyled d-grid gap-2">
              {items.map((guide) => (
                <li key={guide.space}>
                  <Card>
                    <Card.Body>
                      <GuideCardView
                        guide={guide}
                        href={hrefOf(guide.space)}
                        badge={badgeOf?.(guide.space)}
                      />
                    </Card.Body>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
        {search.hasNextPage && (
          <Button
            variant="outline-secondary"
            onClick={() => void search.fetchNextPage()}
            disabled={search.isFetchingNextPage}
          >
            {t('directory.more')}
          </Button>
        )}
      </div>
    </section>
  );
}
