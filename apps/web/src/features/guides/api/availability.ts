import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AvailabilityView, availabilityPut } from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { guideKeys, guidePath } from './keys';

export type AvailabilityWindow = { from: string; to: string };

/** The days a guide marked unavailable and the days assigned jobs hold, within a window (at most 366 days). */
export function useAvailability(key: string, window: AvailabilityWindow) {
  const client = useAppClient();
  return useQuery({
    queryKey: [...guideKeys.availability(key), window],
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<AvailabilityView>(
          'GET',
          `${guidePath(key)}/availability?${new URLSearchParams(window)}`,
        ),
        'GET guide availability',
      ),
  });
}

/** Replaces the unavailable days within the window; assigned days stay blocked whatever is sent. */
export function useSaveAvailability(key: string) {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof availabilityPut>) =>
      dataOf(
        await client.send<AvailabilityView, typeof availabilityPut>(
          availabilityPut,
          'PUT',
          `${guidePath(key)}/availability`,
          body,
        ),
        'PUT guide availability',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.availability(key) }),
  });
}
