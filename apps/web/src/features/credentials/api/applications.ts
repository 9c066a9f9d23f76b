import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoreCallBody } from '@tourtariff/shared';
import { credentialCall } from './call';
import { credentialKeys } from './keys';
import { useCoreClient } from './space-client';
import type { Application, ApplicationState, Claims, Credential, Items } from './types';

type Role = CoreCallBody<'issue/list'>['role'];

/** `issue/list`: the space's own applications (holder) or the queue it decides (issuer). */
export function useApplications(space: string, role: Role, state?: ApplicationState) {
  const core = useCoreClient(space);
  return useQuery({
    queryKey: [...credentialKeys.applications(space, role), state ?? 'all'],
    queryFn: async () =>
      (await credentialCall<Items<Application>>(core, 'issue/list', { role, ...(state ? { state } : {}) }))
        .items,
  });
}

/** `issue/get`: one application with its evidence as the issuer may open it. */
export function useApplication(space: string, id: string | null) {
  const core = useCoreClient(space);
  return useQuery({
    queryKey: credentialKeys.application(space, id ?? ''),
    queryFn: () => credentialCall<Application>(core, 'issue/get', { id }),
    enabled: Boolean(id),
  });
}

/** Evidence by hash, with the key of a sealed file and the name the issuer sees (the `issue/data0` contract). */
export type ApplyInput = CoreCallBody<'issue/data0'> & { claims: Claims };

/** `issue/data0`: applies for a credential as the holder space. */
export function useApply(space: string) {
  const core = useCoreClient(space);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) => credentialCall<Application>(core, 'issue/data0', input),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: credentialKeys.applications(space, 'holder') }),
  });
}

/** The `issue/data1` body, as the page sends it: approving carries the claims, rejecting the reason. */
export type DecideInput = CoreCallBody<'issue/data1'> &
  ({ decision: 'approve'; claims: Claims } | { decision: 'reject'; reason: string });

/** `issue/data1`: the issuer approves with the verified claims, or rejects with a reason. */
export function useDecide(space: string) {
  const core = useCoreClient(space);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideInput) => credentialCall<Application>(core, 'issue/data1', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: credentialKeys.space(space) }),
  });
}

/** `issue/revoke`: the issuer revokes a credential it issued; its status list entry changes. */
export function useRevoke(space: string) {
  const core = useCoreClient(space);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoreCallBody<'issue/revoke'>) =>
      credentialCall<Credential>(core, 'issue/revoke', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: credentialKeys.all }),
  });
}
