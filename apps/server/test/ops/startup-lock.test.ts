import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

// Several processes only ever share PostgreSQL; PGlite belongs to one process.
describe.skipIf(!serverUrl)('start-up on a fresh PostgreSQL database [postgres]', () => {
  const name = `tt_test_${randomBytes(6).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('three apps started at once on separate pools all start, and the demo data is written once', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const config = testConfig({ database: { kind: 'postgres', url: url.toString() }, seedDemo: true });
    const started = await Promise.allSettled([0, 1, 2].map(() => buildApp({ config })));
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    await Promise.all(apps.map((app) => app.ready()));

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const applied = await client.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      expect(applied.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      const accounts = await client.query(
        'select email, count(*)::int as n from idp_accounts group by email',
      );
      expect(accounts.rows.length).toBeGreaterThan(0);
      expect(accounts.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      const spaces = await client.query(
        'select count(*)::int as n, count(distinct name)::int as names from spaces',
      );
      expect(spaces.rows[0].n).toBe(spaces.rows[0].names);
    } finally {
      await client.end();
    }
  }, 120_000);
});
