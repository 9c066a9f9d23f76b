import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { alertsModule } from './core/alerts/index.ts';
import { coreRoutes } from './core/index.ts';
import { queuePlugin, queueRoutes } from './core/queue/index.ts';
import { createStorage, type Storage } from './core/storage/index.ts';
import { type Database, openDatabase } from './db/client.ts';
import { connectReadCache, type ReadCache } from './db/read-cache.ts';
import { compressOnce, namedRuleValidator, responseSerializerCompiler } from './kit/index.ts';
import { loggerOptions, OneLinePerRequest } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { apiKeysModule } from './modules/api-keys/index.ts';
import { type IdentityOptions, setUpIdentity } from './modules/auth/index.ts';
import { bookingsModule } from './modules/bookings/index.ts';
import { contactsModule } from './modules/contacts/index.ts';
import { documentsModule } from './modules/documents/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { guidesModule } from './modules/guides/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { ipfsRoutes } from './modules/ipfs/index.ts';
import { jobsModule } from './modules/jobs/index.ts';
import { messengerModule } from './modules/messenger/index.ts';
import { octoModule, sendOctoError } from './modules/octo/index.ts';
import { partnersModule } from './modules/partners/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { spacesModule } from './modules/spaces/index.ts';
import { statementsModule } from './modules/statements/index.ts';
import { tariffsModule } from './modules/tariffs/index.ts';
import { todayModule } from './modules/today/index.ts';
import { bodyLimitPlugin } from './plugins/body-limit.ts';
import { canonicalHostPlugin } from './plugins/canonical-host.ts';
import { contextPlugin } from './plugins/context.ts';
import { corsPlugin } from './plugins/cors.ts';
import { errorsPlugin, sendApiNotFound } from './plugins/errors.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { inputPlugin } from './plugins/input.ts';
import { requestMetricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { seedDemoData } from './seed/index.ts';

export type BuildAppOptions = {
  config: Config;
  /** An already-open database (tests share one per file); otherwise the configured one is opened and owned. */
  database?: Database;
  /** Serve the built web app from `config.webDist`. Off for API-only processes and most tests. */
  serveWeb?: boolean;
  identity?: IdentityOptions;
  /** `core`: only the core API (`npm run start:core`), beside a full process that serves the app and sign-in. */
  mode?: 'full' | 'core';
  /** Log JSON lines here rather than stdout (log.ts `loggerOptions`). */
  logStream?: { write(line: string): unknown };
  /** How the app sends mail; the configured transport (SMTP or .eml files), or the identity options' one. */
  mailer?: Mailer;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Content-addressed storage (docs/product-decisions.md §7), created once here and shared by every route that stores bytes. */
    storage: Storage;
    /** The hottest reads' answers, kept for seconds and forgotten on any write (db/read-cache.ts). */
    reads: ReadCache;
    /** The outbox transport: sign-in mails and alert mails (docs/product-decisions.md §14) go through it. */
    mailer: Mailer;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config, undefined, options.logStream),
    logController: new OneLinePerRequest(),
    // Honour a caller's request id (load balancer, another service) so one id follows a request across hops.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A malformed URL is refused before routing; the shared handler gives it the one error shape (docs/product-decisions.md §8).
    frameworkErrors: (error, request, reply) => {
      // OCTO callers get OCTO's error body there too (docs/octo.md "Errors").
      if (request.url.startsWith('/octo/')) return sendOctoError(error, request, reply);
      app.errorHandler(error, request, reply);
    },
  });
  // The one validator of every route (kit/validation.ts): named rules with params, tariff rules with their codes.
  app.setValidatorCompiler(namedRuleValidator);
  // Each route's answer is written by a serializer compiled once from its response schema (kit/serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', createStorage(database.db, config.storage, app.log));
  const reads = await connectReadCache(database, app.log, config.readCacheTtlMs);
  app.decorate('reads', reads.cache);
  app.decorate('mailer', options.mailer ?? options.identity?.mailer ?? createMailer(config.mail, app.log));
  app.addHook('onClose', () => reads.close());
  if (ownsDatabase) app.addHook('onClose', () => database.close());

  // The per-request hooks here and in plugins/ call `done` rather than being async where they have nothing to
  // wait for: a promise per hook per request is measurable on a small answer (docs/performance.md "Per-request
  // overhead").
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // Cross-cutting plugins before any route, so every route is compressed, shares one error shape, and is
  // checked by the access guard (which must see each route as it is registered).
  await app.register(gracefulClosePlugin);
  // Before every route, so each is timed (docs/operations.md "Health and metrics").
  await app.register(requestMetricsPlugin);
  app.metrics.gauge('db_pool_connections', 'PostgreSQL pool connections by state (none on PGlite).', () => {
    const stats = database.poolStats();
    if (!stats) return [];
    return Object.entries(stats).map(([state, value]) => ({ labels: { state }, value }));
  });
  // API answers are built whole in memory, so up to 2 MB (the OpenAPI document is 1.1 MB) they are compressed in
  // one call rather than through zlib's stream, a thread-pool round trip per 16 kB chunk; and gzip at level 1, as
  // nginx does by default: a page of 100 OCTO products is 13 kB instead of 10.5 kB for a third of the CPU
  // (docs/performance.md "OCTO"). Feeds larger than that still stream.
  // A shared answer (a kept read or search) is compressed once per method and sent again (kit/compress-once.ts).
  await app.register(compress, {
    global: true,
    syncThreshold: 2 << 20,
    zlibOptions: { level: 1 },
    zlib: compressOnce,
  });
  // `request.ctx`, what every service is handed (docs/ARCHITECTURE.md "Request context").
  await app.register(contextPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(errorsPlugin);
  // Before every route plugin: each copies the body parsers it finds when it is registered.
  await app.register(inputPlugin);
  await app.register(bodyLimitPlugin);
  await app.register(cookie);
  await app.register(openApiPlugin);
  const mode = options.mode ?? 'full';
  if (mode === 'core') await app.register(corsPlugin, { origin: new URL(config.publicUrl).origin });
  else await app.register(canonicalHostPlugin, { publicUrl: config.publicUrl });
  // Before the routes (sign-in's included) so every API call is counted; it reads the caller through the auth
  // plugin's request.auth(), which is only called once requests arrive.
  await app.register(rateLimitPlugin);
  await setUpIdentity(app, { ...options.identity, mode, mailer: app.mailer });
  // docs/product-decisions.md §9 demo accounts live in the embedded provider, which only a full process without OIDC_ISSUER has.
  // Under the start-up lock: of several processes started together on a fresh database one seeds, and the
  // others then find the accounts and skip (docs/operations.md "Several processes").
  if (config.seedDemo && !config.oidc && mode === 'full')
    await database.exclusive(() => seedDemoData(database.db, config));

  // Before the modules, which define their background work on it (docs/operations.md "Background work").
  await app.register(queuePlugin);
  await app.register(healthRoutes, { database });
  await app.register(coreRoutes);
  if (mode === 'full') {
    await app.register(ipfsRoutes);
    await app.register(queueRoutes);
    await app.register(spacesModule);
    await app.register(tariffsModule);
    await app.register(eventsModule);
    await app.register(partnersModule);
    await app.register(messengerModule);
    await app.register(bookingsModule);
    await app.register(statementsModule);
    await app.register(reviewsModule);
    await app.register(guidesModule);
    await app.register(jobsModule);
    await app.register(documentsModule);
    await app.register(apiKeysModule);
    await app.register(alertsModule);
    await app.register(contactsModule);
    await app.register(todayModule);
    await app.register(octoModule);
  }

  if (options.serveWeb && mode === 'full') await app.register(webPlugin, { config });
  else
    app.setNotFoundHandler((request, reply) => {
      if (sendApiNotFound(request, reply)) return reply;
      return reply
        .status(404)
        .send({ error: { code: 'record.not_found', message: 'Not found', params: {} } });
    });
  return app;
}
