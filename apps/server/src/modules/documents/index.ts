import type { FastifyPluginAsync } from 'fastify';
import { onTariffPublished } from '../tariffs/index.ts';
import { aclRoutes } from './routes/acl.ts';
import { documentRoutes } from './routes/documents.ts';
import { proposalRoutes } from './routes/proposals.ts';
import { notifySavedSearches } from './service/searches.ts';

/**
 * Document stores and their ACL (docs/product.md §7 /doc/* and /acl/*): a space's favourites, saved
 * searches, notes and proposals, shared with other spaces entry by entry, and a proposal's client link. This
 * module sits above tariffs: it prices proposals through tariffs' public quotes and hears first publications
 * through tariffs' listener hook, so tariffs never imports it.
 */
export const documentsModule: FastifyPluginAsync = async (app) => {
  onTariffPublished(app.database, notifySavedSearches);
  await app.register(proposalRoutes);
  await app.register(documentRoutes);
  await app.register(aclRoutes);
};
