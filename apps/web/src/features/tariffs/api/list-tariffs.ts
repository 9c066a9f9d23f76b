import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TariffState } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { tariffKeys } from './keys';
import type { TariffPage } from './types';

export type TariffListParams = {
  space: string;
  state?: TariffState | undefined;
  cursor?: string | undefined;
};

export const TARIFF_PAGE_SIZE = 20;

/** One page of a space's tariffs, last changed first (GET /api/v1/Tariff?space=&state=&limit=&cursor=). */
export function useTariffList(params: TariffListParams) {
  const client = useAppClient();
  const search = new URLSearchParams({ space: params.space, limit: String(TARIFF_PAGE_SIZE) });
  if (params.state) search.set('state', params.state);
  if (params.cursor) search.set('cursor', params.cursor);
  return useQuery({
    queryKey: tariffKeys.list(params),
    queryFn: async () =>
      dataOf(await client.requestDetailed<TariffPage>('GET', `/v1/Tariff?${search}`), 'GET tariffs'),
    // The table keeps its rows while the next page or another filter loads, instead of jumping to a spinner.
    placeholderData: keepPreviousData,
  });
}
