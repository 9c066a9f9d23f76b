import { Spinner } from 'react-bootstrap';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A small loading indicator inside a panel, announced to screen readers (the page-level one is PageSpinner). */
export function InlineSpinner() {
  const { t } = useTranslation();
  return (
    <Spinner animation="border" size="sm" role="status">
      <span className="visually-hidden">{t('app.loading')}</span>
    </Spinner>
  );
}
