import type pg from 'pg';
import type { Database } from '../src/db/client.ts';

type PGliteLike = { query: (...args: unknown[]) => unknown };

/**
 * Counts the SQL statements sent through the app's database, whichever engine is below: PGlite's `query`, and
 * on PostgreSQL every pooled connection's `query` (wrapped when the pool first hands it out). Reset `n` to 0
 * before the requests to count.
 */
export function countStatements(database: Database) {
  const counter = { n: 0 };
  const client = (database.db as unknown as { $client: PGliteLike | pg.Pool }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PGliteLike;
    const query = pglite.query.bind(pglite);
    pglite.query = (...args: unknown[]) => {
      counter.n += 1;
      return query(...args);
    };
  } else {
    const seen = new WeakSet<object>();
    (client as pg.Pool).on('acquire', (connection) => {
      if (seen.has(connection)) return;
      seen.add(connection);
      const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
      (connection as unknown as { query: typeof query }).query = (...args: unknown[]) => {
        counter.n += 1;
        return query(...args);
      };
    });
  }
  return counter;
}
