import { Spinner } from 'react-bootstrap';
import { useTranslation } from '../../lib/i18n/use-translation';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center justify-content-center min-vh-100" data-testid="page-spinner">
      <Spinner animation="border" role="status" variant="primary">
        <span className="visually-hidden">{t('app.loading')}</span>
      </Spinner>
    </div>
  );
}
