import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { NOTIFY_CHANNEL } from '../../src/core/notify/service.ts';
import { eventsAfter, type LiveEvent, listenEvents } from '../../src/db/live-events.ts';
import { engines } from '../helper.ts';
import { core, signedInUser, type TestUser } from '../sessions.ts';
import { openStream } from './sse.ts';

const BIG = 20_000;

for (const engine of engines()) {
  describe(`live events of any size, resumed with Last-Event-ID [${engine.name}]`, () => {
    let app: FastifyInstance;
    let url = '';
    let admin: TestUser;
    let alice: TestUser;
    beforeAll(async () => {
      app = await buildApp({ config: testConfig({ database: await engine.database(), seedDemo: false }) });
      url = await app.listen({ port: 0, host: '127.0.0.1' });
      admin = await signedInUser(app, { grants: ['admin'] });
      alice = await signedInUser(app);
    });
    afterAll(async () => {
      await app.close();
      await engine.drop();
    });

    it(`delivers a ${BIG}-byte event to a listener, by id, and lists what followed an id`, async () => {
      const heard: LiveEvent[] = [];
      const unlisten = await listenEvents(app.database, 'tt_ops_test', (event) => heard.push(event));
      const payload = 'x'.repeat(BIG);
      const first = await app.database.publish('tt_ops_test', payload);
      const second = await app.database.publish('tt_ops_test', 'small');
      await expect.poll(() => heard.length).toBe(2);
      expect(heard).toEqual([
        { id: first, channel: 'tt_ops_test', payload },
        { id: second, channel: 'tt_ops_test', payload: 'small' },
      ]);
      await unlisten();
      expect(await eventsAfter(app.database.db, ['tt_ops_test'], first, 10)).toEqual([heard[1]]);
      expect(await eventsAfter(app.database.db, ['tt_ops_test'], first, 0)).toBeNull();
      // An id that is not kept (swept, or never was): what followed cannot be known.
      expect(await eventsAfter(app.database.db, ['tt_ops_test'], '999999999', 10)).toBeNull();
    });

    it(`carries a notification event over ${BIG} bytes to the browser's stream, with its id`, async () => {
      const stream = await openStream(`${url}/core/notify/events`, { cookie: `tt_session=${alice.cookie}` });
      expect(stream.status).toBe(200);
      const key = `k${'y'.repeat(BIG)}`;
      const id = await app.database.publish(
        NOTIFY_CHANNEL,
        JSON.stringify({ key, target: alice.sub, kind: 'read' }),
      );
      const [event] = await stream.waitFor((candidate) => candidate.event === 'notification');
      expect(event).toEqual({ id, event: 'notification', data: JSON.stringify({ key, kind: 'read' }) });
      stream.close();
    });

    it('gives a stream reopened with Last-Event-ID every event it missed, once and in order', async () => {
      const cookie = `tt_session=${alice.cookie}`;
      const first = await openStream(`${url}/core/notify/events`, { cookie });
      const sent = await core(app, admin, 'notify/new', { target: alice.sub, subject: 'one' });
      const [seen] = await first.waitFor((event) => event.event === 'notification');
      first.close();
      const missed: string[] = [];
      for (const subject of ['two', 'three', 'four']) {
        const answer = await core(app, admin, 'notify/new', { target: alice.sub, subject });
        missed.push((answer.data as { key: string }).key);
      }
      // Someone else's event in between is not replayed to alice.
      await core(app, admin, 'notify/new', { target: admin.sub, subject: 'not hers' });

      const again = await openStream(`${url}/core/notify/events`, {
        cookie,
        'last-event-id': seen?.id ?? '',
      });
      const replayed = await again.waitFor((event) => event.event === 'notification', 3);
      expect(replayed.map((event) => JSON.parse(event.data).key)).toEqual(missed);
      expect(JSON.parse(seen?.data ?? '{}').key).toBe((sent.data as { key: string }).key);
      const next = await core(app, admin, 'notify/new', { target: alice.sub, subject: 'live again' });
      const all = await again.waitFor((event) => event.event === 'notification', 4);
      expect(JSON.parse(all[3]?.data ?? '{}').key).toBe((next.data as { key: string }).key);
      expect(again.events.filter((event) => event.event === 'resync')).toEqual([]);
      again.close();
    });

    it('asks a stream resuming from an event no longer kept to resync', async () => {
      const stream = await openStream(`${url}/core/notify/events`, {
        cookie: `tt_session=${alice.cookie}`,
        'last-event-id': '999999999',
      });
      await stream.waitFor((event) => event.event === 'resync');
      stream.close();
    });
  });
}
