import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { spaceAudit } from '../../src/db/schema/index.ts';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { call, core, type TestUser } from '../sessions.ts';
import { verifiedUser } from './support.ts';

type Entry = { action: string; actor: { sub: string }; target: { sub: string | null; email: string | null } };

/** every change of who belongs to a company, and as what, is kept and told to its owners. */
describeEachDatabase('membership audit of a company space', (ctx) => {
  async function company() {
    const owner = await verifiedUser(ctx.app);
    const coOwner = await verifiedUser(ctx.app);
    const res = await call(ctx.app, owner, 'POST', '/api/corporate', {
      name: 'さくらトラベル株式会社',
      category: 'buyer',
      role: 'buyer',
      industry: 'arranger',
    });
    const key = res.body.key as string;
    const invited = await call(ctx.app, owner, 'POST', `/api/corporate/${key}/invitations`, {
      email: coOwner.email,
      role: 'owner',
    });
    await call(ctx.app, coOwner, 'POST', `/api/invitations/${invited.body.id}/accept`);
    return { owner, coOwner, key };
  }

  const auditOf = async (user: TestUser, key: string, query = '') =>
    call(ctx.app, user, 'GET', `/api/corporate/${key}/audit${query}`);

  const bell = async (user: TestUser) =>
    ((await core(ctx.app, user, 'notify/list', {})).data as { items: { subject: { jp: string } }[] }).items;

  it('records invite, join, role, revocation, removal, leaving and a decided request, newest first', async () => {
    const { owner, coOwner, key } = await company();
    const a = await verifiedUser(ctx.app);
    const b = await verifiedUser(ctx.app);
    const asker = await verifiedUser(ctx.app);
    const inviteA = await call(ctx.app, owner, 'POST', `/api/corporate/${key}/invitations`, {
      email: a.email,
    });
    await call(ctx.app, a, 'POST', `/api/invitations/${inviteA.body.id}/accept`);
    await call(ctx.app, owner, 'PATCH', `/api/corporate/${key}/members/${a.sub}`, { role: 'admin' });
    const inviteB = await call(ctx.app, a, 'POST', `/api/corporate/${key}/invitations`, { email: b.email });
    await call(ctx.app, a, 'DELETE', `/api/corporate/${key}/invitations/${inviteB.body.id}`);
    const asked = await core(ctx.app, asker, 'users/acl/request', { entry: 'buyer:member', space: key });
    await core(ctx.app, a, 'users/acl/decide', { id: (asked.data as { id: string }).id, grant: true });
    await call(ctx.app, a, 'DELETE', `/api/corporate/${key}/members/${asker.sub}`);
    await call(ctx.app, a, 'DELETE', `/api/corporate/${key}/members/${a.sub}`);

    const res = await auditOf(owner, key);
    expect(res.status).toBe(200);
    const items = res.body.items as Entry[];
    expect(items.map((e) => e.action)).toEqual([
      'leave',
      'remove',
      'join',
      'revoke_invitation',
      'invite',
      'role',
      'join',
      'invite',
      'join',
      'invite',
      'join',
    ]);
    expect(items[0]).toMatchObject({ actor: { sub: a.sub }, target: { sub: a.sub }, fromRole: 'admin' });
    expect(items[2]).toMatchObject({ actor: { sub: a.sub }, target: { sub: asker.sub }, toRole: 'member' });
    expect(items[3]).toMatchObject({ target: { email: b.email } });
    expect(items[5]).toMatchObject({ target: { sub: a.sub }, fromRole: 'member', toRole: 'admin' });
    expect(res.body.next).toBeNull();

    // The other owner hears of every change made by someone else; nobody is told of their own act.
    const subjects = (await bell(coOwner)).map((n) => n.subject.jp);
    expect(subjects.length).toBeGreaterThanOrEqual(8);
    expect(subjects.every((s) => s.includes('さくらトラベル株式会社'))).toBe(true);
    expect((await bell(owner)).length).toBeGreaterThanOrEqual(6);
  });

  it('pages with ?limit and ?cursor', async () => {
    const { owner, key } = await company();
    for (const n of [1, 2, 3]) {
      await call(ctx.app, owner, 'POST', `/api/corporate/${key}/invitations`, {
        email: `p${n}@example.test`,
      });
    }
    const first = await auditOf(owner, key, '?limit=2');
    expect(first.body.items).toHaveLength(2);
    const second = await auditOf(owner, key, `?limit=2&cursor=${encodeURIComponent(first.body.next)}`);
    const third = await auditOf(owner, key, `?limit=2&cursor=${encodeURIComponent(second.body.next)}`);
    const seen = [...first.body.items, ...second.body.items, ...third.body.items].map(
      (e: { id: string }) => e.id,
    );
    expect(new Set(seen).size).toBe(6);
    expect(third.body.next).toBeNull();
    expect((await auditOf(owner, key, '?cursor=nonsense')).status).toBe(400);
    expect((await auditOf(owner, key, '?limit=101')).status).toBe(400);
  });

  it('is for the owners and admins of the space and for administrators; strangers learn nothing', async () => {
    const { owner, key } = await company();
    const member = await verifiedUser(ctx.app);
    const stranger = await verifiedUser(ctx.app);
    const platformAdmin = await verifiedUser(ctx.app, { grants: ['admin'] });
    const invited = await call(ctx.app, owner, 'POST', `/api/corporate/${key}/invitations`, {
      email: member.email,
    });
    await call(ctx.app, member, 'POST', `/api/invitations/${invited.body.id}/accept`);
    expect((await auditOf(member, key)).status).toBe(403);
    expect((await auditOf(platformAdmin, key)).status).toBe(200);
    const hidden = await auditOf(stranger, key);
    expect(hidden).toEqual({ status: 404, body: INVALID_RECORD });
    expect(await auditOf(stranger, 'sp_no-such-space')).toEqual(hidden);
  });

  it('a refused change leaves no entry, and a notice that cannot be sent does not undo the change', async () => {
    const { owner, key } = await company();
    const count = async () =>
      (await ctx.app.database.db.select().from(spaceAudit).where(eq(spaceAudit.spaceKey, key))).length;
    const before = await count();
    const stranger = await verifiedUser(ctx.app);
    await call(ctx.app, stranger, 'POST', `/api/corporate/${key}/invitations`, { email: 'z@example.test' });
    expect(await count()).toBe(before);

    await ctx.app.database.db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      const res = await call(ctx.app, owner, 'POST', `/api/corporate/${key}/invitations`, {
        email: 'y@example.test',
      });
      expect(res.status).toBe(200);
    } finally {
      await ctx.app.database.db.execute(sql`alter table notifications_away rename to notifications`);
    }
    expect(await count()).toBe(before + 1);
  });
});
