import { useQuery } from '@tanstack/react-query';
import type { BusinessProfileView } from '@tourtariff/shared';
import { ApiRequestError, dataOf } from '../../lib/api/api-error';
import { useAppClient } from '../../lib/api/use-clients';

/** A supplier's profile is a Creator, a buyer's an Arranger (docs/product-decisions.md §5); both are addressed by the space key. */
const resource = { supplier: 'Creator', buyer: 'Arranger' } as const;

export type BusinessRole = keyof typeof resource;

export const businessCardKeys = {
  all: ['business-card'] as const,
  card: (role: BusinessRole, key: string) => ['business-card', role, key] as const,
};

/**
 * GET /api/v1/{Creator|Arranger}/{key}: the public card (a member gets the whole profile, which the card shows
 * the same way). A space without a profile of that kind answers 404, which is not retried.
 */
export function useBusinessCard(role: BusinessRole, key: string | undefined) {
  const client = useAppClient();
  const path = `/v1/${resource[role]}/${encodeURIComponent(key ?? '')}`;
  return useQuery({
    queryKey: businessCardKeys.card(role, key ?? ''),
    enabled: Boolean(key),
    queryFn: async () =>
      dataOf(await client.requestDetailed<BusinessProfileView>('GET', path), `GET ${path}`),
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status === 404),
    staleTime: 60_000,
  });
}
