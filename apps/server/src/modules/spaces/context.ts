import { holdsAny } from '@tourtariff/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Identity } from '../auth/identity.ts';

/** Who is acting and with what: handed from a route to the spaces service. */
export type Actor = {
  identity: Identity;
  isAdmin: boolean;
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** For services that need the app's shared pieces, such as sending a notification. */
  server: Pick<FastifyInstance, 'database' | 'log'>;
};

export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const auth = await request.auth();
  if (!auth) throw new Error('guard let an anonymous call through');
  const { config, database } = request.server;
  return {
    identity: auth.identity,
    isAdmin: holdsAny(auth.identity.access, ['admin'], config.productKey),
    db: database.db,
    config,
    log: request.log,
    server: request.server,
  };
}
