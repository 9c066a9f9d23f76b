import type { FastifyPluginAsync } from 'fastify';
import { backgroundContext } from '../../plugins/context.ts';
import { addBookingListener } from '../bookings/index.ts';
import { feedRoutes } from './feed-routes.ts';
import { octoRoutes } from './routes.ts';
import { sealPlaintextSecrets } from './service/secrets.ts';
import { deliverDue, onBookingChange } from './service/webhooks.ts';

/** OCTO's error bodies, also for a malformed URL under /octo/ that Fastify refuses before routing (app.ts). */
export { sendOctoError } from './errors.ts';

export type OctoOptions = { webhookSweepMs?: number };

/**
 * Connectivity (docs/octo.md): OCTO's supplier API under /octo/v1, over the published tariffs (tariffs module)
 * and the bookings on inventory (bookings module), each reached through its index.ts. Resellers call with an API
 * key of their buyer space and name a supplier that is an active trading partner. Booking changes queue webhook
 * deliveries (the bookings module's listener), which a task of the queue posts and retries.
 */
export const octoModule: FastifyPluginAsync<OctoOptions> = async (app, options) => {
  addBookingListener(onBookingChange);
  // Secrets registered before they were sealed (migration 0032) are sealed before the app serves.
  const sealed = await sealPlaintextSecrets(app.database.db);
  if (sealed) app.log.info({ webhooks: sealed }, 'OCTO webhook secrets sealed');
  await app.register(octoRoutes, { prefix: '/octo/v1' });
  await app.register(feedRoutes);

  // Every ten seconds, a task of the queue (docs/operations.md "Background work"); each delivery keeps its own
  // attempts and backoff (docs/octo.md "Webhooks"), claimed under its own lease.
  app.tasks.define({
    queue: 'octo.webhook-deliveries',
    every: options.webhookSweepMs ?? 10_000,
    run: async () => {
      await deliverDue(backgroundContext(app));
    },
  });
};
