import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';

/** Collects payloads and lets a test wait for one that matches. */
function inbox() {
  const received: string[] = [];
  const handler = (payload: string) => received.push(payload);
  async function waitFor(payload: string, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!received.includes(payload)) {
      if (Date.now() > deadline) throw new Error(`${payload} never arrived; got ${received.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { received, handler, waitFor };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('LISTEN/NOTIFY on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database.close());

  it('delivers to listeners of the channel until they unsubscribe', async () => {
    const one = inbox();
    const other = inbox();
    const stop = await database.listen('tt_test_one', one.handler);
    await database.listen('tt_test_other', other.handler);
    await database.notify('tt_test_one', 'hello');
    await one.waitFor('hello');
    await stop();
    await database.notify('tt_test_one', 'after');
    await settle();
    expect(one.received).toEqual(['hello']);
    expect(other.received).toEqual([]);
  });

  it('refuses a channel name that is not a plain lower-case identifier', async () => {
    await expect(database.listen('Bad; DROP', () => {})).rejects.toThrow(/invalid notification channel/);
    await expect(database.notify('x y', '')).rejects.toThrow(/invalid notification channel/);
  });
});

// Two Database instances stand for two server processes sharing one PostgreSQL database.
const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('LISTEN/NOTIFY fan-out between processes on PostgreSQL', () => {
  const name = `tt_test_${randomBytes(6).toString('hex')}`;
  let first: Database;
  let second: Database;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    first = await openDatabase({ kind: 'postgres', url: url.toString() });
    second = await openDatabase({ kind: 'postgres', url: url.toString() });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('a notify in one process reaches the listeners of both', async () => {
    const a = inbox();
    const b = inbox();
    await first.listen('tt_test_fanout', a.handler);
    await second.listen('tt_test_fanout', b.handler);
    await second.notify('tt_test_fanout', '{"key":"k1"}');
    await a.waitFor('{"key":"k1"}');
    await b.waitFor('{"key":"k1"}');
  });

  it('keeps one listening connection per process, however many channels and handlers', async () => {
    await first.listen('tt_test_extra', () => {});
    await first.listen('tt_test_extra', () => {});
    const rows = await first.db.execute(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });

  it('reconnects and listens again after the listening connection is killed', async () => {
    const a = inbox();
    await first.listen('tt_test_reconnect', a.handler);
    const killed = await second.db.execute(
      "select pg_terminate_backend(pid) as gone from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()",
    );
    expect((killed as unknown as { rows: { gone: boolean }[] }).rows).toContainEqual({ gone: true });
    // Notifications sent while it is down are lost by design, so keep sending until one is heard again.
    const deadline = Date.now() + 15_000;
    let heard = false;
    for (let n = 0; !heard && Date.now() < deadline; n += 1) {
      await second.notify('tt_test_reconnect', `ping ${n}`);
      await settle();
      heard = a.received.length > 0;
    }
    expect(heard).toBe(true);
  });
});
