import type { TariffState } from '@tourtariff/shared';
import { Alert } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** A key that names no tariff the reader may see (the server answers both the same way: `invalid record`). */
export function TariffNotFound() {
  const { t } = useTranslation('search');
  return (
    <div className="py-4" data-testid="tariff-not-found">
      <h2 className="h4">{t('detail.notFound')}</h2>
      <p className="text-body-secondary mb-0">{t('detail.notFoundHint')}</p>
    </div>
  );
}

/**
 * Suppliers and administrators may open a tariff that is not (or no longer) published; say so, since buyers
 * would not find it.
 */
export function NotPublishedNotice({ state }: { state: TariffState }) {
  const { t } = useTranslation(['search', 'tariffs']);
  if (state === 'published') return null;
  return (
    <Alert variant="warning" data-testid="not-published">
      {t('search:detail.notPublished', { state: t(`tariffs:state.${state}`) })}
    </Alert>
  );
}
