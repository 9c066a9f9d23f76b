import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../../db/client.ts';

/**
 * What the membership rules need from the app: the database (or the transaction they run in), and the database
 * handle and log that notifications go through. A module hands in its own request-scoped deps.
 */
export type MembershipDeps = { db: Db; database: Database; log: FastifyBaseLogger };
