import net, { type AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/unavailable.ts';

/** What the driver throws for a failed query, however it failed. */
async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

/** A TCP server standing in for a broken database host: it hangs up at once, or never answers. */
async function fakeHost(behaviour: 'hang up' | 'silent') {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    if (behaviour === 'hang up') socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://nobody@127.0.0.1:${port}/none`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const sqlState = (code: string) => {
  const error = new pg.DatabaseError(`server said ${code}`, 0, 'error');
  error.code = code;
  return error;
};

describe('isDatabaseUnavailable: what counts as an outage', () => {
  it('a refused connection, as Drizzle over a pool reports it', async () => {
    const closed = await fakeHost('silent');
    await closed.close();
    const pool = new pg.Pool({ connectionString: closed.url });
    const error = await failure(() => drizzlePg({ client: pool }).execute(sql`select 1`));
    await pool.end();
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a connection the server hangs up on', async () => {
    const host = await fakeHost('hang up');
    const client = new pg.Client({ connectionString: host.url });
    const error = await failure(() => client.connect());
    await host.close();
    expect((error as Error).message).toMatch(/^Connection terminated/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a pool that cannot get a connection in time', async () => {
    const host = await fakeHost('silent');
    const pool = new pg.Pool({ connectionString: host.url, connectionTimeoutMillis: 100 });
    const error = await failure(() => pool.query('select 1'));
    await pool.end().catch(() => {});
    await host.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['08000', 'connection_exception'],
    ['08003', 'connection_does_not_exist'],
    ['08006', 'connection_failure'],
    ['08001', 'sqlclient_unable_to_establish_sqlconnection'],
    ['57P01', 'admin_shutdown'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now'],
    ['53300', 'too_many_connections'],
  ])('SQLSTATE %s (%s), also wrapped by Drizzle', (code) => {
    expect(isDatabaseUnavailable(sqlState(code))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], sqlState(code)))).toBe(true);
  });

  it('driver messages without a code, network codes, and a refusal from every address of a name', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
      'PGlite is closed',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: reset }))).toBe(true);
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')]))).toBe(
      true,
    );
  });
});

describe('isDatabaseUnavailable: what never counts', () => {
  const pglite = new PGlite();
  const db = drizzlePglite({ client: pglite });
  afterAll(() => pglite.close().catch(() => {}));

  it('a constraint violation or bad SQL, as PGlite answers them through Drizzle', async () => {
    await db.execute(sql`create table t (id int primary key, parent int references t(id))`);
    await db.execute(sql`insert into t values (1, null)`);
    for (const statement of [
      sql`insert into t values (1, null)`,
      sql`insert into t values (2, 99)`,
      sql`insert into t values (null, null)`,
      sql`selec 1`,
      sql`select * from missing_table`,
      sql`select 'x'::int`,
      sql`select 1/0`,
    ]) {
      const error = await failure(() => db.execute(statement));
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });

  it.each(['23505', '23503', '23502', '42601', '42P01', '22P02', '22012', '40001', '57014', '57P04'])(
    'SQLSTATE %s',
    (code) => {
      expect(isDatabaseUnavailable(new DrizzleQueryError('insert …', [], sqlState(code)))).toBe(false);
    },
  );

  it('an application bug, or something that is not an error at all', () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'key')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('Connection to the provider failed'))).toBe(false);
    for (const value of [undefined, null, 'ECONNREFUSED', { code: 'ECONNREFUSED' }]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
  });

  it('terminates on an error that is its own cause', () => {
    const loop = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });

  it('PGlite once closed does count (a request caught by shutdown)', async () => {
    const closing = new PGlite();
    await closing.close();
    const error = await failure(() => drizzlePglite({ client: closing }).execute(sql`select 1`));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('isDatabaseUnavailable on a PostgreSQL server', () => {
  it('a backend terminated by the server is an outage; its answers to bad statements are not', async () => {
    const pool = new pg.Pool({ connectionString: serverUrl });
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool });
    try {
      for (const statement of [sql`selec 1`, sql`select 1/0`, sql`select * from missing_table`]) {
        expect(isDatabaseUnavailable(await failure(() => db.execute(statement)))).toBe(false);
      }
      const terminated = await failure(() => db.execute(sql`select pg_terminate_backend(pg_backend_pid())`));
      expect(isDatabaseUnavailable(terminated)).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
