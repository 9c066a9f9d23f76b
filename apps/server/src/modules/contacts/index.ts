import type { FastifyPluginAsync } from 'fastify';
import { contactRoutes } from './routes.ts';

/**
 * Contact persons (担当者, docs/product-decisions.md §14): each space names who partners deal with. Other
 * modules read it through `contactSql` / `contactsOf` and show it through `contactField`.
 */
export const contactsModule: FastifyPluginAsync = async (app) => {
  await app.register(contactRoutes);
};

export { type ContactValue, contactSql, contactsOf } from '../../core/alerts/index.ts';
export { contactField } from './service.ts';
