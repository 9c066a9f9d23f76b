import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SpaceUpdate, spaceUpdate } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { spaceKeys } from '../../../lib/roles';
import { type SpaceKind, type SpaceView, spacePath } from './get-space';
import { profileKeys } from './keys';

/** PATCH a space's name, avatar and business details (owners/admins); refusals carry the fields they name. */
export function useUpdateSpace(kind: SpaceKind, key: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: async (update: SpaceUpdate) =>
      dataOf(
        await client.send<SpaceView, typeof spaceUpdate>(spaceUpdate, 'PATCH', spacePath(kind, key), update),
        `PATCH ${spacePath(kind, key)}`,
      ),
    onSuccess: async (space) => {
      queryClient.setQueryData(profileKeys.space(kind, key), space);
      // The switcher shows the name and avatar from the roles object.
      await queryClient.invalidateQueries({ queryKey: spaceKeys.roles() });
    },
  });
}
