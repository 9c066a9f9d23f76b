import type pg from 'pg';
import type { Database } from '../../../db/client.ts';

/** Tables whose rows make up a caller (migration 0011 notifies on each of them). */
const IDENTITY_WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?(?:users|user_grants|space_members|spaces|sessions|token_revocations|api_keys)"?(?=[\s,;(]|$)/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\s*;?\s*$/i;
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

const WATCHED = Symbol('identity writes watched');
type QueryFn = (...args: unknown[]) => unknown;
type Watchable = pg.PoolClient & { [WATCHED]?: true };

/**
 * Calls `onWrite` after every committed write to an identity table through the pool of a PostgreSQL database,
 * whoever made it (a route, a service, a test): the caller cache must not answer from before a change this very
 * process made (see invalidation.ts). Statements are judged by their text, which Drizzle starts with the verb
 * and the table; inside a transaction the write counts at its commit.
 */
export function watchIdentityWrites(database: Database, onWrite: () => void): void {
  const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.on !== 'function') return;
  pool.on('acquire', (client: Watchable) => {
    if (client[WATCHED]) return;
    client[WATCHED] = true;
    let inTransaction = false;
    let wrote = false;
    const after = (text: string) => {
      if (BEGIN.test(text)) {
        inTransaction = true;
        wrote = false;
      } else if (COMMIT.test(text)) {
        if (wrote) onWrite();
        inTransaction = false;
        wrote = false;
      } else if (ROLLBACK.test(text)) {
        inTransaction = false;
        wrote = false;
      } else if (IDENTITY_WRITE.test(text)) {
        if (inTransaction) wrote = true;
        else onWrite();
      }
    };
    const query = client.query as unknown as QueryFn;
    (client as unknown as { query: QueryFn }).query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          after(text);
          return (callback as QueryFn)(...results);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, args);
      if (result instanceof Promise)
        result.then(
          () => after(text),
          () => after(text),
        );
      return result;
    };
  });
}
