import type { FastifyPluginAsync } from 'fastify';
import { eventRoutes } from '../events/routes.ts';
import { crudRoutes } from './routes/crud.ts';
import { queryRoutes } from './routes/query.ts';
import { reviewRoutes } from './routes/review.ts';
import { namedRuleValidator } from './validator.ts';

/**
 * Tariffs (DESIGN §6, issue 6): CRUD, states and review, the query language, search, CSV, and the events that
 * promote them. The validator is set for this plugin only (Fastify encapsulation), so these routes name the
 * failed rule of the shared contracts (`overlap`, `pax_order` …) while the rest of the API is unchanged.
 */
export const tariffsModule: FastifyPluginAsync = async (app) => {
  app.setValidatorCompiler(namedRuleValidator);
  await app.register(crudRoutes);
  await app.register(reviewRoutes);
  await app.register(queryRoutes);
  await app.register(eventRoutes);
};
