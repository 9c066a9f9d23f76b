import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aclDeleteBody, aclPutBody } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { worksetKeys } from './keys';

export type Acl = {
  id: string;
  owner: string;
  entries: { space: string; name: string; permission: 'read' | 'write' }[];
};

const aclPath = (id: string) => `/acl/${encodeURIComponent(id)}`;
const aclKey = (id: string) => [...worksetKeys.all, 'acl', id] as const;

/** Who else may read or edit a document (GET /api/acl/{id}). */
export function useAcl(id: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: aclKey(id),
    queryFn: async () => dataOf(await client.requestDetailed<Acl>('GET', aclPath(id)), 'GET acl'),
  });
}

/** Grants a space read or write (PUT), or takes its entry away (DELETE). */
export function useAclWrites(id: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  const onSuccess = (acl: Acl) => queryClient.setQueryData(aclKey(id), acl);
  const grant = useMutation({
    mutationFn: async (entry: { space: string; permission: 'read' | 'write' }) =>
      dataOf(
        await client.send<Acl, typeof aclPutBody>(aclPutBody, 'PUT', aclPath(id), { acl: entry }),
        'PUT acl',
      ),
    onSuccess,
  });
  const revoke = useMutation({
    mutationFn: async (space: string) =>
      dataOf(
        await client.send<Acl, typeof aclDeleteBody>(aclDeleteBody, 'DELETE', aclPath(id), {
          acl: { space },
        }),
        'DELETE acl',
      ),
    onSuccess,
  });
  return { grant, revoke };
}
