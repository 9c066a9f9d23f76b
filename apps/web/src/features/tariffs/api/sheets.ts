import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TariffBulkRatesOut,
  type TariffNextYearOut,
  tariffBulkRates,
  tariffNextYear,
} from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { tariffPath } from './get-tariff';
import { tariffKeys } from './keys';

export type BulkRatesInput = z.input<typeof tariffBulkRates>;

/**
 * POST /api/v1/Tariff/{key}/next-year (docs/product-decisions.md §13): `preview` answers the copy and its moved
 * dates; otherwise the copy is a new draft, in the answer's `tariff`.
 */
export function useNextYear() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, preview }: { key: string; preview: boolean }) =>
      dataOf(
        await client.send<TariffNextYearOut, typeof tariffNextYear>(
          tariffNextYear,
          'POST',
          `${tariffPath(key)}/next-year`,
          { preview },
        ),
        'POST tariff next year',
      ),
    onSuccess: (answer) =>
      answer.preview ? undefined : queryClient.invalidateQueries({ queryKey: tariffKeys.lists() }),
  });
}

/** POST /api/v1/Tariff/bulk-rates: a preview of the rows before and after, or the change saved on every tariff. */
export function useBulkRates() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkRatesInput) =>
      dataOf(
        await client.send<TariffBulkRatesOut, typeof tariffBulkRates>(
          tariffBulkRates,
          'POST',
          '/v1/Tariff/bulk-rates',
          input,
        ),
        'POST tariff bulk rates',
      ),
    onSuccess: (answer) =>
      answer.preview ? undefined : queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}
