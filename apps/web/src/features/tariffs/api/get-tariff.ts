import { useQuery } from '@tanstack/react-query';
import { apiStatusOf, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { tariffKeys } from './keys';
import type { CachedTariff, TariffDetail } from './types';

export const tariffPath = (key: string) => `/v1/Tariff/${encodeURIComponent(key)}`;

/** One tariff as the caller may see it (GET /api/v1/Tariff/{key}); 404 for one they may not read. */
export function useTariff(key: string | undefined) {
  const client = useAppClient();
  return useQuery({
    queryKey: tariffKeys.detail(key ?? ''),
    enabled: Boolean(key),
    // A missing or unreadable tariff (404) will not appear on a second try; only failures are retried.
    retry: (failures, error) => failures < 1 && (apiStatusOf(error) ?? 500) >= 500,
    // A save puts its answer (a view without `supplier`) in this cache too, hence `CachedTariff`.
    queryFn: async (): Promise<CachedTariff> =>
      dataOf(await client.requestDetailed<TariffDetail>('GET', tariffPath(key ?? '')), 'GET tariff'),
  });
}
