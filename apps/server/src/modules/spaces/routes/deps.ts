import type { FastifyRequest } from 'fastify';
import type { SpacesDeps } from '../service/deps.ts';

/** The app's shared pieces for one request's services, logging under the request's id. */
export const depsOf = (request: FastifyRequest): SpacesDeps => ({
  db: request.server.database.db,
  database: request.server.database,
  log: request.log,
  storage: request.server.storage,
});
