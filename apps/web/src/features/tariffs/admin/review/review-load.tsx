import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { InlineSpinner } from '../../../../components/ui/inline-spinner';
import { ApiRequestError } from '../../../../lib/api/api-error';
import { useErrorText } from '../../../../lib/api/use-error-text';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { CachedTariff } from '../../api/types';

type Props = { query: UseQueryResult<CachedTariff>; children: (view: CachedTariff) => ReactNode };

/** Loading, "no such tariff" (404), another failure with a retry, or the tariff. */
export function ReviewLoad({ query, children }: Props) {
  const { t } = useTranslation('admin');
  const texts = useErrorText();
  if (query.isPending) {
    return (
      <div className="py-4 d-flex justify-content-center">
        <InlineSpinner />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <Alert variant={missing ? 'warning' : 'danger'} className="d-flex align-items-center gap-3">
        <span className="me-auto">
          {missing ? t('review.notFound') : texts.describe(query.error, t('review.loadFailed'))}
        </span>
        {!missing && (
          <Button size="sm" variant="outline-danger" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        )}
      </Alert>
    );
  }
  return children(query.data);
}
