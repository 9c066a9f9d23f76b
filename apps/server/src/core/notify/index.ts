import type { FastifyPluginAsync } from 'fastify';
import { notifyEvents } from './events.ts';
import { notifyCalls } from './routes.ts';

export { type NotifyPeople, setNotifyPeople } from './people.ts';
export type { NewNotification } from './schemas.ts';
export { notifyUser, notifyUsers, publishStreamEvent } from './service.ts';

/** The notify group: the POST calls and the event stream that tells open browsers about changes. */
export const notifyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(notifyCalls);
  await app.register(notifyEvents);
};
