import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { RETRY_AFTER_SECONDS } from '../../src/db/unavailable.ts';
import { READY_TIMEOUT_MS } from '../../src/modules/health/routes.ts';
import { signedInUser, type TestUser } from '../sessions.ts';

// The same answers as on PostgreSQL (postgres-outage.test.ts), on the embedded engine, which every run has: its
// database closed under the app is the one outage PGlite can have.
describe('answers while the database is gone [pglite]', () => {
  let database: Database;
  let app: FastifyInstance;
  let alice: TestUser;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = await buildApp({ config: testConfig(), database });
    alice = await signedInUser(app);
    await database.close();
  });
  afterAll(() => app?.close());

  it('the app API: 503, Retry-After, {error: {code: UNAVAILABLE, message, requestId}}', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/profile', ...alice.auth });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({
      error: {
        code: 'service.unavailable',
        message: expect.any(String),
        params: {},
        requestId: res.headers['x-request-id'],
      },
    });
  });

  it('the core API: HTTP 503, Retry-After, the envelope with status 19', async () => {
    const res = await app.inject({ method: 'POST', url: '/core/notify/list', payload: {}, ...alice.auth });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({
      status: 19,
      message: expect.any(String),
      data: { code: 'service.unavailable' },
    });
  });

  it('/readyz: 503 with Retry-After', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  });
});

describe('/readyz when the database does not answer at all', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    // A host that swallows packets: the ping neither succeeds nor fails.
    const silent: Database = { ...database, ping: () => new Promise<void>(() => {}) };
    app = await buildApp({ config: testConfig(), database: silent });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it(`says unavailable after ${READY_TIMEOUT_MS} ms instead of hanging the probe`, async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: 'pglite',
      storage: 'database',
      queue: expect.any(String),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1_000);
  });
});
