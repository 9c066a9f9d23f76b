import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Identity } from '../../actor.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** Who is acting and with what: handed from a route to the spaces service. */
export type Actor = {
  identity: Identity;
  isAdmin: boolean;
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** For services that need the app's shared pieces, such as sending a notification. */
  server: Pick<FastifyInstance, 'database' | 'log' | 'storage'>;
};

export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const actor = await request.actor();
  const { config, database } = request.server;
  return {
    identity: actor.identity,
    isAdmin: actor.isAdmin,
    db: database.db,
    config,
    log: request.log,
    server: request.server,
  };
}
