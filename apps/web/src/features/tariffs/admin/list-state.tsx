import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Props<T> = {
  query: UseQueryResult<T>;
  empty: string;
  failed: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** Loading, failure (with the server's reason and a retry), empty, or the list: the four faces of a list. */
export function ListState<T>({ query, empty, failed, isEmpty, children }: Props<T>) {
  const { t } = useTranslation('admin');
  const texts = useErrorText();
  if (query.isPending) return <InlineSpinner />;
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
        {texts.describe(query.error, failed)}
      </RetryAlert>
    );
  }
  if (isEmpty(query.data)) return <p className="text-body-secondary">{empty}</p>;
  return children(query.data);
}
