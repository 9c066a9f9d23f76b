import type { CoreClient, CoreResult } from '../../../lib/api/core-client';
import type { NotificationText } from '../lib/text';

export type NotificationDetails = {
  key: string;
  target: string;
  subject: NotificationText;
  body: NotificationText;
  link: string | null;
  read: boolean;
  createdBy: string;
  createdAt: string;
  readAt: string | null;
};

export function getNotification(core: CoreClient, key: string): Promise<CoreResult<NotificationDetails>> {
  return core.call<NotificationDetails>('notify/get', { key });
}
