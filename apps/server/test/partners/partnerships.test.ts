import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { signedInUser, type TestUser } from '../sessions.ts';
import { call, expectOk, partner, request, type Team, team } from './support.ts';

type Role = 'owner' | 'admin' | 'member';
type Actor = `${'buyer' | 'supplier'}.${Role}` | 'outsider' | 'administrator';
type Move = {
  target: 'active' | 'declined' | 'withdrawn' | 'ended';
  from: 'requested' | 'active';
  /** Who asked: the side that may withdraw; the other side accepts or declines. */
  requester: 'buyer' | 'supplier';
  allowed: Actor[];
  refused: [Actor, number][];
};

// the asked side's owners and admins accept or decline, the asker's withdraw, either side's
// end; members only read (403); a stranger learns nothing (404); an administrator reads but does not decide.
const moves: Move[] = [
  {
    target: 'active',
    from: 'requested',
    requester: 'buyer',
    allowed: ['supplier.owner', 'supplier.admin'],
    refused: [
      ['supplier.member', 403],
      ['buyer.owner', 403],
      ['buyer.member', 403],
      ['outsider', 404],
      ['administrator', 403],
    ],
  },
  {
    target: 'active',
    from: 'requested',
    requester: 'supplier',
    allowed: ['buyer.owner', 'buyer.admin'],
    refused: [
      ['buyer.member', 403],
      ['supplier.owner', 403],
      ['outsider', 404],
    ],
  },
  {
    target: 'declined',
    from: 'requested',
    requester: 'buyer',
    allowed: ['supplier.owner', 'supplier.admin'],
    refused: [
      ['supplier.member', 403],
      ['buyer.admin', 403],
      ['outsider', 404],
      ['administrator', 403],
    ],
  },
  {
    target: 'withdrawn',
    from: 'requested',
    requester: 'buyer',
    allowed: ['buyer.owner', 'buyer.admin'],
    refused: [
      ['buyer.member', 403],
      ['supplier.owner', 403],
      ['supplier.admin', 403],
      ['outsider', 404],
    ],
  },
  {
    target: 'withdrawn',
    from: 'requested',
    requester: 'supplier',
    allowed: ['supplier.admin'],
    refused: [
      ['supplier.member', 403],
      ['buyer.owner', 403],
      ['outsider', 404],
    ],
  },
  {
    target: 'ended',
    from: 'active',
    requester: 'buyer',
    allowed: ['buyer.owner', 'buyer.admin', 'supplier.owner', 'supplier.admin'],
    refused: [
      ['buyer.member', 403],
      ['supplier.member', 403],
      ['outsider', 404],
      ['administrator', 403],
    ],
  },
];

describeEachDatabase('trading partnerships', (ctx) => {
  let outsider: Team;
  let administrator: TestUser;
  let n = 0;

  const pair = async () => {
    n += 1;
    return {
      buyer: await team(ctx.app, 'buyer', `買い手${n}株式会社`),
      supplier: await team(ctx.app, 'supplier', `売り手${n}株式会社`),
    };
  };
  const who = (teams: { buyer: Team; supplier: Team }, actor: Actor): TestUser => {
    if (actor === 'outsider') return outsider.owner;
    if (actor === 'administrator') return administrator;
    const [side, role] = actor.split('.') as ['buyer' | 'supplier', Role];
    return teams[side][role];
  };
  const inState = async (teams: { buyer: Team; supplier: Team }, move: Move) => {
    const [from, to] =
      move.requester === 'buyer' ? [teams.buyer, teams.supplier] : [teams.supplier, teams.buyer];
    const key = await request(ctx.app, from, to);
    if (move.from === 'active')
      await expectOk(call(ctx.app, to.owner, 'PATCH', `/api/v1/Partner/${key}/active`, {}));
    return key;
  };
  const stateOf = async (key: string, teams: { buyer: Team }) =>
    (await expectOk(call(ctx.app, teams.buyer.member, 'GET', `/api/v1/Partner/${key}`))).body.state;

  // Set-up: an outsider and an administrator.
  beforeAll(async () => {
    outsider = await team(ctx.app, 'buyer', '部外者株式会社');
    administrator = await signedInUser(ctx.app, { grants: ['admin'] });
  });

  for (const move of moves) {
    const title = `${move.from} → ${move.target} (requested by the ${move.requester})`;
    it.each(move.refused)(`${title}: refused for %s with %i, nothing changes`, async (actor, status) => {
      const teams = await pair();
      const key = await inState(teams, move);
      const res = await call(
        ctx.app,
        who(teams, actor),
        'PATCH',
        `/api/v1/Partner/${key}/${move.target}`,
        {},
      );
      expect(res.status).toBe(status);
      if (status === 404) expect(res.body).toEqual(INVALID_RECORD);
      else expect(res.body.error.code).toBe('partner.manage_forbidden');
      expect(await stateOf(key, teams)).toBe(move.from);
    });
    it.each(move.allowed)(`${title}: allowed for %s, kept in the history`, async (actor) => {
      const teams = await pair();
      const key = await inState(teams, move);
      const res = await expectOk(
        call(ctx.app, who(teams, actor), 'PATCH', `/api/v1/Partner/${key}/${move.target}`, {
          reason: '理由',
        }),
      );
      expect(res.body.state).toBe(move.target);
      expect(res.body.history.at(-1)).toMatchObject({
        from: move.from,
        to: move.target,
        actor: { sub: who(teams, actor).sub },
      });
      // Accepted, the partnership can be ended by whoever accepted it; every other outcome is final.
      expect(res.body.actions).toEqual(move.target === 'active' ? ['ended'] : []);
    });
  }

  it('refuses moves that are not open from the state, with 409', async () => {
    const teams = await pair();
    const key = await request(ctx.app, teams.buyer, teams.supplier);
    const end = await call(ctx.app, teams.supplier.owner, 'PATCH', `/api/v1/Partner/${key}/ended`, {});
    expect(end.status).toBe(409);
    expect(end.body.error).toMatchObject({
      code: 'partner.state_conflict',
      params: { from: 'requested', to: 'ended' },
    });
    await expectOk(call(ctx.app, teams.supplier.owner, 'PATCH', `/api/v1/Partner/${key}/active`, {}));
    const again = await call(ctx.app, teams.supplier.owner, 'PATCH', `/api/v1/Partner/${key}/active`, {});
    expect(again.status).toBe(409);
    expect((await call(ctx.app, teams.buyer.owner, 'PATCH', `/api/v1/Partner/${key}/bogus`, {})).status).toBe(
      400,
    );
  });

  it('refuses a partnership with itself, with the same role, with a guide, twice, or by a member', async () => {
    const teams = await pair();
    const other = await team(ctx.app, 'buyer', '別の買い手株式会社');
    const post = (user: TestUser, space: string, partnerKey: string) =>
      call(ctx.app, user, 'POST', '/api/v1/Partner', { space, partner: partnerKey });
    const self = await post(teams.buyer.owner, teams.buyer.space, teams.buyer.space);
    expect([self.status, self.body.error.code, self.body.error.fields[0].field]).toEqual([
      422,
      'partner.self',
      'body.partner',
    ]);
    const same = await post(teams.buyer.owner, teams.buyer.space, other.space);
    expect([same.status, same.body.error.code]).toEqual([422, 'partner.same_role']);
    expect(same.body.error.params).toEqual({ role: 'buyer' });
    const guide = await signedInUser(ctx.app);
    const guideSpace = (await expectOk(call(ctx.app, guide, 'POST', '/api/v1/Guide', { name: '案内 太郎' })))
      .body.key;
    expect((await post(teams.buyer.owner, teams.buyer.space, guideSpace)).body.error.code).toBe(
      'partner.not_partnerable',
    );
    // A guide holds no Trading Partner access at all (docs/product.md §6).
    expect((await post(guide, guideSpace, teams.supplier.space)).status).toBe(403);
    expect((await post(teams.buyer.member, teams.buyer.space, teams.supplier.space)).status).toBe(403);
    expect((await post(outsider.owner, teams.buyer.space, teams.supplier.space)).status).toBe(404);
    expect((await post(teams.buyer.owner, teams.buyer.space, 'sp_missing')).status).toBe(404);

    const key = await request(ctx.app, teams.buyer, teams.supplier);
    const twice = await post(teams.buyer.owner, teams.buyer.space, teams.supplier.space);
    expect([twice.status, twice.body.error.code, twice.body.error.params.partnership]).toEqual([
      409,
      'partner.duplicate',
      key,
    ]);
    // The other side asking meanwhile is the same open pair.
    expect((await post(teams.supplier.owner, teams.supplier.space, teams.buyer.space)).status).toBe(409);
    await expectOk(call(ctx.app, teams.supplier.owner, 'PATCH', `/api/v1/Partner/${key}/declined`, {}));
    // A declined pair may ask again.
    const again = await expectOk(post(teams.supplier.owner, teams.supplier.space, teams.buyer.space));
    expect(again.body).toMatchObject({
      state: 'requested',
      requestedBy: 'supplier',
      direction: 'sent',
      side: 'supplier',
    });
  });

  it('lets only one of two simultaneous requests land; the other is the duplicate', async () => {
    const teams = await pair();
    const answers = await Promise.all([
      call(ctx.app, teams.buyer.owner, 'POST', '/api/v1/Partner', {
        space: teams.buyer.space,
        partner: teams.supplier.space,
      }),
      call(ctx.app, teams.supplier.admin, 'POST', '/api/v1/Partner', {
        space: teams.supplier.space,
        partner: teams.buyer.space,
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe('partner.duplicate');
  });

  it('tells the other space’s members in both languages, and keeps each step in the history', async () => {
    const teams = await pair();
    const count = async (sub: string) =>
      (
        await queryRows<{ n: number }>(
          ctx.app.database.db,
          sql`select count(*)::int as n from notifications where target = ${sub}`,
        )
      )[0]?.n;
    const before = await count(teams.supplier.member.sub);
    const key = await partner(ctx.app, teams.buyer, teams.supplier);
    expect(await count(teams.supplier.member.sub)).toBe((before ?? 0) + 1);
    const [note] = await queryRows<{ subject: { jp: string; en: string } }>(
      ctx.app.database.db,
      sql`select subject from notifications where target = ${teams.buyer.member.sub} order by created_at desc limit 1`,
    );
    expect(note?.subject.jp).toContain('取引先申請が承認されました');
    expect(note?.subject.en).toContain('Partnership request accepted');
    const detail = await expectOk(call(ctx.app, teams.supplier.member, 'GET', `/api/v1/Partner/${key}`));
    expect(detail.body.history.map((h: { to: string }) => h.to)).toEqual(['requested', 'active']);
    expect(detail.body).toMatchObject({
      side: 'supplier',
      direction: 'received',
      partner: { key: teams.buyer.space },
    });
    expect(detail.body.since).not.toBeNull();
  });

  it('lists by tab and name, readable only by the two spaces and administrators', async () => {
    const teams = await pair();
    const key = await request(ctx.app, teams.buyer, teams.supplier, 'はじめまして');
    const list = (user: TestUser, query: string) => call(ctx.app, user, 'GET', `/api/v1/Partner?${query}`);
    const keys = (res: { body: { items: { key: string }[] } }) => res.body.items.map((i) => i.key);
    expect(keys(await list(teams.buyer.member, `space=${teams.buyer.space}&tab=sent`))).toEqual([key]);
    expect(keys(await list(teams.buyer.member, `space=${teams.buyer.space}&tab=received`))).toEqual([]);
    expect(keys(await list(teams.supplier.member, `space=${teams.supplier.space}&tab=received`))).toEqual([
      key,
    ]);
    expect(
      keys(
        await list(
          teams.supplier.member,
          `space=${teams.supplier.space}&tab=received&q=${encodeURIComponent('買い手')}`,
        ),
      ),
    ).toEqual([key]);
    expect(keys(await list(teams.supplier.member, `space=${teams.supplier.space}&q=zzz`))).toEqual([]);
    expect((await list(outsider.owner, `space=${teams.buyer.space}`)).status).toBe(404);
    expect((await call(ctx.app, outsider.owner, 'GET', `/api/v1/Partner/${key}`)).status).toBe(404);
    expect(
      (await expectOk(call(ctx.app, administrator, 'GET', `/api/v1/Partner/${key}`))).body.side,
    ).toBeNull();
    const mine = await expectOk(list(teams.buyer.owner, ''));
    expect(mine.body.items[0]).toMatchObject({ key, message: 'はじめまして', actions: ['withdrawn'] });
  });

  it('queries and aggregates only the caller’s partnerships', async () => {
    const teams = await pair();
    const key = await partner(ctx.app, teams.buyer, teams.supplier);
    const query = await expectOk(
      call(ctx.app, teams.buyer.owner, 'POST', '/api/v1/Partner/query', {
        filter: { state: 'active' },
        fields: ['state'],
      }),
    );
    expect(query.body.items).toEqual([{ key, state: 'active' }]);
    const none = await expectOk(
      call(ctx.app, outsider.owner, 'POST', '/api/v1/Partner/query', { filter: { key } }),
    );
    expect(none.body.items).toEqual([]);
    const agg = await expectOk(
      call(ctx.app, teams.supplier.member, 'POST', '/api/v1/Partner/aggregate', { groupBy: ['state'] }),
    );
    expect(agg.body.items).toEqual([{ group: { state: 'active' }, count: 1 }]);
    const bad = await call(ctx.app, teams.buyer.owner, 'POST', '/api/v1/Partner/query', {
      filter: { price: 1 },
    });
    expect([bad.status, bad.body.error.fields[0].rule]).toEqual([400, 'unknown_field']);
    const sum = await call(ctx.app, teams.buyer.owner, 'POST', '/api/v1/Partner/aggregate', {
      metrics: [{ op: 'sum', field: 'state' }],
    });
    expect(sum.status).toBe(400);
  });

  it('finds partners in the directory and says which are already asked', async () => {
    const teams = await pair();
    const dir = (user: TestUser, space: string, query = '') =>
      call(ctx.app, user, 'GET', `/api/v1/Partner/directory?space=${space}${query}`);
    const name = `&q=${encodeURIComponent(`売り手${n}`)}`;
    const found = await expectOk(dir(teams.buyer.member, teams.buyer.space, name));
    expect(found.body.items.map((i: { key: string }) => i.key)).toEqual([teams.supplier.space]);
    expect(found.body.items[0].relation).toBeNull();
    const key = await request(ctx.app, teams.buyer, teams.supplier);
    const asked = await expectOk(dir(teams.buyer.member, teams.buyer.space, name));
    expect(asked.body.items[0].relation).toEqual({ key, state: 'requested', direction: 'sent' });
    // Suppliers find buyers, never other suppliers.
    const buyers = await expectOk(
      dir(teams.supplier.owner, teams.supplier.space, `&q=${encodeURIComponent(`売り手${n}`)}`),
    );
    expect(buyers.body.items).toEqual([]);
    expect((await dir(outsider.owner, teams.buyer.space)).status).toBe(404);
    expect((await dir(teams.buyer.owner, teams.buyer.space, '&prefecture=99')).status).toBe(400);
  });
});
