import { useQuery } from '@tanstack/react-query';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { eventKeys, eventPath } from './keys';
import type { EventView } from './types';

/** An event to edit (GET /api/v1/Event/:key): members of its space see it published or not. */
export function useEvent(key: string | null) {
  const client = useAppClient();
  return useQuery({
    queryKey: eventKeys.detail(key ?? ''),
    queryFn: async () =>
      dataOf(await client.requestDetailed<EventView>('GET', eventPath(key ?? '')), 'GET event'),
    enabled: Boolean(key),
    // A missing event stays missing; retrying only delays the message.
    retry: false,
  });
}
