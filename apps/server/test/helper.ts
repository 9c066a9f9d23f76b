import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Config, type DatabaseConfig, testConfig } from '../src/config.ts';

export type Engine = {
  name: 'pglite' | 'postgres';
  database: () => Promise<DatabaseConfig>;
  drop: () => Promise<void>;
};

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set, each suite in a database of its own. */
export function engines(): Engine[] {
  const list: Engine[] = [
    { name: 'pglite', database: async () => ({ kind: 'pglite' }), drop: async () => {} },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `tt_test_${randomBytes(6).toString('hex')}`;
    list.push({
      name: 'postgres',
      database: async () => {
        await admin(serverUrl, `CREATE DATABASE ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return { kind: 'postgres', url: url.toString() };
      },
      drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    });
  }
  return list;
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Declares the suite once per database engine. `ctx.app` is built once per engine (fastify/demo's habit: build
 * once, inject many), on a fresh database.
 */
export function describeEachDatabase(
  title: string,
  suite: (ctx: { readonly app: FastifyInstance; readonly engine: Engine['name'] }) => void,
  options: { config?: Partial<Config>; build?: Omit<BuildAppOptions, 'config'> } = {},
) {
  for (const engine of engines()) {
    describe(`${title} [${engine.name}]`, () => {
      let app: FastifyInstance | undefined;
      beforeAll(async () => {
        const config = testConfig({ ...options.config, database: await engine.database() });
        app = await buildApp({ ...options.build, config });
        await app.ready();
      });
      afterAll(async () => {
        await app?.close();
        await engine.drop();
      });
      suite({
        get app() {
          if (!app) throw new Error('app not built yet: use ctx.app inside a test or hook');
          return app;
        },
        engine: engine.name,
      });
    });
  }
}

/**
 * The app API's 404, a missing record and one the caller may not read alike (plugins/errors.ts): what a test
 * compares a parsed body with (`call(…).body`, `res.json()`).
 */
export const INVALID_RECORD = {
  error: { code: 'record.not_found', message: 'invalid record', params: {} },
} as const;
