import type { CoreClient, CoreResult } from '../../../lib/api/core-client';

/** `notify/manage`: marks a notification read or unread. */
export function markNotification(
  core: CoreClient,
  key: string,
  read: boolean,
): Promise<CoreResult<{ key: string; read: boolean }>> {
  return core.call('notify/manage', { key, read });
}
