import type { coreNotify } from '@tourtariff/shared';
import type { CoreClient, CoreResult } from '../../../lib/api/core-client';

/** What `notify/get` answers: the shared notify contract. */
export type NotificationDetails = coreNotify.NotificationDetails;

export function getNotification(core: CoreClient, key: string): Promise<CoreResult<NotificationDetails>> {
  return core.call<NotificationDetails>('notify/get', { key });
}
