import { useQuery } from '@tanstack/react-query';
import type { TodayOut } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';

export const todayKeys = { one: (space: string | null) => ['today', space] as const };

/**
 * The home page's counts (GET /api/v1/Today): for `space` when the person works in one, else an administrator's
 * queues alone. Read again every minute while the page is open, so a new request shows without a reload.
 */
export function useToday(space: string | null) {
  const client = useAppClient();
  return useQuery({
    queryKey: todayKeys.one(space),
    refetchInterval: 60_000,
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<TodayOut>(
          'GET',
          space ? `/v1/Today?space=${encodeURIComponent(space)}` : '/v1/Today',
        ),
        'GET today',
      ),
  });
}
