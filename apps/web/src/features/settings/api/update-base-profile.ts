import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BaseProfileUpdate, baseProfileUpdate } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import type { Roles } from '../../../lib/roles';
import { spaceKeys } from '../../../lib/roles';

/** PATCH /api/profile/{key}'s answer, the base profile with the user's sub, as the roles object carries it. */
export type KeyedBaseProfile = Roles['baseprofile'];

/** Lets the modal tell that a save is under way (useIsMutating), to keep it open meanwhile. */
export const updateBaseProfileKey = ['settings', 'base-profile', 'update'] as const;

/**
 * docs/product.md §7 profile update: PATCH /api/profile/{key} with the changed fields; the server answers the updated base
 * profile (a picked avatar comes back as its storage hash). Refusals are thrown with the server's body, so the
 * modal can put each message beside its field.
 */
export function useUpdateBaseProfile() {
  const client = useAppClient();
  const queryClient = useQueryClient();

  return useMutation({
    mutationKey: updateBaseProfileKey,
    mutationFn: async ({ key, update }: { key: string; update: BaseProfileUpdate }) =>
      dataOf(
        await client.send<KeyedBaseProfile, typeof baseProfileUpdate>(
          baseProfileUpdate,
          'PATCH',
          `/profile/${encodeURIComponent(key)}`,
          update,
        ),
        'PATCH /api/profile',
      ),
    onSuccess: async (profile) => {
      // The base profile rides on the roles object (GET /api/profile): update it in place, then confirm.
      queryClient.setQueryData<Roles>(
        spaceKeys.roles(),
        (roles) => roles && { ...roles, baseprofile: profile },
      );
      await queryClient.invalidateQueries({ queryKey: spaceKeys.roles() });
    },
  });
}
