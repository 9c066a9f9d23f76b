import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type QuoteOut, quoteRequest } from '@tourtariff/shared';
import { ApiRequestError, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { partnerKeys } from './keys';

export type QuoteAsk = {
  date: string;
  adults: number;
  children: number;
  units?: number | undefined;
  /** Nights from `date`, each priced by its day type (docs/product-decisions.md §12). */
  nights?: number | undefined;
  /** Children per age band key, instead of `children`. */
  bands?: Record<string, number> | undefined;
};

/**
 * The price the caller would pay for a group on a date, line by line (POST /api/v1/Tariff/{key}/quote). Asked
 * again whenever the group or date changes; a refusal (a date outside validity, no tier for the group) is an
 * answer to show, not a failure to retry. Null `ask` waits until the form has something to price.
 */
export function useQuote(tariff: string, ask: QuoteAsk | null) {
  const client = useAppClient();
  return useQuery({
    queryKey: [...partnerKeys.all, 'quote', tariff, ask],
    enabled: ask !== null,
    placeholderData: keepPreviousData,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500),
    queryFn: async () =>
      dataOf(
        await client.send<QuoteOut, typeof quoteRequest>(
          quoteRequest,
          'POST',
          `/v1/Tariff/${encodeURIComponent(tariff)}/quote`,
          ask ?? { date: '', adults: 1 },
        ),
        'POST quote',
      ),
  });
}
