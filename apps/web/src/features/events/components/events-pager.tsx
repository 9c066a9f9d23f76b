import { Button } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Props = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous/next over cursor pages (the API gives a cursor, not a total, so there are no page numbers to jump to). */
export function EventsPager({ page, hasPrevious, hasNext, onPrevious, onNext }: Props) {
  const { t } = useTranslation('events');
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={t('list.pagination')} className="d-flex align-items-center gap-3 justify-content-center">
      <Button variant="outline-secondary" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
        {t('list.previous')}
      </Button>
      <span className="small" aria-live="polite">
        {t('list.page', { page })}
      </span>
      <Button variant="outline-secondary" size="sm" disabled={!hasNext} onClick={onNext}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
