import type pg from 'pg';
import type { Database } from '../src/db/client.ts';

/** Counts the SQL statements sent through the app's database, whichever engine is below. */
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
type PGliteLike = { query: (...args: unknown[]) => unknown };
