import type pg from 'pg';
import type { Database } from '../../../db/client.ts';
import { watchPoolStatements } from '../../../db/write-watch.ts';

/** Tables whose rows make up a caller (migration 0011 notifies on each of them). */
const IDENTITY_WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?(?:users|user_grants|space_members|spaces|sessions|token_revocations|api_keys)"?(?=[\s,;(]|$)/i;

/**
 * Calls `onWrite` after every committed write to an identity table through the pool of a PostgreSQL database,
 * whoever made it (a route, a service, a test): the caller cache must not answer from before a change this very
 * process made (see invalidation.ts). Statements are judged by their text, which Drizzle starts with the verb
 * and the table; inside a transaction the write counts at its commit (db/write-watch.ts, shared with the read cache).
 */
export function watchIdentityWrites(database: Database, onWrite: () => void): void {
  const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.on !== 'function') return;
  watchPoolStatements(pool, (text) => IDENTITY_WRITE.test(text), onWrite);
}
