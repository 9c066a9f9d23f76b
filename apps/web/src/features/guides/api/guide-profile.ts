import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GuideProfileInput, type GuideProfileView, guideProfilePut } from '@tourtariff/shared';
import { ApiRequestError, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { guideKeys, guidePath } from './keys';

/** A guide space's profile (GET /api/v1/Guide/{key}/profile); null when the guide has not written one yet. */
export function useGuideProfile(key: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: guideKeys.profile(key),
    queryFn: async (): Promise<GuideProfileView | null> => {
      const outcome = await client.requestDetailed<GuideProfileView>('GET', `${guidePath(key)}/profile`);
      // A guide who has not written a profile yet answers 404 like a missing space: the owner's page shows a
      // blank form, anyone else's says there is no profile.
      if (!outcome.ok && outcome.status === 404) return null;
      return dataOf(outcome, 'GET guide profile');
    },
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status === 403),
  });
}

/** PUT the whole profile; refusals carry the fields they name (`body.rates.fullDay` …). */
export function useSaveGuideProfile(key: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: GuideProfileInput) =>
      dataOf(
        await client.send<GuideProfileView, typeof guideProfilePut>(
          guideProfilePut,
          'PUT',
          `${guidePath(key)}/profile`,
          profile,
        ),
        'PUT guide profile',
      ),
    onSuccess: async (profile) => {
      queryClient.setQueryData(guideKeys.profile(key), profile);
      await queryClient.invalidateQueries({ queryKey: [...guideKeys.all, 'search'] });
    },
  });
}
