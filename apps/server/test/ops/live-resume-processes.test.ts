import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { engines } from '../helper.ts';
import { core, signedInUser } from '../sessions.ts';
import { type Server, startServer } from './process.ts';
import { openStream } from './sse.ts';

const postgres = engines().find((engine) => engine.name === 'postgres');

// Several processes share PostgreSQL only.
describe.skipIf(!postgres)('a stream resumed on another process after its own died [postgres]', () => {
  let app: FastifyInstance | undefined;
  let other: Server | undefined;
  afterAll(async () => {
    other?.child.kill('SIGKILL');
    await app?.close();
    await postgres?.drop();
  });

  it('receives, with Last-Event-ID, every event published while it was away', async () => {
    if (!postgres) return;
    const database = await postgres.database();
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    app = await buildApp({ config: testConfig({ database, seedDemo: false }) });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signedInUser(app, { grants: ['admin'] });
    const alice = await signedInUser(app);
    other = await startServer({ DATABASE_URL: database.url });
    const cookie = `tt_session=${alice.cookie}`;

    // The browser is connected to the other process; a notification made here reaches it there.
    const first = await openStream(`${other.url}/core/notify/events`, { cookie });
    expect(first.status).toBe(200);
    await core(app, admin, 'notify/new', { target: alice.sub, subject: 'before' });
    const [seen] = await first.waitFor((event) => event.event === 'notification');
    expect(seen?.id).toMatch(/^\d+$/);

    other.child.kill('SIGKILL');
    await other.exited;
    const missed: string[] = [];
    for (const subject of ['while away 1', 'while away 2', 'while away 3']) {
      const answer = await core(app, admin, 'notify/new', { target: alice.sub, subject });
      missed.push((answer.data as { key: string }).key);
    }

    const resumed = await openStream(`${url}/core/notify/events`, {
      cookie,
      'last-event-id': seen?.id ?? '',
    });
    const replayed = await resumed.waitFor((event) => event.event === 'notification', 3);
    expect(replayed.map((event) => JSON.parse(event.data).key)).toEqual(missed);
    expect(resumed.events.some((event) => event.event === 'resync')).toBe(false);
    resumed.close();
    first.close();
  }, 150_000);
});
