import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ConversationPage, conversationListBody } from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { messengerKeys, messengerPath } from './keys';

export type ConversationFilter = { space: string; q: string; unread: boolean; archived: boolean };

/** The space's conversations, newest activity first, page by page (POST /api/messenger). */
export function useConversations(filter: ConversationFilter) {
  const client = useAppClient();
  return useInfiniteQuery({
    queryKey: messengerKeys.list(filter),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const body: z.input<typeof conversationListBody> = {
        space: filter.space,
        unread: filter.unread,
        archived: filter.archived,
        ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      };
      return dataOf(
        await client.requestDetailed<ConversationPage>('POST', messengerPath, body),
        'POST messenger',
      );
    },
    getNextPageParam: (page) => page.next,
    // The list stays while a search or filter loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/**
 * The envelope's count: unread messages across the space's conversations (GET /api/messenger/unread); polled only
 * when no live stream keeps it current.
 */
export function useUnreadCount(space: string | null, options: { pollMs: number | false }) {
  const client = useAppClient();
  return useQuery({
    queryKey: messengerKeys.unread(space ?? ''),
    enabled: Boolean(space),
    refetchInterval: options.pollMs,
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<{ total: number; conversations: number }>(
          'GET',
          `${messengerPath}/unread?${new URLSearchParams({ space: space ?? '' })}`,
        ),
        'GET messenger unread',
      ),
  });
}
