import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const tags = ['health'];
const database = z.enum(['pglite', 'postgres']);

/** /healthz says the process is up (liveness); /readyz says it can serve, i.e. the database answers (readiness). */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (plain, options) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    {
      schema: {
        tags,
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers in time',
        response: {
          200: z.object({ status: z.literal('ok'), database }),
          503: z.object({ status: z.literal('unavailable'), database }),
        },
      },
    },
    async (request, reply) => {
      try {
        await withinTime(options.database.ping(), READY_TIMEOUT_MS);
        return { status: 'ok' as const, database: options.database.kind };
      } catch (error) {
        request.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'database not ready',
        );
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable', database: options.database.kind });
      }
    },
  );
};
