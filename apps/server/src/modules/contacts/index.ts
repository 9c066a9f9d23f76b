import type { FastifyPluginAsync } from 'fastify';
import { contactRoutes } from './routes.ts';

/**
 * Contact persons (担当者, docs/product-decisions.md §13): each space names who partners deal with. Other
 * modules show it from their own reads of `space_contacts` through `contactField`.
 */
export const contactsModule: FastifyPluginAsync = async (app) => {
  await app.register(contactRoutes);
};

export { contactField } from './service.ts';
