import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Props<T> = {
  query: UseQueryResult<T[]>;
  empty: string;
  testId: string;
  children: (items: T[]) => ReactNode;
};

/** A list's three other states, said the same way on every credential screen: loading, failed (retry), empty. */
export function LoadState<T>({ query, empty, testId, children }: Props<T>) {
  const { t } = useTranslation('credentials');
  const texts = useErrorText();
  if (query.isPending) return <BlockSpinner />;
  if (query.isError)
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()} testId={`${testId}-error`}>
        {texts.describe(query.error)}
      </RetryAlert>
    );
  if (query.data.length === 0)
    return (
      <p className="text-body-secondary" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  return <div data-testid={testId}>{children(query.data)}</div>;
}
