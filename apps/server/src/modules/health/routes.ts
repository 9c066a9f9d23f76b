import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';

/** /healthz says the process is up (liveness); /readyz says it can serve, i.e. the database answers (readiness). */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
};
