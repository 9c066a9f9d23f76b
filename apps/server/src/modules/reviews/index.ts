import type { FastifyPluginAsync } from 'fastify';
import { reviewQueryRoutes } from './routes/query.ts';
import { reviewRoutes } from './routes/reviews.ts';

export { seedReview } from './service/seed.ts';

/**
 * Reviews (docs/product-decisions.md §6): a buyer space rates a tariff of a supplier it is or was partners with;
 * administrators moderate, the supplier replies once, and stats count published reviews only. Eligibility is the
 * partners module's condition (through its index.ts); search reads the `tariff_ratings` a trigger keeps.
 */
export const reviewsModule: FastifyPluginAsync = async (app) => {
  await app.register(reviewQueryRoutes);
  await app.register(reviewRoutes);
};
