import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { eventDeletedOut } from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { eventKeys, eventPath } from './keys';

/** DELETE /api/v1/Event/:key; the shared page of a deleted event says it is not found from then on. */
export function useDeleteEvent() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: string) =>
      dataOf(
        await client.requestDetailed<z.output<typeof eventDeletedOut>>('DELETE', eventPath(key)),
        'DELETE event',
      ),
    onSuccess: async ({ key }) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(key) });
      queryClient.removeQueries({ queryKey: eventKeys.public(key) });
      await queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}
