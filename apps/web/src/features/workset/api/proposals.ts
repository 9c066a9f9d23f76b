import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ProposalPrices, proposalLinkBody } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { worksetKeys } from './keys';

const proposalPath = (id: string) => `/doc/proposals/${encodeURIComponent(id)}`;

/** A proposal priced for its group: public prices with the markup, each public total beside. */
export function useProposalPrices(id: string | null) {
  const client = useAppClient();
  return useQuery({
    queryKey: worksetKeys.prices(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<ProposalPrices>('GET', `${proposalPath(id ?? '')}/prices`),
        'GET proposal prices',
      ),
  });
}

export type ClientLink = { id: string; path: string; exp: string };

/** A client link that expires at `exp` (POST /api/doc/proposals/{id}/link); the proposal lists it after. */
export function useCreateClientLink(space: string | null) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, exp }: { id: string; exp: string }) =>
      dataOf(
        await client.send<ClientLink, typeof proposalLinkBody>(
          proposalLinkBody,
          'POST',
          `${proposalPath(id)}/link`,
          {
            exp,
          },
        ),
        'POST proposal link',
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [...worksetKeys.all, 'collection', space ?? '', 'proposals'],
      }),
  });
}
