import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { signedInUser, type TestUser } from '../sessions.ts';
import { call, expectOk, inState, partner, team, type World, world } from './support.ts';

type Who = 'writer' | 'buyer.admin' | 'buyer.member' | 'supplier.owner' | 'outsider' | 'administrator';
type State = 'pending' | 'published' | 'rejected' | 'hidden';
type Move = {
  target: 'published' | 'rejected' | 'hidden';
  from: State;
  allowed: Who[];
  refused: [Who, number][];
};

// docs/product-decisions.md §6 / administrators publish or reject a pending review and hide a published one; the
// author's side hides its own; a member reads; the supplier and strangers read published reviews only.
const moves: Move[] = [
  {
    target: 'published',
    from: 'pending',
    allowed: ['administrator'],
    refused: [
      ['writer', 403],
      ['buyer.member', 403],
      ['supplier.owner', 404],
      ['outsider', 404],
    ],
  },
  {
    target: 'rejected',
    from: 'pending',
    allowed: ['administrator'],
    refused: [
      ['writer', 403],
      ['buyer.admin', 403],
      ['supplier.owner', 404],
    ],
  },
  {
    target: 'hidden',
    from: 'published',
    allowed: ['administrator', 'writer', 'buyer.admin'],
    refused: [
      ['buyer.member', 403],
      ['supplier.owner', 403],
      ['outsider', 403],
    ],
  },
];

describeEachDatabase('reviews: states, reply and stats', (ctx) => {
  let outsider: TestUser;
  const who = (w: World, actor: Who): TestUser => {
    if (actor === 'outsider') return outsider;
    if (actor === 'administrator') return w.admin;
    if (actor === 'writer') return w.buyer.owner;
    const [side, role] = actor.split('.') as ['buyer' | 'supplier', 'owner' | 'admin' | 'member'];
    return w[side][role];
  };
  const stateOf = async (w: World, key: string) =>
    (await expectOk(call(ctx.app, w.admin, 'GET', `/api/v1/Review/${key}`))).body.state;
  const stats = async (w: World, id: string) =>
    (await expectOk(call(ctx.app, w.buyer.member, 'GET', `/api/v1/Review/stats/${id}`))).body;

  // Set-up: an outsider.
  beforeAll(async () => {
    outsider = (await team(ctx.app, 'buyer', 'レビュー部外者株式会社')).owner;
  });

  for (const move of moves) {
    const title = `${move.from} → ${move.target}`;
    it.each(move.refused)(`${title}: refused for %s with %i, nothing changes`, async (actor, status) => {
      const w = await world(ctx.app);
      const key = await inState(ctx.app, w, move.from);
      const res = await call(ctx.app, who(w, actor), 'PATCH', `/api/v1/Review/${key}/${move.target}`, {
        reason: '理由',
      });
      expect(res.status).toBe(status);
      if (status === 404) expect(res.body).toEqual(INVALID_RECORD);
      else expect(res.body.error.code).toBe('review.move_forbidden');
      expect(await stateOf(w, key)).toBe(move.from);
    });
    it.each(move.allowed)(`${title}: allowed for %s`, async (actor) => {
      const w = await world(ctx.app);
      const key = await inState(ctx.app, w, move.from);
      const res = await expectOk(
        call(ctx.app, who(w, actor), 'PATCH', `/api/v1/Review/${key}/${move.target}`, { reason: '理由' }),
      );
      expect(res.body.state).toBe(move.target);
    });
  }

  it('refuses moves not open from the state (409) and a moderator without a reason (422)', async () => {
    const w = await world(ctx.app);
    const key = await inState(ctx.app, w, 'pending');
    const hide = await call(ctx.app, w.admin, 'PATCH', `/api/v1/Review/${key}/hidden`, { reason: 'x' });
    expect([hide.status, hide.body.error.code, hide.body.error.params]).toEqual([
      409,
      'review.state_conflict',
      { from: 'pending', to: 'hidden' },
    ]);
    const bare = await call(ctx.app, w.admin, 'PATCH', `/api/v1/Review/${key}/rejected`, {});
    expect([bare.status, bare.body.error.code, bare.body.error.fields[0].field]).toEqual([
      422,
      'review.reason_required',
      'body.reason',
    ]);
    expect(await stateOf(w, key)).toBe('pending');
    const bogus = await call(ctx.app, w.admin, 'PATCH', `/api/v1/Review/${key}/draft`, {});
    expect(bogus.status).toBe(400);
  });

  it('tells the author why it was rejected, in both languages; the reason is theirs and the admins’ to read', async () => {
    const w = await world(ctx.app);
    const key = await inState(ctx.app, w, 'pending');
    await expectOk(
      call(ctx.app, w.admin, 'PATCH', `/api/v1/Review/${key}/rejected`, { reason: '個人名が含まれています' }),
    );
    const rows = await queryRows<{ subject: { jp: string; en: string }; body: { jp: string; en: string } }>(
      ctx.app.database.db,
      sql`select subject, body from notifications where target = ${w.buyer.owner.sub} and subject->>'en' like 'Your review%'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject.jp).toContain('レビューが掲載されませんでした');
    expect(rows[0]?.body.jp).toContain('個人名が含まれています');
    const mine = await expectOk(call(ctx.app, w.buyer.member, 'GET', `/api/v1/Review/${key}`));
    expect(mine.body.reason).toBe('個人名が含まれています');
  });

  it('counts published reviews only, for the tariff and for the supplier', async () => {
    const w = await world(ctx.app);
    const others = [];
    for (const name of ['二', '三', '四', '五']) {
      const t = await team(ctx.app, 'buyer', `統計買い手${name}株式会社`);
      await partner(ctx.app, t, w.supplier);
      others.push(t);
    }
    const post = (t: typeof w.buyer, rating: number) =>
      expectOk(
        call(ctx.app, t.owner, 'POST', '/api/v1/Review', {
          tariff: w.tariff,
          space: t.space,
          rating,
          title: 't',
          text: 'x',
          lang: 'jp',
        }),
      );
    const [a, b, c, d, e] = await Promise.all(
      [w.buyer, ...others].map((t, i) => post(t, [5, 4, 4, 1, 2][i] as number)),
    );
    const move = (key: string, to: string) =>
      expectOk(call(ctx.app, w.admin, 'PATCH', `/api/v1/Review/${key}/${to}`, { reason: 'r' }));
    await move(a?.body.key, 'published');
    await move(b?.body.key, 'published');
    await move(c?.body.key, 'published');
    await move(d?.body.key, 'rejected');
    await move(c?.body.key, 'hidden');
    void e; // stays pending
    const expected = { count: 2, average: 4.5, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } };
    expect(await stats(w, w.tariff)).toEqual(expected);
    expect(await stats(w, w.supplier.space)).toEqual(expected);
    // Editing sends a published review back to pending, so it leaves the stats.
    await expectOk(
      call(ctx.app, w.buyer.owner, 'PUT', `/api/v1/Review/${a?.body.key}`, {
        rating: 3,
        title: 't',
        text: 'y',
        lang: 'en',
      }),
    );
    expect(await stateOf(w, a?.body.key)).toBe('pending');
    expect(await stats(w, w.tariff)).toEqual({
      count: 1,
      average: 4,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
    });
    // The list a stranger reads holds published reviews only.
    const list = await expectOk(call(ctx.app, outsider, 'GET', `/api/v1/Review?tariff=${w.tariff}`));
    expect(list.body.items.map((r: { key: string }) => r.key)).toEqual([b?.body.key]);
    const missing = await call(ctx.app, outsider, 'GET', '/api/v1/Review/stats/sp_missing');
    expect([missing.status, missing.body]).toEqual([404, INVALID_RECORD]);
  });

  it('search shows the stars and count and sorts by rating', async () => {
    const w = await world(ctx.app);
    const key = await inState(ctx.app, w, 'published');
    const body = { q: '', sort: 'rating', limit: 100 };
    const res = await expectOk(call(ctx.app, outsider, 'POST', '/api/v1/Tariff/search', body));
    const hit = res.body.items.find((i: { key: string }) => i.key === w.tariff);
    expect(hit.rating).toEqual({ average: 4, count: 1 });
    const ratings = res.body.items.map((i: { rating: { average: number } | null }) => i.rating?.average ?? 0);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    await expectOk(call(ctx.app, w.admin, 'PATCH', `/api/v1/Review/${key}/hidden`, { reason: 'r' }));
    const after = await expectOk(call(ctx.app, outsider, 'POST', '/api/v1/Tariff/search', body));
    expect(after.body.items.find((i: { key: string }) => i.key === w.tariff).rating).toBeNull();
  });

  it('lets the supplier’s owners and admins reply once to a published review', async () => {
    const w = await world(ctx.app);
    const pending = await inState(ctx.app, w, 'pending');
    const early = await call(ctx.app, w.supplier.owner, 'POST', `/api/v1/Review/${pending}/reply`, {
      text: 'x',
    });
    expect(early.status).toBe(404); // a pending review is not the supplier's to read
    await expectOk(call(ctx.app, w.admin, 'PATCH', `/api/v1/Review/${pending}/published`, {}));
    const byMember = await call(ctx.app, w.supplier.member, 'POST', `/api/v1/Review/${pending}/reply`, {
      text: 'x',
    });
    expect([byMember.status, byMember.body.error.code]).toEqual([403, 'review.reply_forbidden']);
    const byBuyer = await call(ctx.app, w.buyer.owner, 'POST', `/api/v1/Review/${pending}/reply`, {
      text: 'x',
    });
    expect(byBuyer.status).toBe(403);
    const ok = await expectOk(
      call(ctx.app, w.supplier.admin, 'POST', `/api/v1/Review/${pending}/reply`, {
        text: 'ありがとうございました',
      }),
    );
    expect(ok.body.reply.text).toBe('ありがとうございました');
    const again = await call(ctx.app, w.supplier.owner, 'POST', `/api/v1/Review/${pending}/reply`, {
      text: 'y',
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'review.reply_exists']);
    const empty = await call(ctx.app, w.supplier.owner, 'POST', `/api/v1/Review/${pending}/reply`, {
      text: ' ',
    });
    expect(empty.status).toBe(400);
  });

  it('lets only the author’s side edit or delete', async () => {
    const w = await world(ctx.app);
    const key = await inState(ctx.app, w, 'published');
    const edit = { rating: 2, title: 't', text: 'x', lang: 'jp' };
    const byMember = await call(ctx.app, w.buyer.member, 'PUT', `/api/v1/Review/${key}`, edit);
    expect([byMember.status, byMember.body.error.code]).toEqual([403, 'review.manage_forbidden']);
    const bySupplier = await call(ctx.app, w.supplier.owner, 'DELETE', `/api/v1/Review/${key}`);
    expect(bySupplier.status).toBe(403);
    await expectOk(call(ctx.app, w.buyer.admin, 'DELETE', `/api/v1/Review/${key}`));
    const gone = await call(ctx.app, w.admin, 'GET', `/api/v1/Review/${key}`);
    expect(gone.status).toBe(404);
  });

  it('answers the query language over readable reviews and refuses unknown fields', async () => {
    const w = await world(ctx.app);
    await inState(ctx.app, w, 'published');
    const admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const q = await expectOk(
      call(ctx.app, admin, 'POST', '/api/v1/Review/query', {
        filter: { tariff: w.tariff },
        fields: ['rating'],
      }),
    );
    expect(q.body.items).toEqual([{ key: expect.any(String), rating: 4 }]);
    const agg = await expectOk(
      call(ctx.app, admin, 'POST', '/api/v1/Review/aggregate', {
        filter: { tariff: w.tariff },
        groupBy: ['state'],
        metrics: [{ op: 'count' }, { op: 'avg', field: 'rating' }],
      }),
    );
    expect(agg.body.items).toEqual([{ group: { state: 'published' }, count: 1, 'avg:rating': 4 }]);
    const bad = await call(ctx.app, admin, 'POST', '/api/v1/Review/query', { filter: { secret: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].field).toBe('body.filter.secret');
  });
});
