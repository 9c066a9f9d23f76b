import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationCreate, type invitationResponse, type MemberRole } from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { memberKeys } from './keys';

/** An invitation into a corporate space, as its owners and admins see it (`invitationResponse`). */
export type SpaceInvitation = z.output<typeof invitationResponse>;

const invitationsPath = (space: string) => `/corporate/${encodeURIComponent(space)}/invitations`;

/** Only owners and admins may list them (the server answers 403 otherwise), hence `enabled`. */
export function useSpaceInvitations(space: string, enabled: boolean) {
  const client = useAppClient();
  return useQuery({
    queryKey: memberKeys.invitations(space),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<{ items: SpaceInvitation[] }>('GET', invitationsPath(space)),
        'GET invitations',
      ).items,
    enabled,
  });
}

/** Invites by email; a 409 says the person is already a member or already invited. */
export function useInvite(space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; role: MemberRole }) =>
      dataOf(
        await client.send<SpaceInvitation, typeof invitationCreate>(
          invitationCreate,
          'POST',
          invitationsPath(space),
          input,
        ),
        'POST invitation',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations(space) }),
  });
}

export function useRevokeInvitation(space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      dataOf(
        await client.requestDetailed<SpaceInvitation>(
          'DELETE',
          `${invitationsPath(space)}/${encodeURIComponent(id)}`,
        ),
        'DELETE invitation',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations(space) }),
  });
}
