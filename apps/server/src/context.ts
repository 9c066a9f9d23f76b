import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from './actor.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ReadCache } from './db/read-cache.ts';
import type { Mailer } from './mail/mailer.ts';

/**
 * The one way a service reaches what it depends on (docs/ARCHITECTURE.md "Request context"): built once per
 * request by plugins/context.ts (`request.ctx`), or once per background job by `backgroundContext(app)`. The
 * app-wide singletons are copied in; `log` is the request's own logger, so every line a service writes carries
 * the request id. A unit test hands a service a plain object of the fields it picks; no Fastify is needed.
 *
 * An interface so that a lower unit's singleton can join it where its type lives: core/storage adds `storage`.
 */
export interface RequestContext {
  /** The Drizzle handle every repository takes (`database.db`). */
  db: Db;
  /** The database itself: transactions, LISTEN/NOTIFY (`database.notify`). */
  database: Database;
  config: Config;
  /** The hottest reads' answers, kept for seconds and forgotten on any write (db/read-cache.ts). */
  reads: ReadCache;
  /** The outbox transport: sign-in mails and alert mails (docs/product-decisions.md §14). */
  mailer: Mailer;
  /** Now. One place to read the time from, so a test can pin it. */
  clock: () => Date;
  /** The caller, resolved once per request (`request.actor()`); background work has none and is refused. */
  actor: () => Promise<Actor>;
  /** `request.log` (a child logger with `reqId`), or the app's logger for background work. */
  log: FastifyBaseLogger;
}
