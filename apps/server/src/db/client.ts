import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import * as schema from './schema/index.ts';

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
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Publishes `payload` (PostgreSQL caps it below 8000 bytes) to every listener of `channel`, in any process. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

// Channel names are put into LISTEN as bare identifiers (PGlite does the same), so only safe ones are allowed.
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel ${JSON.stringify(channel)}`);
  return channel;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Opens the configured database and applies every committed migration before anything else touches it. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const database = config.kind === 'postgres' ? openPostgres(config.url) : await openPglite(config.dataDir);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(url: string): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listener = postgresListener(url);
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: listener.listen,
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

type Handler = (payload: string) => void;
const RECONNECT_MS = { first: 500, max: 30_000 };

/**
 * One dedicated connection per process holds LISTEN for every channel: a pooled connection would be handed to
 * other queries and lose its subscriptions. It opens on the first `listen`, and if it drops (server restart,
 * failover) it reconnects with backoff and subscribes again; notifications sent while it was down are lost,
 * which subscribers accept (the web bell refetches on reconnect and polls as a fallback).
 */
function postgresListener(url: string) {
  const handlers = new Map<string, Set<Handler>>();
  let client: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MS.first;
  let closed = false;

  function deliver(message: pg.Notification) {
    for (const handler of handlers.get(message.channel) ?? []) {
      try {
        handler(message.payload ?? '');
      } catch {
        // A subscriber's bug must not break the shared connection for the others.
      }
    }
  }

  function dropped(connection: pg.Client, current: Promise<pg.Client>) {
    connection.removeAllListeners('notification');
    connection.end().catch(() => {});
    if (client !== current) return;
    client = null;
    if (closed || handlers.size === 0 || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connected().catch(() => {});
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  }

  function connected(): Promise<pg.Client> {
    if (client) return client;
    const connection = new pg.Client({ connectionString: url });
    const current = (async () => {
      connection.on('notification', deliver);
      connection.on('error', () => dropped(connection, current));
      connection.on('end', () => dropped(connection, current));
      await connection.connect();
      for (const channel of handlers.keys()) await connection.query(`LISTEN ${channel}`);
      delay = RECONNECT_MS.first;
      return connection;
    })();
    client = current;
    current.catch(() => dropped(connection, current));
    return current;
  }

  async function listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    if (closed) throw new Error('database closed');
    checkChannel(channel);
    const set = handlers.get(channel) ?? new Set<Handler>();
    handlers.set(channel, set);
    set.add(handler);
    try {
      // LISTEN twice is harmless, so a connection that was opening already needs no special care.
      await (await connected()).query(`LISTEN ${channel}`);
    } catch (error) {
      forget(channel, handler);
      throw error;
    }
    return async () => {
      if (!forget(channel, handler) || closed) return;
      await (await client)?.query(`UNLISTEN ${channel}`);
    };
  }

  /** Removes a handler; true when it was the channel's last one. */
  function forget(channel: string, handler: Handler): boolean {
    const set = handlers.get(channel);
    if (!set?.delete(handler) || set.size > 0) return false;
    handlers.delete(channel);
    return true;
  }

  async function close() {
    closed = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    const connection = await current?.catch(() => null);
    await connection?.end().catch(() => {});
  }

  return { listen, close };
}

async function openPglite(dataDir: string | undefined): Promise<Database & { migrate(): Promise<void> }> {
  // No directory means a throw-away in-memory database (tests); otherwise the data survives restarts.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs tariff search (DESIGN §3); PGlite ships it as a loadable extension.
  const extensions = { pg_trgm };
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
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
