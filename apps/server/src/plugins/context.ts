import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../actor.ts';
import type { RequestContext } from '../context.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request's services depend on, built on first use (docs/ARCHITECTURE.md "Request context"). */
    readonly ctx: RequestContext;
  }
}

const now = () => new Date();
const nobody = (): Promise<Actor> => Promise.reject(new AppError('auth.required', 'Sign-in required'));

/** The app's singletons with a logger and a caller: the one place a context is put together. */
function build(app: FastifyInstance, log: FastifyBaseLogger, actor: () => Promise<Actor>): RequestContext {
  return {
    db: app.database.db,
    database: app.database,
    config: app.config,
    reads: app.reads,
    mailer: app.mailer,
    storage: app.storage,
    clock: now,
    actor,
    log,
  };
}

/**
 * The context of work no request started (expiry sweeps, start-up backfills, listeners): the app's logger, and
 * no caller, so a service that asks for one is refused rather than acting for somebody.
 */
export const backgroundContext = (app: FastifyInstance): RequestContext => build(app, app.log, nobody);

const CTX = Symbol('request context');

/** Decorates every request with `ctx`, built once on first use from the request's logger and caller. */
export const contextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('ctx', {
      getter(this: FastifyRequest) {
        const self = this as FastifyRequest & { [CTX]?: RequestContext };
        self[CTX] ??= build(this.server, this.log, () => this.actor());
        return self[CTX];
      },
    });
  },
  { name: 'request-context' },
);
