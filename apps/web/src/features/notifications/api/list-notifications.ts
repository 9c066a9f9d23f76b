import { useQuery } from '@tanstack/react-query';
import type { coreNotify } from '@tourtariff/shared';
import { type CoreClient, isCoreSuccess } from '../../../lib/api/core-client';
import { useCoreClient } from '../../../lib/api/use-clients';
import { notificationKeys } from './keys';

/** `subject` in both languages; the bell shows the reader's one (`textIn`). The shared notify contract. */
export type NotificationSummary = coreNotify.NotificationSummary;
export type NotificationPage = coreNotify.NotificationPage;

/** How many the bell shows; older ones stay reachable through the core API. */
export const BELL_PAGE_SIZE = 20;
export const POLL_MS = 60_000;

// docs/product.md §7: the list is called with {target: user sub}.
export async function listNotifications(core: CoreClient, target: string): Promise<NotificationPage> {
  const result = await core.call<NotificationPage>('notify/list', { target, limit: BELL_PAGE_SIZE });
  // Thrown so the query keeps the last good list on a failed refresh instead of emptying the bell.
  if (!isCoreSuccess(result)) throw new Error('notify/list failed');
  return result.data;
}

/** The signed-in user's newest notifications and unread count; polled only when no live stream feeds it. */
export function useNotifications(target: string | undefined, options: { poll: boolean }) {
  const core = useCoreClient();
  return useQuery({
    queryKey: notificationKeys.list(target ?? ''),
    queryFn: () => listNotifications(core, target ?? ''),
    enabled: Boolean(target),
    refetchInterval: options.poll ? POLL_MS : false,
  });
}
