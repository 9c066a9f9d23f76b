import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueOverview, QueueTask } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';

const queueKey = ['operations', 'queue'] as const;

/** GET /api/v1/Queue: each background queue's counts and the latest failed runs (administrators only). */
export function useQueueOverview() {
  const client = useAppClient();
  return useQuery({
    queryKey: queueKey,
    queryFn: async () => dataOf(await client.requestDetailed<QueueOverview>('GET', '/v1/Queue'), 'GET queue'),
    // The counts move on their own as the runners work: read afresh while the tab is open.
    refetchInterval: 15_000,
  });
}

/** POST /api/v1/Queue/{id}/retry: a failed run back in its queue with its attempts anew. */
export function useRetryTask() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      dataOf(
        await client.requestDetailed<QueueTask>('POST', `/v1/Queue/${encodeURIComponent(id)}/retry`),
        'POST queue retry',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
