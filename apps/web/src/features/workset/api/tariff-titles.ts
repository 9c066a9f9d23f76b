import { useQueries } from '@tanstack/react-query';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { worksetKeys } from './keys';

/** What the working set shows of a tariff it names: its title and summary (GET /api/v1/Tariff/{key}). */
export type TariffTitle = {
  key: string;
  title: { jp: string; en: string };
  summary: { jp: string; en: string };
};

/** The titles of `keys`; a tariff the caller can no longer read answers an error, shown as unavailable. */
export function useTariffTitles(keys: string[]) {
  const client = useAppClient();
  return useQueries({
    queries: keys.map((key) => ({
      queryKey: worksetKeys.tariff(key),
      retry: false,
      queryFn: async () =>
        dataOf(
          await client.requestDetailed<TariffTitle>('GET', `/v1/Tariff/${encodeURIComponent(key)}`),
          'GET tariff',
        ),
    })),
  });
}
