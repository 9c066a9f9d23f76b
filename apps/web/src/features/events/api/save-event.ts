import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EventCreate, type EventPatch, eventCreate, eventPatch } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { EVENTS_PATH, eventKeys, eventPath } from './keys';
import type { EventView } from './types';

/** What the form saves: a new event of a space, or changed fields of an existing one. */
export type EventSave =
  | { kind: 'create'; body: EventCreate }
  | { kind: 'update'; key: string; body: EventPatch };

/** POST or PATCH /api/v1/Event; a refusal is thrown with the fields the server names. */
export function useSaveEvent() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: EventSave) =>
      save.kind === 'create'
        ? dataOf(
            await client.send<EventView, typeof eventCreate>(eventCreate, 'POST', EVENTS_PATH, save.body),
            'POST event',
          )
        : dataOf(
            await client.send<EventView, typeof eventPatch>(
              eventPatch,
              'PATCH',
              eventPath(save.key),
              save.body,
            ),
            'PATCH event',
          ),
    onSuccess: async (event) => {
      queryClient.setQueryData(eventKeys.detail(event.key), event);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.public(event.key) }),
      ]);
    },
  });
}
