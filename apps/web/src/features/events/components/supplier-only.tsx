import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Events belong to supplier spaces; any other current space gets told how to get to one. */
export function SupplierOnly({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation('events');
  return (
    <Alert variant="info" data-testid="events-supplier-only">
      <Alert.Heading as="h2" className="h5">
        {t('supplierOnly.title')}
      </Alert.Heading>
      <p>{t('supplierOnly.body')}</p>
      {/* Filled, not outlined: blue text on the info tint reads at 3.85:1, below WCAG's 4.5:1. */}
      <Link to={homeHref} className="btn btn-primary btn-sm">
        {t('supplierOnly.home')}
      </Link>
    </Alert>
  );
}
