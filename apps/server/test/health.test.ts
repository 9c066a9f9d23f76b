import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { describeEachDatabase } from './helper.ts';

describeEachDatabase('health', (ctx) => {
  it('GET /healthz says the process is up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers, and which engine it is', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.engine, storage: 'database', queue: 'running' });
  });

  it('every response carries a request id, and a caller-supplied one is kept', async () => {
    const generated = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
  });

  it('migrations created the users table', async () => {
    const rows = await queryRows<{ n: number }>(
      ctx.app.database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'users'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});

it('GET /readyz answers 503 when the database has gone away', async () => {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({ config: testConfig(), database });
  await database.close();
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({
    status: 'unavailable',
    database: 'pglite',
    storage: 'database',
    queue: 'running',
  });
  await app.close();
});
