import { get, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { describeEachDatabase } from '../helper.ts';
import { core, signedInUser, type TestUser } from '../sessions.ts';

type SseEvent = { event: string; data: string };

/**
 * Reads a server-sent event stream over a real socket: `app.inject` waits for the response to end, which a
 * stream never does. It uses node:http without an agent, one socket per stream: fetch's pool may open a spare
 * socket that never sends a request, and the server's close() then waits for it to time out.
 */
async function openStream(baseUrl: string, user: TestUser | null, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = {
    ...extra,
    ...(user ? { cookie: `tt_session=${user.cookie}` } : {}),
  };
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`${baseUrl}/core/notify/events`, { headers, agent: false }, resolve).on('error', reject);
  });
  response.setEncoding('utf8');
  let buffer = '';
  let wake: (() => void) | undefined;
  response.on('data', (chunk: string) => {
    buffer += chunk;
    wake?.();
  });

  /** The next event (comments skipped), or a rejection after `timeoutMs`. */
  async function next(timeoutMs = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
        if (field('event')) return { event: field('event'), data: field('data') };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, left);
      });
      clearTimeout(timer);
    }
  }
  /** True when no event arrives within `ms`: the only way to show that something was not delivered. */
  async function quietFor(ms: number): Promise<boolean> {
    return next(ms).then(
      () => false,
      (error: Error) => error.message === 'no event in time',
    );
  }
  return { response, next, quietFor, buffer: () => buffer, close: () => response.destroy() };
}

describeEachDatabase('core notify event stream', (ctx) => {
  let baseUrl: string;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const send = async (target: TestUser, subject: string) => {
    const res = await core(ctx.app, admin, 'notify/new', { target: target.sub, subject });
    return (res.data as { key: string }).key;
  };

  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signedInUser(ctx.app, { grants: ['admin'] });
    alice = await signedInUser(ctx.app);
    bob = await signedInUser(ctx.app);
  });
  const streams: { close(): void }[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  it('answers as an uncompressed, uncached event stream', async () => {
    const stream = await openStream(baseUrl, alice);
    streams.push(stream);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.response.headers['content-encoding']).toBeUndefined();
  });

  it("delivers a new notification to its target's streams only", async () => {
    const aliceStream = await openStream(baseUrl, alice);
    const bobStream = await openStream(baseUrl, bob);
    streams.push(aliceStream, bobStream);

    const first = await send(alice, 'for alice');
    expect(await aliceStream.next()).toEqual({
      event: 'notification',
      data: JSON.stringify({ key: first, kind: 'new' }),
    });
    const forBob = await send(bob, 'for bob');
    const second = await send(alice, 'for alice again');
    // Alice's next event is her own second one: Bob's, sent in between, never reached her stream.
    expect(JSON.parse((await aliceStream.next()).data)).toEqual({ key: second, kind: 'new' });
    expect(JSON.parse((await bobStream.next()).data)).toEqual({ key: forBob, kind: 'new' });
    expect(await bobStream.quietFor(300)).toBe(true);
  });

  it('tells every open tab of the user when one marks a notification read or drops it', async () => {
    const tabs = [await openStream(baseUrl, alice), await openStream(baseUrl, alice)];
    streams.push(...tabs);
    const key = await send(alice, 'two tabs');
    for (const tab of tabs) expect(JSON.parse((await tab.next()).data)).toMatchObject({ key, kind: 'new' });
    await core(ctx.app, alice, 'notify/manage', { key, read: true });
    await core(ctx.app, alice, 'notify/drop', { key });
    for (const tab of tabs) {
      expect(JSON.parse((await tab.next()).data)).toEqual({ key, kind: 'read' });
      expect(JSON.parse((await tab.next()).data)).toEqual({ key, kind: 'drop' });
    }
  });

  it('keeps delivering to the remaining streams after one disconnects', async () => {
    const gone = await openStream(baseUrl, bob);
    const stays = await openStream(baseUrl, bob);
    streams.push(stays);
    gone.close();
    const key = await send(bob, 'after a disconnect');
    expect(JSON.parse((await stays.next()).data)).toMatchObject({ key });
  });

  it('sends a heartbeat comment every 25 s', async () => {
    // Only setInterval is faked, and before the stream opens, so the database and sockets keep real time.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const stream = await openStream(baseUrl, alice);
      streams.push(stream);
      await vi.waitFor(() => expect(stream.buffer()).toContain(': connected'));
      vi.advanceTimersByTime(24_000);
      expect(stream.buffer()).not.toContain(': heartbeat');
      vi.advanceTimersByTime(1_000);
      await vi.waitFor(() => expect(stream.buffer()).toContain(': heartbeat\n\n'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a caller without credentials: HTTP 401, status 8', async () => {
    const anonymous = await openStream(baseUrl, null);
    expect(anonymous.response.statusCode).toBe(401);
    await new Promise((resolve) => anonymous.response.on('end', resolve));
    expect(JSON.parse(anonymous.buffer())).toMatchObject({ status: 8 });
  });
});

// The web app on one origin, the core (npm run start:core) on another: the stream must carry CORS headers so
// the browser's EventSource (withCredentials) may read it, and a notification made through the full app
// reaches a stream held by the core process.
describe('core notify event stream from a separate core process', () => {
  let database: Database;
  let full: FastifyInstance;
  let coreOnly: FastifyInstance;
  const config = testConfig({ publicUrl: 'http://localhost:3000', seedDemo: false });

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    full = await buildApp({ config, database });
    coreOnly = await buildApp({ config: { ...config, port: 3001 }, database, mode: 'core' });
    await full.ready();
  });
  afterAll(async () => {
    await coreOnly?.close();
    await full?.close();
    await database?.close();
  });

  it('answers the app origin with credentialed CORS and delivers events made elsewhere', async () => {
    const baseUrl = await coreOnly.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signedInUser(full, { grants: ['admin'] });
    const alice = await signedInUser(full);
    const stream = await openStream(baseUrl, alice, { origin: 'http://localhost:3000' });
    expect(stream.response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(stream.response.headers['access-control-allow-credentials']).toBe('true');

    const sent = await core(full, admin, 'notify/new', { target: alice.sub, subject: 'across processes' });
    expect(JSON.parse((await stream.next()).data)).toEqual({
      key: (sent.data as { key: string }).key,
      kind: 'new',
    });
    stream.close();
  });
});
