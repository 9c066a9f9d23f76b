import { Badge } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../../lib/locale';
import type { CachedTariff } from '../../api/types';

type Props = { tariff: CachedTariff; title: string; revision: boolean };

/** What is under review: which tariff, whose, in which state, and whether it is a new version. */
export function ReviewHeader({ tariff, title, revision }: Props) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const locale = useLocale();
  const pending = tariff.pending;
  const submitted = revision ? pending?.updatedAt : tariff.state === 'submitted' ? tariff.updatedAt : null;

  return (
    <header className="mb-3" data-testid="review-header">
      <h2 className="h4 mb-2">{title}</h2>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Badge bg="secondary" data-testid="review-state">
          {t(`tariffs:state.${tariff.state}`)}
        </Badge>
        <Badge bg="light" text="dark" className="border">
          {t('admin:version', { version: tariff.version })}
        </Badge>
        {pending && (
          <Badge bg="info-subtle" text="info-emphasis" data-testid="review-revision">
            {t(`tariffs:revision.${pending.state}`)} · {t('admin:version', { version: pending.version })}
          </Badge>
        )}
        {!revision && tariff.state === 'submitted' && (
          <Badge bg="primary-subtle" text="primary-emphasis">
            {t('admin:kind.tariff')}
          </Badge>
        )}
      </div>
      <dl className="d-flex flex-wrap gap-4 small mb-0">
        <div>
          <dt className="d-inline text-body-secondary me-1">{t('tariffs:field.space')}</dt>
          <dd className="d-inline mb-0">{tariff.supplier?.name ?? tariff.space}</dd>
        </div>
        {submitted && (
          <div>
            <dt className="d-inline text-body-secondary me-1">{t('admin:columns.submittedAt')}</dt>
            <dd className="d-inline mb-0">
              <time dateTime={submitted}>{formatDateTime(submitted, locale)}</time>
            </dd>
          </div>
        )}
      </dl>
    </header>
  );
}
