import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { postgresListener } from './pg-listener.ts';
import { createPglite, SEARCH_WORK_MEM } from './pglite.ts';
import * as schema from './schema/index.ts';
import { withStartupLock } from './startup-lock.ts';

export type Schema = typeof schema;
/** The one query interface the app uses; both drivers produce it, so no module knows which engine is below. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  kind: DatabaseConfig['kind'];
  db: Db;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Subscribes to a LISTEN/NOTIFY channel (a lower-case identifier); resolves, once listening, to the
   * unsubscribe function. Every process on the same database hears every `notify`, which is how several
   * server processes agree on real-time events. Handlers must not throw: they run on the shared connection.
   * `onResync` runs after the subscription was lost (database restart, network) and is back: whatever was
   * published in between is gone, so the subscriber should make its consumers read afresh.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>>;
  /** Publishes `payload` (PostgreSQL caps it below 8000 bytes) to every listener of `channel`, in any process. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Stores a live event of any size and announces its id on `channel` (db/live-events.ts reads it back and
   * replays it to resuming streams); resolves to the id.
   */
  publish(channel: string, payload: string): Promise<string>;
  /** `publish` for several events in one statement; resolves to their ids in order. */
  publishAll(channel: string, payloads: string[]): Promise<string[]>;
  /**
   * Runs start-up work (migrations, the demo seed) once at a time across every process on this database: a
   * PostgreSQL advisory lock (db/startup-lock.ts); PGlite has one process, so it simply runs the work.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections (metrics); PGlite has one in-process connection and no pool. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
};

// Channel names are put into LISTEN as bare identifiers (PGlite does the same), so only safe ones are allowed.
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel ${JSON.stringify(channel)}`);
  return channel;
}

// One statement stores the event and announces its id, which leaves at the commit (docs/operations.md "Live
// events"): NOTIFY carries the id alone, so the payload is not held to NOTIFY's 8,000 bytes.
const PUBLISH = `insert into live_events (channel, payload) values ($1, $2)
  returning id::text as id, pg_notify(channel, id::text)`;
function publishedId(result: { rows: { id: string }[] }): string {
  const id = result.rows[0]?.id;
  if (!id) throw new Error('live event not stored');
  return id;
}

/**
 * Stores live events of any size on `channel` and announces each id, in one statement on `db` (inside a
 * transaction: announced at its commit, with the change they tell of); resolves to the ids in order.
 */
export async function publishAll(db: Db, channel: string, payloads: string[]): Promise<string[]> {
  if (!payloads.length) return [];
  const name = checkChannel(channel);
  const rows = sql.join(
    payloads.map((payload) => sql`(${name}, ${payload})`),
    sql`, `,
  );
  const result = await queryRows<{ id: string }>(
    db,
    sql`insert into live_events (channel, payload) values ${rows}
        returning id::text as id, pg_notify(channel, id::text)`,
  );
  if (result.length !== payloads.length) throw new Error('live event not stored');
  return result.map((row) => row.id);
}

/**
 * The database as a transaction sees it: reads, writes and announcements all go through `tx`, so a change and
 * the notices about it commit once, together, and every NOTIFY leaves at that commit (docs/performance.md
 * "Bookings"). On PGlite this is also the only handle that may be used while the transaction is open.
 */
export function onTransaction(database: Database, tx: Db): Database {
  return {
    ...database,
    db: tx,
    notify: async (channel, payload) => {
      await tx.execute(sql`select pg_notify(${checkChannel(channel)}, ${payload})`);
    },
    publish: async (channel, payload) => (await publishAll(tx, channel, [payload]))[0] as string,
    publishAll: (channel, payloads) => publishAll(tx, channel, payloads),
  };
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Opens the configured database and applies every committed migration before anything else touches it (a new
 * PGlite starts from the ready-made template of db/pglite.ts, with the migrations it already holds).
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: { template?: boolean } = {},
): Promise<Database> {
  // `template: false` makes a new PGlite run initdb and every migration itself (the template's own test).
  const database =
    config.kind === 'postgres'
      ? openPostgres(config.url)
      : await openPglite(config, options.template ?? true);
  try {
    await database.exclusive(() => database.migrate());
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

// While the server is away a request should fail within seconds (a 503 the client retries), not hang; a
// restart kills idle connections, which the pool drops at once (its 'error' event) and replaces on demand.
const CONNECT_TIMEOUT_MS = 3_000;
const LISTEN_RETRY_MS = 250;

function openPostgres(url: string): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 10_000,
    keepAlive: true,
    // No JIT compilation: a search whose estimated cost passes jit_above_cost (a partner's dated price filter)
    // spent 25–70 ms compiling to save less than that (docs/decisions/0017-no-jit.md). Work memory enough that
    // a price filter's matches stay in memory (docs/decisions/0018-search-work-mem.md).
    options: `-c jit=off -c work_mem=${SEARCH_WORK_MEM}`,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listener = postgresListener(url, { connectTimeoutMs: CONNECT_TIMEOUT_MS, retryMs: LISTEN_RETRY_MS });
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler, onResync) =>
      listener.listen(checkChannel(channel), { deliver: handler, ...(onResync ? { resync: onResync } : {}) }),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    publish: async (channel, payload) =>
      publishedId(await pool.query(PUBLISH, [checkChannel(channel), payload])),
    publishAll: (channel, payloads) => publishAll(db, channel, payloads),
    exclusive: (work) => withStartupLock(url, CONNECT_TIMEOUT_MS, work),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

async function openPglite(
  { dataDir, sharedBuffersMb }: Extract<DatabaseConfig, { kind: 'pglite' }>,
  template: boolean,
): Promise<Database & { migrate(): Promise<void> }> {
  // No directory means a throw-away in-memory database (tests); otherwise the data survives restarts.
  const client = await createPglite(dataDir, {
    migrationsFolder,
    template,
    ...(sharedBuffersMb ? { sharedBuffersMb } : {}),
  });
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      if (closed) throw new Error('database closed');
      await client.query('select 1');
    },
    // PGlite is one in-process connection, so its own LISTEN/NOTIFY is the whole fan-out.
    listen: async (channel, handler) => {
      const unlisten = await client.listen(checkChannel(channel), handler);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    publish: async (channel, payload) =>
      publishedId(await client.query<{ id: string }>(PUBLISH, [checkChannel(channel), payload])),
    publishAll: (channel, payloads) => publishAll(db as unknown as Db, channel, payloads),
    exclusive: (work) => work(),
    poolStats: () => null,
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
