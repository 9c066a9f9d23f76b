import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import { errorBodySchema } from '../../plugins/contract.ts';
import { sendApiNotFound } from '../../plugins/errors.ts';

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
const storage = z.enum(['database', 'disk', 's3']);
/** This process's task runner: started once the app is ready, stopped on shutdown (docs/operations.md "Background work"). */
const queue = z.enum(['running', 'stopped']);

/**
 * /healthz says the process is up (liveness); /readyz says it can serve, i.e. the database, the storage and the
 * task queue answer (readiness); /metrics gives the process's figures to a scraper (docs/operations.md "Health and metrics").
 */
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
        summary: 'Readiness: the database, the storage and the task queue answer in time',
        response: {
          200: z.object({ status: z.literal('ok'), database, storage, queue }),
          503: z.object({ status: z.literal('unavailable'), database, storage, queue }),
        },
      },
    },
    async (request, reply) => {
      const kinds = {
        database: options.database.kind,
        storage: plain.storage.kind === 'postgres' ? ('database' as const) : plain.storage.kind,
        queue: plain.tasks.running ? ('running' as const) : ('stopped' as const),
      };
      const checks = await Promise.allSettled([
        withinTime(options.database.ping(), READY_TIMEOUT_MS),
        withinTime(plain.storage.check(), READY_TIMEOUT_MS),
        withinTime(plain.tasks.check(), READY_TIMEOUT_MS),
      ]);
      const failed = checks.flatMap((check, index) =>
        check.status === 'rejected'
          ? [
              {
                part: (['database', 'storage', 'queue'] as const)[index],
                reason: String(check.reason?.message ?? check.reason),
              },
            ]
          : [],
      );
      if (failed.length === 0) return { status: 'ok' as const, ...kinds };
      request.log.warn({ failed }, 'not ready');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', ...kinds });
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags,
        summary: 'Request, live-stream and database-pool figures of this process, in Prometheus text format',
        description:
          'Answered to a request straight from the loopback interface (not through a proxy), or to any with `Authorization: Bearer <METRICS_TOKEN>`; otherwise 404.',
        response: {
          200: {
            description: 'Prometheus text exposition format 0.0.4',
            content: { 'text/plain; version=0.0.4': { schema: z.string() } },
          },
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!mayReadMetrics(request, plain.config.metricsToken)) {
        sendApiNotFound(request, reply);
        return reply;
      }
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(plain.metrics.text());
    },
  );
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * With METRICS_TOKEN, the bearer token must match (compared in constant time). Without, only a scraper on the
 * machine itself may read: the socket is loopback and no proxy forwarded the request (a reverse proxy on the
 * same machine connects from loopback too, and must not expose the figures to the Internet).
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return forwarded === undefined && LOOPBACK.has(request.socket.remoteAddress ?? '');
}
