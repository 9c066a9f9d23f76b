import type { FastifyPluginAsync } from 'fastify';
import { todayRoutes } from './routes.ts';

/**
 * The home page's counts (docs/product-decisions.md §15). It owns no table: every count comes from the owning
 * module's index.ts.
 */
export const todayModule: FastifyPluginAsync = async (app) => {
  await app.register(todayRoutes);
};
