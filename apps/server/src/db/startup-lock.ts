import pg from 'pg';

/**
 * The key of the session advisory lock that start-up work (migrations, the demo seed) holds. Advisory locks
 * belong to one database, so installations sharing a PostgreSQL server do not wait for each other. Any fixed
 * 64-bit number would do; this one spells "TTstart" so it is recognisable in `pg_locks`.
 */
export const STARTUP_LOCK_KEY = 0x54_54_73_74_61_72_74n;

/**
 * Runs `work` while this process holds the start-up lock on its own connection: processes started together on
 * a fresh database take turns, so the first migrates and seeds and the others find the work done
 * (docs/operations.md "Several processes"). The lock is a session lock on a connection outside the pool, so
 * the work itself may use any pooled connection; if the process dies, PostgreSQL ends its session and
 * releases the lock with it.
 */
export async function withStartupLock<T>(
  url: string,
  connectTimeoutMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  // A lost lock connection surfaces as the failure of the queries below, not as an unhandled 'error' event.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
