import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoreCallBody, CoreCallData } from '@tourtariff/shared';
import { credentialCall } from './call';
import { credentialKeys } from './keys';
import { useCoreClient } from './space-client';
import type { Credential, CredentialDetail, Items, Match, ProofRequest, RequestState } from './types';

/** `wallet/list`: the space's credentials with their state. */
export function useWallet(space: string) {
  const core = useCoreClient(space);
  return useQuery({
    queryKey: credentialKeys.wallet(space),
    queryFn: async () => (await credentialCall<Items<Credential>>(core, 'wallet/list')).items,
  });
}

/** `wallet/get`: one credential with every claim and the presentations made from it. */
export function useWalletCredential(space: string, id: string | null) {
  const core = useCoreClient(space);
  return useQuery({
    queryKey: credentialKeys.credential(space, id ?? ''),
    queryFn: () => credentialCall<CredentialDetail>(core, 'wallet/get', { id }),
    enabled: Boolean(id),
  });
}

/** `wallet/proof`: presentation requests the space received. */
export function useReceivedRequests(space: string, state?: RequestState) {
  const core = useCoreClient(space);
  return useQuery({
    queryKey: [...credentialKeys.received(space), state ?? 'all'],
    queryFn: async () =>
      (await credentialCall<Items<ProofRequest>>(core, 'wallet/proof', state ? { state } : {})).items,
  });
}

/** `wallet/matches`: which credentials answer a request, and exactly which claims each would disclose. */
export function useMatches(space: string, request: string, enabled: boolean) {
  const core = useCoreClient(space);
  return useQuery({
    queryKey: credentialKeys.matches(space, request),
    queryFn: async () => (await credentialCall<Items<Match>>(core, 'wallet/matches', { request })).items,
    enabled,
  });
}

/** `wallet/present` (with a credential) or `wallet/proof2` (refuse, with an optional reason). */
export function useAnswerRequest(space: string) {
  const core = useCoreClient(space);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: CoreCallBody<'wallet/present'> | CoreCallBody<'wallet/proof2'>) =>
      'credential' in answer
        ? credentialCall<ProofRequest>(core, 'wallet/present', answer)
        : credentialCall<ProofRequest>(core, 'wallet/proof2', answer),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: credentialKeys.space(space) }),
  });
}

/** What `wallet/offer` answers: an OpenID4VCI credential offer for an external wallet, and its one-time code. */
export type ExternalOffer = CoreCallData<'wallet/offer'>;

/** `wallet/offer`: a credential offer (pre-authorised code) to take this credential into an external wallet. */
export function useExternalOffer(space: string) {
  const core = useCoreClient(space);
  return useMutation({
    mutationFn: (credential: string) => credentialCall<ExternalOffer>(core, 'wallet/offer', { credential }),
  });
}
