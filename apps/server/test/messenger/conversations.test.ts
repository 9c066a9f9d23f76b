import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { call, contact, counts, expectOk, partner, send, type World, world } from './support.ts';

describeEachDatabase('messenger conversations', (ctx) => {
  let w: World;
  let conversation: string;
  beforeAll(async () => {
    w = await world(ctx.app);
    conversation = await contact(ctx.app, w);
  });

  it('a second contact about the same tariff answers the same conversation', async () => {
    expect(await contact(ctx.app, w)).toBe(conversation);
    expect(await contact(ctx.app, w, w.buyer.member)).toBe(conversation);
  });

  it('delivers to every member of both spaces, newest first, with unread counts per person', async () => {
    await expectOk(send(ctx.app, w.buyer.owner, conversation, 'こんにちは。12名で4月3日は空いていますか？'));
    const list = await expectOk(
      call(ctx.app, w.supplier.member, 'POST', '/api/messenger', { space: w.supplier.space }),
    );
    expect(list.body.items[0]).toMatchObject({
      key: conversation,
      unread: 1,
      other: { key: w.buyer.space, name: 'さくらメッセージ旅行' },
      about: { kind: 'tariff', key: w.tariff },
      last: { text: 'こんにちは。12名で4月3日は空いていますか？', mine: false },
    });
    // The sender's colleague has nothing unread: their own side's messages are not news.
    const own = await expectOk(
      call(ctx.app, w.buyer.admin, 'POST', '/api/messenger', { space: w.buyer.space }),
    );
    expect(own.body.items[0]).toMatchObject({ key: conversation, unread: 0 });
    const unread = await expectOk(
      call(ctx.app, w.supplier.owner, 'GET', `/api/messenger/unread?space=${w.supplier.space}`),
    );
    expect(unread.body).toEqual({ total: 1, conversations: 1 });
  });

  it('marks read per person and never backwards', async () => {
    const reply = await expectOk(send(ctx.app, w.supplier.owner, conversation, 'はい、空いております。'));
    const thread = await expectOk(call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/${conversation}`));
    expect(thread.body.items.map((m: { text: string }) => m.text)).toEqual([
      'はい、空いております。',
      'こんにちは。12名で4月3日は空いていますか？',
    ]);
    expect(thread.body.conversation.unread).toBe(1);
    const read = await expectOk(
      call(ctx.app, w.buyer.owner, 'PATCH', `/api/messenger/${conversation}/read`, {
        message: reply.body.key,
      }),
    );
    expect(read.body).toEqual({ total: 0, conversations: 0 });
    const older = thread.body.items[1].key;
    await expectOk(
      call(ctx.app, w.buyer.owner, 'PATCH', `/api/messenger/${conversation}/read`, { message: older }),
    );
    const after = await expectOk(
      call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/unread?space=${w.buyer.space}`),
    );
    expect(after.body.total).toBe(0);
    // Another member of the same space still has it unread.
    const other = await expectOk(
      call(ctx.app, w.buyer.member, 'GET', `/api/messenger/unread?space=${w.buyer.space}`),
    );
    expect(other.body.total).toBe(1);
    // The sender sees that someone read their message.
    const seen = await expectOk(call(ctx.app, w.supplier.owner, 'GET', `/api/messenger/${conversation}`));
    expect(seen.body.items[0]).toMatchObject({ key: reply.body.key, mine: true, readBy: 1 });
  });

  it('pages a thread with a cursor', async () => {
    for (let i = 0; i < 5; i++) await expectOk(send(ctx.app, w.buyer.owner, conversation, `page ${i}`));
    const first = await expectOk(
      call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/${conversation}?limit=3`),
    );
    expect(first.body.items.map((m: { text: string }) => m.text)).toEqual(['page 4', 'page 3', 'page 2']);
    const second = await expectOk(
      call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/${conversation}?limit=3&cursor=${first.body.next}`),
    );
    expect(second.body.items.map((m: { text: string }) => m.text)).toEqual([
      'page 1',
      'page 0',
      'はい、空いております。',
    ]);
  });

  it('searches by name and subject, filters unread, archives per space', async () => {
    const byName = await expectOk(
      call(ctx.app, w.supplier.owner, 'POST', '/api/messenger', { space: w.supplier.space, q: 'さくら' }),
    );
    expect(byName.body.items.map((c: { key: string }) => c.key)).toEqual([conversation]);
    const none = await expectOk(
      call(ctx.app, w.supplier.owner, 'POST', '/api/messenger', {
        space: w.supplier.space,
        q: '存在しない%',
      }),
    );
    expect(none.body.items).toEqual([]);
    await expectOk(
      call(ctx.app, w.buyer.owner, 'PATCH', `/api/messenger/${conversation}/read`, {
        message: (
          await expectOk(call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/${conversation}?limit=1`))
        ).body.items[0].key,
      }),
    );
    const unreadOnly = await expectOk(
      call(ctx.app, w.buyer.owner, 'POST', '/api/messenger', { space: w.buyer.space, unread: true }),
    );
    expect(unreadOnly.body.items).toEqual([]);
    const archived = await expectOk(
      call(ctx.app, w.buyer.owner, 'PATCH', `/api/messenger/${conversation}/archive`, {}),
    );
    expect(archived.body.archived).toBe(true);
    const open = await expectOk(
      call(ctx.app, w.buyer.owner, 'POST', '/api/messenger', { space: w.buyer.space }),
    );
    expect(open.body.items).toEqual([]);
    const inArchive = await expectOk(
      call(ctx.app, w.buyer.owner, 'POST', '/api/messenger', { space: w.buyer.space, archived: true }),
    );
    expect(inArchive.body.items.map((c: { key: string }) => c.key)).toEqual([conversation]);
    // The supplier's side is not archived.
    const supplierList = await expectOk(
      call(ctx.app, w.supplier.owner, 'POST', '/api/messenger', { space: w.supplier.space }),
    );
    expect(supplierList.body.items.map((c: { key: string }) => c.key)).toContain(conversation);
    await expectOk(call(ctx.app, w.buyer.owner, 'PATCH', `/api/messenger/${conversation}/unarchive`, {}));
  });

  it('pages the list with a cursor, newest activity first', async () => {
    const buyer = w.buyer;
    const extra = [];
    for (const name of ['一', '二', '三']) {
      const supplier = await (await import('./support.ts')).team(ctx.app, 'supplier', `ページ旅館${name}`);
      await partner(ctx.app, buyer, supplier);
      const res = await expectOk(
        call(ctx.app, buyer.owner, 'POST', '/api/messenger/new', {
          space: buyer.space,
          participants: [supplier.space],
        }),
      );
      extra.push(res.body.key as string);
      await expectOk(send(ctx.app, buyer.owner, res.body.key, name));
    }
    const first = await expectOk(
      call(ctx.app, buyer.owner, 'POST', '/api/messenger', { space: buyer.space, limit: 2 }),
    );
    const second = await expectOk(
      call(ctx.app, buyer.owner, 'POST', '/api/messenger', {
        space: buyer.space,
        limit: 2,
        cursor: first.body.next,
      }),
    );
    const keys = [...first.body.items, ...second.body.items].map((c: { key: string }) => c.key);
    expect(keys).toEqual([extra[2], extra[1], extra[0], conversation]);
    expect(second.body.next).toBeNull();
  });

  it('hides a conversation from everyone outside it: 404 invalid record', async () => {
    const admin = w.admin;
    for (const user of [w.stranger.owner, admin]) {
      for (const [method, url, body] of [
        ['GET', `/api/messenger/${conversation}`, undefined],
        ['POST', `/api/messenger/${conversation}`, { text: 'hi' }],
        ['PATCH', `/api/messenger/${conversation}/read`, { message: 'ms_x' }],
        ['PATCH', `/api/messenger/${conversation}/archive`, {}],
      ] as const) {
        const res = await call(ctx.app, user, method, url, body);
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body).toEqual(INVALID_RECORD);
      }
      const list = await expectOk(call(ctx.app, user, 'POST', '/api/messenger', {}));
      expect(list.body.items.map((c: { key: string }) => c.key)).not.toContain(conversation);
    }
    // Naming a space of someone else's reads as absent too.
    const res = await call(ctx.app, w.stranger.owner, 'POST', '/api/messenger', { space: w.buyer.space });
    expect(res.status).toBe(404);
  });

  it('refuses unsolicited messages between strangers, allows active partners', async () => {
    const before = await counts(ctx.app);
    const stranger = await call(ctx.app, w.stranger.owner, 'POST', '/api/messenger/new', {
      space: w.stranger.space,
      participants: [w.supplier.space],
      subject: 'セールスのご案内',
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.code).toBe('messenger.not_partners');
    const wrong = await call(ctx.app, w.stranger.owner, 'POST', '/api/messenger/new', {
      space: w.stranger.space,
      participants: [w.buyer.space],
      about: { kind: 'tariff', key: w.tariff },
    });
    expect(wrong.body.error.code).toBe('messenger.wrong_supplier');
    const missing = await call(ctx.app, w.stranger.owner, 'POST', '/api/messenger/new', {
      space: w.stranger.space,
      participants: ['sp_nobody-here'],
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({
      code: 'messenger.unknown_participant',
      params: { space: 'sp_nobody-here' },
    });
    const self = await call(ctx.app, w.stranger.owner, 'POST', '/api/messenger/new', {
      space: w.stranger.space,
      participants: [w.stranger.space],
    });
    expect(self.body.error.code).toBe('messenger.self');
    const draftTariff = await call(ctx.app, w.stranger.owner, 'POST', '/api/messenger/new', {
      space: w.stranger.space,
      participants: [w.supplier.space],
      about: { kind: 'tariff', key: 'tf_does-not-exist' },
    });
    expect(draftTariff.status).toBe(404);
    expect(await counts(ctx.app)).toEqual(before);
    await partner(ctx.app, w.stranger, w.supplier);
    const now = await expectOk(
      call(ctx.app, w.stranger.owner, 'POST', '/api/messenger/new', {
        space: w.stranger.space,
        participants: [w.supplier.space],
        subject: '取引先としてご挨拶',
      }),
    );
    expect(now.body.created).toBe(true);
  });

  it('refuses bad messages with a named reason and stores nothing', async () => {
    const before = await counts(ctx.app);
    const cases: [unknown, number, string][] = [
      [{ text: '' }, 400, 'messenger.empty_message'],
      [{ text: '   ' }, 400, 'messenger.empty_message'],
      [{ text: 'x'.repeat(10_001) }, 400, 'request.invalid'],
      [
        {
          text: 'six',
          attachments: Array(6).fill('bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq'),
        },
        400,
        'request.invalid',
      ],
      [
        { text: 'x', attachments: ['bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq'] },
        422,
        'messenger.attachment_unknown',
      ],
      [{ text: 'x', extra: 1 }, 400, 'request.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(ctx.app, w.buyer.owner, 'POST', `/api/messenger/${conversation}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.error.code).toBe(code);
    }
    const max = await call(ctx.app, w.buyer.owner, 'POST', `/api/messenger/${conversation}`, {
      text: 'x'.repeat(10_000),
    });
    expect(max.status).toBe(200);
    expect((await counts(ctx.app))?.m).toBe((before?.m ?? 0) + 1);
  });

  it('rings the other side once a minute per conversation, never the sender, in both languages', async () => {
    const bell = async (sub: string) =>
      (
        await queryRows<{ n: number }>(
          ctx.app.database.db,
          sql`select count(*)::int n from notifications where target = ${sub} and link = ${`/messages/${conversation}`}`,
        )
      )[0]?.n ?? 0;
    await ctx.app.database.db.execute(sql`update conversation_participants set notified_at = null`);
    const before = { supplier: await bell(w.supplier.member.sub), buyer: await bell(w.buyer.owner.sub) };
    await expectOk(send(ctx.app, w.buyer.owner, conversation, 'one'));
    await expectOk(send(ctx.app, w.buyer.owner, conversation, 'two'));
    await expectOk(send(ctx.app, w.buyer.admin, conversation, 'three'));
    expect(await bell(w.supplier.member.sub)).toBe(before.supplier + 1);
    expect(await bell(w.buyer.owner.sub)).toBe(before.buyer);
    const [row] = await queryRows<{ subject: { jp: string; en: string } }>(
      ctx.app.database.db,
      sql`select subject from notifications where target = ${w.supplier.member.sub} order by created_at desc limit 1`,
    );
    expect(row?.subject).toEqual({
      jp: '新着メッセージ: さくらメッセージ旅行',
      en: 'New message: さくらメッセージ旅行',
    });
    // A minute later the next message rings again.
    await ctx.app.database.db.execute(
      sql`update conversation_participants set notified_at = now() - interval '2 minutes'`,
    );
    await expectOk(send(ctx.app, w.buyer.owner, conversation, 'four'));
    expect(await bell(w.supplier.member.sub)).toBe(before.supplier + 2);
  });
});
