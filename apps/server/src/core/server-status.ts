import type { FastifyPluginAsync } from 'fastify';
import { coreStatus } from './status.ts';

/**
 * Version of the core API contract. Above 0.2 the web client may rely on server-sent notification events
 * (SPEC §4 "server version flag"); older cores are polled instead.
 */
export const CORE_API_VERSION = '0.3';

export const serverStatusRoutes: FastifyPluginAsync = async (app) => {
  // Public on purpose: monitoring and the sign-in page read it before anyone is signed in.
  app.get('/core/server/status', { config: { public: true } }, async () => ({
    status: coreStatus.OK,
    message: 'ok',
    data: { label: `${app.config.productName} Core`, version: CORE_API_VERSION },
  }));
};
