import { Button } from 'react-bootstrap';
import type { CursorPages } from '../../lib/use-cursor-pages';

type Props = {
  pages: CursorPages;
  /** The current page's `next` cursor; null on the last page. */
  next: string | null;
  /** While a page loads, both buttons wait, so a double click does not skip a page. */
  busy: boolean;
  /** Each list says it in its own words (and namespace). */
  labels: { nav: string; previous: string; next: string; page: string };
  /** Hide the pager when everything fits on one page. */
  hideSingle?: boolean;
  className?: string;
};

/** Previous / next between keyset pages. */
export function CursorPager({ pages, next, busy, labels, hideSingle = false, className = '' }: Props) {
  if (hideSingle && pages.page === 1 && !next) return null;
  return (
    <nav aria-label={labels.nav} className={`d-flex align-items-center gap-2 ${className}`.trim()}>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={pages.page === 1 || busy}
        onClick={pages.previous}
      >
        {labels.previous}
      </Button>
      <span className="small text-body-secondary" aria-live="polite">
        {labels.page}
      </span>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={!next || busy}
        onClick={() => next && pages.next(next)}
      >
        {labels.next}
      </Button>
    </nav>
  );
}
