import type { FastifyPluginAsync } from 'fastify';
import { backgroundContext } from '../../plugins/context.ts';
import { onTariffPublished } from '../tariffs/index.ts';
import { aclRoutes } from './routes/acl.ts';
import { documentRoutes } from './routes/documents.ts';
import { proposalRoutes } from './routes/proposals.ts';
import { alertSavedSearches, queueSavedAlerts, SAVED_ALERTS } from './service/searches.ts';

/**
 * Document stores and their ACL (docs/product.md §7 /doc/* and /acl/*): a space's favourites, saved
 * searches, notes and proposals, shared with other spaces entry by entry, and a proposal's client link. This
 * module sits above tariffs: it prices proposals through tariffs' public quotes and hears first publications
 * through tariffs' listener hook, so tariffs never imports it.
 */
export const documentsModule: FastifyPluginAsync = async (app) => {
  // Saved searches' alerts are a task of the queue (docs/operations.md "Background work"): the publication queues
  // one run in its own transaction, and one runner, in whichever process, does the matching and the notices.
  app.tasks.define({
    queue: SAVED_ALERTS,
    run: (task) => alertSavedSearches(backgroundContext(app), task.payload),
  });
  onTariffPublished(app.database, queueSavedAlerts(app.tasks));
  await app.register(proposalRoutes);
  await app.register(documentRoutes);
  await app.register(aclRoutes);
};
