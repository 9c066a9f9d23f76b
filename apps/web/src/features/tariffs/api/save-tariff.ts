import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TariffDoc, tariffCreate, type tariffDeletedOut, tariffDoc } from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { tariffPath } from './get-tariff';
import { tariffKeys } from './keys';
import type { TariffView } from './types';

/** After a write: the tariff's own answer is fresh, every list that may show it is not. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (tariff?: TariffView) => {
    if (tariff) queryClient.setQueryData(tariffKeys.detail(tariff.key), tariff);
    return queryClient.invalidateQueries({ queryKey: tariffKeys.lists() });
  };
}

/** POST /api/v1/Tariff `{space, ...doc}`: a new draft in a supplier space. */
export function useCreateTariff() {
  const client = useAppClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ space, doc }: { space: string; doc: TariffDoc }) =>
      dataOf(
        await client.send<TariffView, typeof tariffCreate>(tariffCreate, 'POST', '/v1/Tariff', {
          space,
          ...doc,
        }),
        'POST tariff',
      ),
    onSuccess: (tariff) => refresh(tariff),
  });
}

/** PUT /api/v1/Tariff/{key} with the whole document; a published tariff gets a pending revision instead. */
export function useUpdateTariff() {
  const client = useAppClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ key, doc }: { key: string; doc: TariffDoc }) =>
      dataOf(
        await client.send<TariffView, typeof tariffDoc>(tariffDoc, 'PUT', tariffPath(key), doc),
        'PUT tariff',
      ),
    onSuccess: (tariff) => refresh(tariff),
  });
}

/** DELETE /api/v1/Tariff/{key}: removes a never-published draft, archives anything else (`deleted` says which). */
export function useDeleteTariff() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: string) =>
      dataOf(
        await client.requestDetailed<z.output<typeof tariffDeletedOut>>('DELETE', tariffPath(key)),
        'DELETE tariff',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}
