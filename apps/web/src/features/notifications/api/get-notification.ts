import type { CoreClient, CoreResult } from '../../../lib/api/core-client';

export type NotificationDetails = {
  key: string;
  target: string;
  subject: string;
  body: string;
  link: string | null;
  read: boolean;
  createdBy: string;
  createdAt: string;
  readAt: string | null;
};

export function getNotification(core: CoreClient, key: string): Promise<CoreResult<NotificationDetails>> {
  return core.call<NotificationDetails>('notify/get', { key });
}
