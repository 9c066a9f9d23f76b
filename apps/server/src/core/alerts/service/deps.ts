import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';

/** What sending alerts needs of the app: the database, the outbox transport, where links point, and a log. */
export type AlertsDeps = { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger };
