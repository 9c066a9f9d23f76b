import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { invitationResponse, receivedInvitationResponse } from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { memberKeys, refreshMembership } from './keys';

/**
 * An invitation waiting for the signed-in user (GET /api/invitations; `receivedInvitationResponse`), with the
 * space it leads into.
 */
export type MyInvitation = z.output<typeof receivedInvitationResponse>;

export function useMyInvitations() {
  const client = useAppClient();
  return useQuery({
    queryKey: memberKeys.mine(),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<{ items: MyInvitation[] }>('GET', '/invitations'),
        'GET invitations',
      ).items,
  });
}

/** Accepting joins the space at once, so the user's spaces and access entries are refreshed with it. */
export function useAnswerInvitation() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: string; accept: boolean }) =>
      dataOf(
        await client.requestDetailed<z.output<typeof invitationResponse>>(
          'POST',
          `/invitations/${encodeURIComponent(id)}/${accept ? 'accept' : 'decline'}`,
        ),
        'answer invitation',
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.mine() }),
        refreshMembership(queryClient),
      ]),
  });
}
