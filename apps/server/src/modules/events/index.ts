import type { FastifyPluginAsync } from 'fastify';
import { eventRoutes } from './routes.ts';

export { seedEvent } from './service.ts';

/**
 * Events (docs/product-decisions.md §6): a supplier's dated promotions linking some of its tariffs, and their shareable page. They
 * refuse input the way tariffs do (named rules with params), through the app's one validator.
 */
export const eventsModule: FastifyPluginAsync = async (app) => {
  await app.register(eventRoutes);
};
