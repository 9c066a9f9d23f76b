import { useInfiniteQuery } from '@tanstack/react-query';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { eventKeys } from './keys';
import type { LinkableTariffPage } from './types';

/** The tariffs an event may link: the space's own, 100 a page (the server's limit), more on request. */
export function useSpaceTariffs(space: string) {
  const client = useAppClient();
  return useInfiniteQuery({
    queryKey: eventKeys.spaceTariffs(space),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ space, limit: '100' });
      if (pageParam) query.set('cursor', pageParam);
      return dataOf(
        await client.requestDetailed<LinkableTariffPage>('GET', `/v1/Tariff?${query}`),
        'GET tariffs',
      );
    },
    getNextPageParam: (page) => page.next,
    enabled: Boolean(space),
  });
}
