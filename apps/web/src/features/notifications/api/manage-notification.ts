import type { coreNotify } from '@tourtariff/shared';
import type { CoreClient, CoreResult } from '../../../lib/api/core-client';

/** `notify/manage`: marks a notification read or unread. */
export function markNotification(
  core: CoreClient,
  key: string,
  read: boolean,
): Promise<CoreResult<coreNotify.NotificationRead>> {
  return core.call('notify/manage', { key, read });
}
