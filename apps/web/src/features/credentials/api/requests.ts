import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoreCallBody } from '@tourtariff/shared';
import { credentialCall } from './call';
import { credentialKeys } from './keys';
import { useCoreClient } from './space-client';
import type { Dcql, Items, ProofRequest, VerificationResult } from './types';

/** `query/list`: the requests the space sent, with their results. */
export function useSentRequests(space: string) {
  const core = useCoreClient(space);
  return useQuery({
    queryKey: credentialKeys.sent(space),
    queryFn: async () => (await credentialCall<Items<ProofRequest>>(core, 'query/list')).items,
  });
}

/** `query/proof`: verifies the stored presentation again now (its status may have changed since). */
export function useRecheck(space: string) {
  const core = useCoreClient(space);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => credentialCall<VerificationResult>(core, 'query/proof', { id }),
    onSuccess: (result, id) => queryClient.setQueryData(credentialKeys.result(space, id), result),
  });
}

/** The `query/request` body; the page builds its DCQL with lib/dcql.ts. */
export type RequestInput = CoreCallBody<'query/request'> & { dcql: Dcql };

/** `query/request`: asks a holder space for proof; its members are notified. */
export function useRequestProof(space: string) {
  const core = useCoreClient(space);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestInput) => credentialCall<ProofRequest>(core, 'query/request', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: credentialKeys.sent(space) }),
  });
}
