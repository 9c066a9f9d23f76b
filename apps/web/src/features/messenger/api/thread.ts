import { useInfiniteQuery } from '@tanstack/react-query';
import type { ThreadPage } from '@tourtariff/shared';
import { apiStatusOf, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { conversationPath, messengerKeys } from './keys';

/**
 * A conversation and its messages (GET /api/messenger/{id}), newest page first; older pages load on request.
 * 404 (`invalid record`) when the caller's space is not in it: not retried.
 */
export function useThread(key: string | undefined) {
  const client = useAppClient();
  return useInfiniteQuery({
    queryKey: messengerKeys.thread(key ?? ''),
    enabled: Boolean(key),
    initialPageParam: null as string | null,
    retry: (failures, error) => failures < 1 && (apiStatusOf(error) ?? 500) >= 500,
    queryFn: async ({ pageParam }) => {
      const search = pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : '';
      return dataOf(
        await client.requestDetailed<ThreadPage>('GET', `${conversationPath(key ?? '')}${search}`),
        'GET conversation',
      );
    },
    getNextPageParam: (page) => page.next,
  });
}
