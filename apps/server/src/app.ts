import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { coreRoutes } from './core/index.ts';
import { type Database, openDatabase } from './db/client.ts';
import { type IdentityOptions, setUpIdentity } from './modules/auth/setup.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { errorsPlugin, sendApiNotFound } from './plugins/errors.ts';
import { webPlugin } from './plugins/web.ts';

export type BuildAppOptions = {
  config: Config;
  /** An already-open database (tests share one per file); otherwise the configured one is opened and owned. */
  database?: Database;
  /** Serve the built web app from `config.webDist`. Off for API-only processes and most tests. */
  serveWeb?: boolean;
  identity?: IdentityOptions;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Honour a caller's request id (load balancer, another service) so one id follows a request across hops.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  app.decorate('config', config);
  app.decorate('database', database);
  if (ownsDatabase) app.addHook('onClose', () => database.close());

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Cross-cutting plugins before any route, so every route is compressed, shares one error shape, and is
  // checked by the access guard (which must see each route as it is registered).
  await app.register(compress, { global: true });
  await app.register(errorsPlugin);
  await app.register(cookie);
  await setUpIdentity(app, options.identity);

  await app.register(healthRoutes, { database });
  await app.register(coreRoutes);

  if (options.serveWeb) await app.register(webPlugin, { config });
  else
    app.setNotFoundHandler((request, reply) => {
      if (sendApiNotFound(request, reply)) return reply;
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
  return app;
}
