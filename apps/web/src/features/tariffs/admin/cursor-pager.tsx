import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { useCursorPages } from './use-cursor-pages';

type Props = { pages: ReturnType<typeof useCursorPages>; next: string | null; busy: boolean };

/** Previous / next between keyset pages; hidden when everything fits on one page. */
export function CursorPager({ pages, next, busy }: Props) {
  const { t } = useTranslation('admin');
  if (pages.page === 1 && !next) return null;
  return (
    <nav aria-label={t('pager.label')} className="d-flex align-items-center gap-2 mt-2">
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={pages.page === 1 || busy}
        onClick={pages.previous}
      >
        {t('pager.previous')}
      </Button>
      <span className="small text-body-secondary" aria-live="polite">
        {t('pager.page', { page: pages.page })}
      </span>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={!next || busy}
        onClick={() => next && pages.next(next)}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}
