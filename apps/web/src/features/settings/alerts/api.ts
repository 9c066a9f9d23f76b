import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AlertPreferences,
  type AlertPreferencesPatch,
  alertPreferencesPatch,
  type SpaceContact,
  type SpaceContactUpdate,
  spaceContactUpdate,
} from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';

/** Query keys of the alert choices and of a space's contact person (STYLE habit 6). */
export const alertKeys = {
  preferences: ['alert-preferences'] as const,
  contact: (space: string) => ['space-contact', space] as const,
};

const PREFS = '/v1/Notification/preferences';
const contactPath = (space: string) => `/space/${encodeURIComponent(space)}/contact`;

/** GET /api/v1/Notification/preferences: every kind with its mode (bell only unless chosen). */
export function useAlertPreferences() {
  const client = useAppClient();
  return useQuery({
    queryKey: alertKeys.preferences,
    queryFn: async () =>
      dataOf(await client.requestDetailed<AlertPreferences>('GET', PREFS), 'GET alert prefs'),
  });
}

/**
 * PATCH: only the kinds sent change. The choice shows at once (a radio that waited for the server would seem
 * not to take the click) and is put back if the server refuses; the answer then replaces the cached set.
 */
export function useChangeAlertPreferences() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: async (patch: AlertPreferencesPatch) => {
      await queryClient.cancelQueries({ queryKey: alertKeys.preferences });
      const before = queryClient.getQueryData<AlertPreferences>(alertKeys.preferences);
      if (before)
        queryClient.setQueryData<AlertPreferences>(alertKeys.preferences, {
          lang: patch.lang ?? before.lang,
          modes: { ...before.modes, ...patch.modes },
        });
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(alertKeys.preferences, context.before);
    },
    mutationFn: async (patch: AlertPreferencesPatch) =>
      dataOf(
        await client.send<AlertPreferences, typeof alertPreferencesPatch>(
          alertPreferencesPatch,
          'PATCH',
          PREFS,
          patch,
        ),
        'PATCH alert prefs',
      ),
    onSuccess: (data) => queryClient.setQueryData(alertKeys.preferences, data),
  });
}

export type ContactSettings = { contact: SpaceContact; digestAt: string | null };

/** GET /api/space/{key}/contact: the 担当者 and, for members, the digest time. */
export function useSpaceContact(space: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: alertKeys.contact(space),
    queryFn: async () =>
      dataOf(await client.requestDetailed<ContactSettings>('GET', contactPath(space)), 'GET space contact'),
  });
}

export function useSaveSpaceContact(space: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SpaceContactUpdate) =>
      dataOf(
        await client.send<ContactSettings, typeof spaceContactUpdate>(
          spaceContactUpdate,
          'PUT',
          contactPath(space),
          input,
        ),
        'PUT space contact',
      ),
    onSuccess: (data) => queryClient.setQueryData(alertKeys.contact(space), data),
  });
}
