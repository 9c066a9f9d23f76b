import type { FastifyPluginAsync } from 'fastify';
import { octoRoutes } from './routes.ts';

/** OCTO's error bodies, also for a malformed URL under /octo/ that Fastify refuses before routing (app.ts). */
export { sendOctoError } from './errors.ts';

/**
 * Connectivity (docs/octo.md): OCTO's supplier API under /octo/v1, over the published tariffs (tariffs module)
 * and the bookings on inventory (bookings module), each reached through its index.ts. Resellers call with an API
 * key of their buyer space and name a supplier that is an active trading partner.
 */
export const octoModule: FastifyPluginAsync = async (app) => {
  await app.register(octoRoutes, { prefix: '/octo/v1' });
};
