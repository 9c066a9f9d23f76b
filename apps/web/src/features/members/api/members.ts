import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MemberRole,
  type memberResponse,
  memberUpdate,
  type spaceSecurityResponse,
  spaceSecurityUpdate,
} from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { memberKeys, refreshMembership } from './keys';

/** One member of a corporate space (GET /api/corporate/{key}/members; `memberResponse`). */
export type Member = z.output<typeof memberResponse>;

const membersPath = (space: string) => `/corporate/${encodeURIComponent(space)}/members`;
const memberPath = (space: string, sub: string) => `${membersPath(space)}/${encodeURIComponent(sub)}`;

export function useMembers(space: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: memberKeys.members(space),
    queryFn: async () =>
      dataOf(await client.requestDetailed<{ items: Member[] }>('GET', membersPath(space)), 'GET members')
        .items,
  });
}

/** Owners and admins change a member's role; the server refuses what the caller may not do, with a reason. */
export function useChangeMemberRole(space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sub, role }: { sub: string; role: MemberRole }) =>
      dataOf(
        await client.send<unknown, typeof memberUpdate>(memberUpdate, 'PATCH', memberPath(space, sub), {
          role,
        }),
        'PATCH member',
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.members(space) }),
        refreshMembership(queryClient),
      ]),
  });
}

/** Removes a member, or leaves when `sub` is the user's own; the last owner gets a 409 with the reason. */
export function useRemoveMember(space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sub: string) =>
      dataOf(await client.requestDetailed('DELETE', memberPath(space, sub)), 'DELETE member'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.members(space) }),
        refreshMembership(queryClient),
      ]),
  });
}

const securityPath = (space: string) => `/corporate/${encodeURIComponent(space)}/security`;

/** The company's sign-in rule (GET /api/corporate/{key}/security). */
export function useSpaceSecurity(space: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: memberKeys.security(space),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<z.output<typeof spaceSecurityResponse>>('GET', securityPath(space)),
        'GET security',
      ),
  });
}

/** Owners require a second factor of members, or stop requiring it; the server says why when it refuses. */
export function useChangeSpaceSecurity(space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requireSecondFactor: boolean) =>
      dataOf(
        await client.send<z.output<typeof spaceSecurityResponse>, typeof spaceSecurityUpdate>(
          spaceSecurityUpdate,
          'PATCH',
          securityPath(space),
          { requireSecondFactor },
        ),
        'PATCH security',
      ),
    onSuccess: (data) => queryClient.setQueryData(memberKeys.security(space), data),
  });
}

/**
 * A platform administrator resets a member's second factors, for someone who lost every one (DELETE
 * /api/admin/users/{sub}/factors, docs/identity.md "Second factor"); the server records who did it.
 */
export function useResetFactors(space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sub: string) => {
      const outcome = await client.requestDetailed<null>(
        'DELETE',
        `/admin/users/${encodeURIComponent(sub)}/factors`,
      );
      // 204 No Content: done (the client reads only 200 bodies as data).
      if (!outcome.ok && outcome.status === 204) return null;
      return dataOf(outcome, 'DELETE factors');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.members(space) }),
  });
}
