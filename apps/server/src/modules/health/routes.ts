import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';

/**
 * A load balancer's probe gives up after a few seconds and would then count a slow answer as no answer at
 * all: a database that does not reply within this is reported unavailable instead.
 */
export const READY_TIMEOUT_MS = 1_500;

function withinTime(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** /healthz says the process is up (liveness); /readyz says it can serve, i.e. the database answers (readiness). */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await withinTime(database.ping(), READY_TIMEOUT_MS);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'database not ready',
      );
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: database.kind });
    }
  });
};
