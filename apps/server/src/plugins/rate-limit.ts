import { coreStatus } from '@tourtariff/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { countRequest, sweepCounters } from '../db/request-counters.ts';
import { isCorePath } from '../paths.ts';

export type LimitKind = 'read' | 'write' | 'upload';

const UPLOADS = new Set(['POST /api/ipfs', 'POST /core/storage/save']);
// Every core call is a POST, and so are the app API's queries: these names only read (docs/product-decisions.md §6, §11).
// A quote only reads: it prices, it stores nothing.
const READ_CALLS =
  /\/(get|getbio|list|list-all|requests|wallet|profile|fetch|query|aggregate|search|quote|me)$/;
// OCTO's availability checks are POSTs that only read (docs/octo.md).
const OCTO_READS = /^\/octo\/v1\/availability(\/calendar)?$/;
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Which budget a request spends, or null when it is not counted: only the APIs are (/api, /core, /auth, and OCTO's
 * /octo, docs/octo.md).
 * Health checks, the SPA's files and the embedded provider (which throttles its own sign-in) are not, and
 * neither are CORS preflights, which carry no credentials to count against.
 */
export function limitKind(method: string, url: string): LimitKind | null {
  const pathname = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  if (!/^\/(api|core|auth|octo)(\/|$)/.test(pathname) || method === 'OPTIONS') return null;
  if (UPLOADS.has(`${method} ${pathname}`)) return 'upload';
  const reads = pathname.startsWith('/octo/') ? OCTO_READS : READ_CALLS;
  return method === 'GET' || method === 'HEAD' || (method === 'POST' && reads.test(pathname))
    ? 'read'
    : 'write';
}

const perMinute = (limits: Config['rateLimit'], kind: LimitKind) =>
  ({ read: limits.readPerMinute, write: limits.writePerMinute, upload: limits.uploadPerMinute })[kind];

/** Whose budget: the session or the API client (bearer subject); anonymous callers have only their IP's. */
async function callerKey(request: FastifyRequest): Promise<string | null> {
  const auth = await request.auth();
  if (!auth) return null;
  if (auth.via === 'session') return `session:${auth.sessionId}`;
  // An API key has its own budget, apart from its creator's.
  return auth.actor.apiKey ? `key:${auth.actor.apiKey.id}` : `client:${auth.actor.identity.sub}`;
}

function refuse(request: FastifyRequest, reply: FastifyReply, retryAfter: number) {
  const message = `Too many requests: try again in ${retryAfter} s`;
  reply.status(429).header('retry-after', String(retryAfter));
  // Sent here rather than thrown: the core answers failures with HTTP 200, but a client or proxy backing off
  // needs to see 429 itself. The bodies are the docs/product-decisions.md §8 shapes all the same.
  if (request.url.startsWith('/octo/'))
    // OCTO's error body (docs/octo.md "Errors"): OCTO names no code for this, so it says what it is.
    return reply.send({
      error: 'TOO_MANY_REQUESTS',
      errorMessage: message,
      'tourtariff:code': 'request.rate_limited',
    });
  return isCorePath(request.url)
    ? reply.send({ status: coreStatus.RATE_LIMITED, message, data: { code: 'request.rate_limited' } })
    : reply.send({ error: { code: 'request.rate_limited', message, params: {} } });
}

/**
 * Rate limits for every API call (docs/product-decisions.md §2: counters in the database, so they hold across processes): a
 * per-minute budget for reads, writes and uploads per session or API client, and one over everything per IP,
 * so a flood from one caller stops that caller only, and a flood of anonymous requests stops at its IP.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const limits = app.config.rateLimit;
    const { db } = app.database;
    let nextSweep = 0;

    // Nothing to wait for when nothing is counted (a health check, the app's files, a kind whose limits are off):
    // the hook then answers at once rather than through a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const kind = limitKind(request.method, request.url);
      if (!kind || (perMinute(limits, kind) === 0 && limits.ipPerMinute === 0)) return done();
      // Once refused, the answer is sent and the request goes no further.
      spend(request, reply, kind).then((refused) => refused || done(), done);
    });

    /** Counts the request against its budgets; true when it was over one and has been answered 429. */
    async function spend(request: FastifyRequest, reply: FastifyReply, kind: LimitKind): Promise<boolean> {
      const caller = perMinute(limits, kind) > 0 ? await callerKey(request) : null;
      // Insertion order is lock order: the caller's key first, then the IP's (see countRequest).
      const budgets = new Map<string, number>();
      if (caller) budgets.set(`${kind}:${caller}`, perMinute(limits, kind));
      if (limits.ipPerMinute > 0) budgets.set(`ip:${request.ip}`, limits.ipPerMinute);
      if (!budgets.size) return false;

      if (Date.now() >= nextSweep) {
        nextSweep = Date.now() + SWEEP_EVERY_MS;
        sweepCounters(db).catch((error: unknown) => request.log.warn({ err: error }, 'counter sweep failed'));
      }
      const counts = await countRequest(db, [...budgets.keys()]);
      const over = counts.filter(({ key, count }) => count > (budgets.get(key) ?? Number.POSITIVE_INFINITY));
      if (!over.length) return false;
      refuse(request, reply, Math.max(...over.map((c) => c.retryAfter)));
      return true;
    }
  },
  { name: 'rate-limit' },
);
