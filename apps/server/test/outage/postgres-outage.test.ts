import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { RETRY_AFTER_SECONDS } from '../../src/db/unavailable.ts';
import { READY_TIMEOUT_MS } from '../../src/modules/health/routes.ts';
import { type Engine, engines } from '../helper.ts';
import { core, signedInUser, type TestUser } from '../sessions.ts';
import { openEventStream } from './event-stream.ts';
import { type TcpProxy, tcpProxy } from './tcp-proxy.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * docs/product-decisions.md §8 for an outage: while PostgreSQL cannot be reached every API answers 503 with Retry-After in its own
 * error shape (never a 500), and service comes back by itself. The database is reached through a TCP proxy
 * that the test cuts, which kills live connections and refuses new ones, as a restart does.
 */
describe.skipIf(!serverUrl)('a database outage [postgres]', () => {
  let engine: Engine;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let baseUrl: string;
  let admin: TestUser;
  let alice: TestUser;
  let stream: Awaited<ReturnType<typeof openEventStream>>;

  beforeAll(async () => {
    const postgres = engines().find((candidate) => candidate.name === 'postgres');
    if (!postgres) throw new Error('TEST_DATABASE_URL is set, so the postgres engine exists');
    engine = postgres;
    const database = await engine.database();
    if (database.kind !== 'postgres') throw new Error('expected a postgres database');
    const direct = new URL(database.url);
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    app = await buildApp({
      config: testConfig({ database: { kind: 'postgres', url: proxy.through(database.url) } }),
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signedInUser(app, { grants: ['admin'] });
    alice = await signedInUser(app);
    stream = await openEventStream(`${baseUrl}/core/notify/events`, `tt_session=${alice.cookie}`);
  });
  afterAll(async () => {
    stream?.close();
    await proxy?.restore().catch(() => {});
    await app?.close();
    await proxy?.close();
    await engine?.drop();
  });

  const profile = () => app.inject({ method: 'GET', url: '/api/profile', ...alice.auth });

  it('serves through the proxy while the database is up', async () => {
    expect((await profile()).statusCode).toBe(200);
    expect(stream.status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After in the docs/product-decisions.md §8 shapes while it is unreachable, never 500', async () => {
    await proxy.cut();

    const api = await profile();
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(api.json()).toEqual({
      error: {
        code: 'service.unavailable',
        message: expect.any(String),
        params: {},
        requestId: api.headers['x-request-id'],
      },
    });

    const write = await app.inject({
      method: 'POST',
      url: '/core/notify/new',
      payload: { target: alice.sub, subject: 'during the outage' },
      ...admin.auth,
    });
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(write.json()).toEqual({
      status: 19,
      message: expect.any(String),
      data: { code: 'service.unavailable' },
    });

    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 500);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      database: 'postgres',
      storage: 'database',
      queue: expect.any(String),
    });

    const refused = await openEventStream(`${baseUrl}/core/notify/events`, `tt_session=${alice.cookie}`);
    expect(refused.status).toBe(503);
    expect(JSON.parse(await refused.body())).toMatchObject({ status: 19 });

    // However many callers keep trying, none is told the server broke.
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        n % 2 ? profile() : core(app, alice, 'notify/list', { target: alice.sub }),
      ),
    );
    expect(new Set(statuses.map((res) => ('statusCode' in res ? res.statusCode : res.http)))).toEqual(
      new Set([503]),
    );
  });

  it('resumes within 2 s of the database returning, and the open stream is told to resync', async () => {
    await proxy.restore();
    const restored = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - restored < 5_000) {
      status = (await profile()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(200);
    expect(Date.now() - restored).toBeLessThan(2_000);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await stream.waitFor((event) => event.event === 'resync', 2_000 - (Date.now() - restored));
    expect(stream.events.find((event) => event.event === 'resync')).toEqual({ event: 'resync', data: '{}' });
  });

  it('delivers a notification created after the reconnect to the stream that stayed open', async () => {
    const sent = await core(app, admin, 'notify/new', { target: alice.sub, subject: 'after the outage' });
    expect(sent.status).toBe(0);
    const key = (sent.data as { key: string }).key;
    const event = await stream.waitFor((candidate) => candidate.event === 'notification');
    expect(JSON.parse(event.data)).toEqual({ key, kind: 'new' });
  });
});
