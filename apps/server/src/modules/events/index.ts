import type { FastifyPluginAsync } from 'fastify';
import { namedRuleValidator } from '../tariffs/index.ts';
import { eventRoutes } from './routes.ts';

export { seedEvent } from './service.ts';

/**
 * Events (docs/design.md §6): a supplier's dated promotions linking some of its tariffs, and their shareable page. They
 * refuse input the way tariffs do (named rules with params), so the same validator is set for this plugin.
 */
export const eventsModule: FastifyPluginAsync = async (app) => {
  app.setValidatorCompiler(namedRuleValidator);
  await app.register(eventRoutes);
};
