import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { describeEachDatabase, engines } from '../helper.ts';
import { openStream } from './stream.ts';
import { call, contact, expectOk, send, type World, world } from './support.ts';

describeEachDatabase('messenger live delivery', (ctx) => {
  let w: World;
  let conversation: string;
  let baseUrl: string;
  const streams: { close(): void }[] = [];
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    w = await world(ctx.app);
    conversation = await contact(ctx.app, w);
  });
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  it('sends message, read and inquiry events to every participant member, and to nobody else', async () => {
    const supplier = await openStream(baseUrl, w.supplier.member);
    const buyer = await openStream(baseUrl, w.buyer.admin);
    const stranger = await openStream(baseUrl, w.stranger.owner);
    streams.push(supplier, buyer, stranger);
    const sent = await expectOk(send(ctx.app, w.buyer.owner, conversation, 'ライブで届きますか'));
    for (const stream of [supplier, buyer]) {
      const event = JSON.parse((await stream.next('message')).data);
      expect(event).toEqual({
        conversation,
        message: sent.body.key,
        space: w.buyer.space,
        sender: w.buyer.owner.sub,
        at: sent.body.at,
      });
    }
    await expectOk(
      call(ctx.app, w.supplier.member, 'PATCH', `/api/messenger/${conversation}/read`, {
        message: sent.body.key,
      }),
    );
    expect(JSON.parse((await buyer.next('read')).data)).toMatchObject({
      conversation,
      reader: w.supplier.member.sub,
    });
    const inquiry = await expectOk(
      call(ctx.app, w.buyer.owner, 'POST', '/api/messenger/inquiries', {
        space: w.buyer.space,
        tariff: w.tariff,
        date: '2027-04-03',
        adults: 12,
      }),
    );
    expect(JSON.parse((await supplier.next('inquiry')).data)).toEqual({
      conversation,
      inquiry: inquiry.body.key,
      state: 'open',
    });
    expect(await stranger.quietFor('message', 300)).toBe(true);
  });
});

// Two server processes on one PostgreSQL: each has its own pool and its own LISTEN connection, exactly as two
// Node processes would; a message sent through one reaches a stream held by the other.
const postgres = engines().find((engine) => engine.name === 'postgres');
describe.skipIf(!postgres)('messenger live delivery across two server processes [postgres]', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig({
      database: await (postgres as NonNullable<typeof postgres>).database(),
      seedDemo: false,
    });
    one = await buildApp({ config });
    await one.ready();
    two = await buildApp({ config });
    await two.ready();
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await postgres?.drop();
  });

  it('delivers a message sent through one process to a listener on the other within a second', async () => {
    const w = await world(one);
    const conversation = await contact(one, w);
    const baseUrl = await two.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(baseUrl, w.supplier.owner);
    const started = Date.now();
    const sent = await expectOk(send(one, w.buyer.owner, conversation, '別のプロセスから'));
    const event = JSON.parse((await stream.next('message', 1_000)).data);
    expect(event).toMatchObject({ conversation, message: sent.body.key });
    expect(Date.now() - started).toBeLessThan(1_000);
    stream.close();
  });
});
