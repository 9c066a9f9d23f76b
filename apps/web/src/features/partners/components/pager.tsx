import { Button } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CursorPages } from '../lib/use-cursor-pages';

/** Previous / next between keyset pages of partners; hidden when everything fits on one page. */
export function Pager({ pages, next, busy }: { pages: CursorPages; next: string | null; busy: boolean }) {
  const { t } = useTranslation('partners');
  if (pages.page === 1 && !next) return null;
  return (
    <nav aria-label={t('list.pager.nav')} className="d-flex align-items-center gap-2 mt-3">
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={pages.page === 1 || busy}
        onClick={pages.previous}
      >
        {t('list.pager.previous')}
      </Button>
      <span className="small text-body-secondary" aria-live="polite">
        {t('list.pager.page', { page: pages.page })}
      </span>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={!next || busy}
        onClick={() => next && pages.next(next)}
      >
        {t('list.pager.next')}
      </Button>
    </nav>
  );
}
