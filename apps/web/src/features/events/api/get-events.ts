import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { EVENTS_PATH, eventKeys } from './keys';
import type { EventPage } from './types';

export const EVENTS_PAGE_SIZE = 20;

/** One page of a space's events, by start date; its members see the unpublished ones too. */
export function useEvents(space: string, cursor: string | null) {
  const client = useAppClient();
  const query = new URLSearchParams({ space, limit: String(EVENTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return useQuery({
    queryKey: eventKeys.list(space, cursor),
    queryFn: async () =>
      dataOf(await client.requestDetailed<EventPage>('GET', `${EVENTS_PATH}?${query}`), 'GET events'),
    // The table keeps the page on screen while the next one loads, instead of collapsing to a spinner.
    placeholderData: keepPreviousData,
  });
}
