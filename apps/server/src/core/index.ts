import type { FastifyPluginAsync } from 'fastify';
import { serverStatusRoutes } from './server-status.ts';

/** Every core group, mounted under /core. Groups register their calls with `coreCall` (route.ts). */
export const coreRoutes: FastifyPluginAsync = async (app) => {
  await app.register(serverStatusRoutes);
};
