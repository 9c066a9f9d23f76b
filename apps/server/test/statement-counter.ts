import type pg from 'pg';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { Engine } from './helper.ts';

type PGliteLike = { query: (...args: unknown[]) => unknown };

/**
 * Records the SQL statements sent through the app's database, whichever engine is below: `texts` in the order
 * sent (reset it between measurements). PGlite runs a transaction through a call of its own, which this does not
 * see; on PostgreSQL every statement of the pool's connections is recorded, `begin` and `commit` included.
 */
export function recordStatements(database: Database) {
  const record = { texts: [] as string[] };
  const text = (arg: unknown) =>
    typeof arg === 'string' ? arg : String((arg as { text?: string } | undefined)?.text ?? '');
  const client = (database.db as unknown as { $client: PGliteLike | pg.Pool }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PGliteLike;
    const query = pglite.query.bind(pglite);
    pglite.query = (...args: unknown[]) => {
      record.texts.push(text(args[0]));
      return query(...args);
    };
  } else {
    const seen = new WeakSet<object>();
    (client as pg.Pool).on('acquire', (connection) => {
      if (seen.has(connection)) return;
      seen.add(connection);
      const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
      (connection as unknown as { query: typeof query }).query = (...args: unknown[]) => {
        record.texts.push(text(args[0]));
        return query(...args);
      };
    });
  }
  return record;
}

/** Counts the SQL statements sent through the app's database (`n`, settable to reset). */
export function countStatements(database: Database) {
  const record = recordStatements(database);
  return {
    get n() {
      return record.texts.length;
    },
    set n(value: number) {
      record.texts.length = value;
    },
  };
}

/**
 * An app whose recorded statements are its requests' alone: the read cache and the rate limits off (nothing
 * answered from memory, nothing refused), the background tasks stopped (their sweeps send statements of their own).
 */
export async function recordedApp(engine: Engine) {
  const config = testConfig({
    database: await engine.database(),
    readCacheTtlMs: 0,
    rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 },
  });
  const database = await openDatabase(config.database);
  const recorded = recordStatements(database);
  const app = await buildApp({ config, database });
  await app.ready();
  await app.tasks.stop();
  return { app, database, recorded };
}
