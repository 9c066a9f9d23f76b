import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accessRequests, spaceMembers } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, core, type TestUser } from '../sessions.ts';
import { verifiedUser } from './support.ts';

/** nobody becomes owner except by an owner's explicit act, and a company never loses its last owner. */
describeEachDatabase('ownership of a company space', (ctx) => {
  async function company() {
    const owner = await verifiedUser(ctx.app);
    const res = await call(ctx.app, owner, 'POST', '/api/corporate', {
      name: '京都旅館株式会社',
      category: 'supplier',
      role: 'supplier',
      industry: 'creator',
    });
    const key = res.body.key as string;
    const join = async (role: 'admin' | 'member') => {
      const user = await verifiedUser(ctx.app);
      const invited = await call(ctx.app, owner, 'POST', `/api/corporate/${key}/invitations`, {
        email: user.email,
        role,
      });
      await call(ctx.app, user, 'POST', `/api/invitations/${invited.body.id}/accept`);
      return user;
    };
    return { owner, key, join };
  }

  const roleOf = async (key: string, user: TestUser) => {
    const [row] = await ctx.app.database.db
      .select({ role: spaceMembers.role })
      .from(spaceMembers)
      .where(and(eq(spaceMembers.spaceKey, key), eq(spaceMembers.sub, user.sub)));
    return row?.role ?? null;
  };

  /** A request for ownership as it could have been filed before requests for it were refused. */
  async function pendingOwnerRequest(key: string, user: TestUser) {
    const [row] = await ctx.app.database.db
      .insert(accessRequests)
      .values({ sub: user.sub, entry: 'tourtariff:supplier:owner', spaceKey: key })
      .returning();
    return row?.id as string;
  }

  it('[COMPANY ADMIN] cannot make an accomplice owner through users/acl request + decide, then remove the owner', async () => {
    const { owner, key, join } = await company();
    const admin = await join('admin');
    const accomplice = await verifiedUser(ctx.app);
    const asked = await core(ctx.app, accomplice, 'users/acl/request', {
      entry: 'supplier:owner',
      space: key,
    });
    expect(asked).toMatchObject({ status: 10 });
    expect(asked.message).toMatch(/owner/);

    const id = await pendingOwnerRequest(key, accomplice);
    expect(await core(ctx.app, admin, 'users/acl/decide', { id, grant: true })).toMatchObject({ status: 11 });
    expect(await roleOf(key, accomplice)).toBeNull();
    const res = await call(ctx.app, admin, 'DELETE', `/api/corporate/${key}/members/${owner.sub}`);
    expect(res.status).toBe(403);
    expect(await roleOf(key, owner)).toBe('owner');
  });

  it('an owner request is never granted by decide, not even by an owner or an administrator', async () => {
    const { owner, key } = await company();
    const platformAdmin = await verifiedUser(ctx.app, { grants: ['admin'] });
    const asker = await verifiedUser(ctx.app);
    const id = await pendingOwnerRequest(key, asker);
    for (const decider of [owner, platformAdmin]) {
      expect(await core(ctx.app, decider, 'users/acl/decide', { id, grant: true })).toMatchObject({
        status: 11,
      });
    }
    expect(await roleOf(key, asker)).toBeNull();
    // Refusing it stays possible, so the request does not hang forever.
    expect(await core(ctx.app, owner, 'users/acl/decide', { id, grant: false })).toMatchObject({ status: 0 });
  });

  it('a company admin grants member and admin, never above their own role', async () => {
    const { key, join } = await company();
    const admin = await join('admin');
    const member = await join('member');
    const asker = await verifiedUser(ctx.app);
    const asked = await core(ctx.app, asker, 'users/acl/request', { entry: 'supplier:admin', space: key });
    const id = (asked.data as { id: string }).id;
    // A plain member cannot even see the request.
    expect(await core(ctx.app, member, 'users/acl/decide', { id, grant: true })).toMatchObject({
      status: 12,
    });
    expect(await core(ctx.app, admin, 'users/acl/decide', { id, grant: true })).toMatchObject({ status: 0 });
    expect(await roleOf(key, asker)).toBe('admin');
  });

  it('making someone owner is the owner’s explicit act on the members page (or a platform administrator’s)', async () => {
    const { owner, key, join } = await company();
    const admin = await join('admin');
    const member = await join('member');
    const patch = (by: TestUser, who: TestUser, role: string) =>
      call(ctx.app, by, 'PATCH', `/api/corporate/${key}/members/${who.sub}`, { role });
    expect((await patch(admin, admin, 'owner')).status).toBe(403);
    expect((await patch(admin, member, 'owner')).status).toBe(403);
    expect(
      (
        await call(ctx.app, admin, 'POST', `/api/corporate/${key}/invitations`, {
          email: 'x@example.test',
          role: 'owner',
        })
      ).status,
    ).toBe(403);
    expect((await patch(admin, member, 'admin')).status).toBe(200);
    expect(await roleOf(key, admin)).toBe('admin');
    expect((await patch(owner, member, 'owner')).status).toBe(200);
    const platformAdmin = await verifiedUser(ctx.app, { grants: ['admin'] });
    expect((await patch(platformAdmin, admin, 'owner')).status).toBe(200);
    expect(await roleOf(key, admin)).toBe('owner');
  });

  it('the last owner can be neither removed nor demoted, by anyone, by any path', async () => {
    const { owner, key, join } = await company();
    const admin = await join('admin');
    const platformAdmin = await verifiedUser(ctx.app, { grants: ['admin'] });
    const url = `/api/corporate/${key}/members/${owner.sub}`;
    expect((await call(ctx.app, owner, 'DELETE', url)).status).toBe(409);
    expect((await call(ctx.app, owner, 'PATCH', url, { role: 'admin' })).status).toBe(409);
    expect((await call(ctx.app, platformAdmin, 'DELETE', url)).status).toBe(409);
    expect((await call(ctx.app, platformAdmin, 'PATCH', url, { role: 'member' })).status).toBe(409);
    // Rights first: a company admin is refused for who they are, not for the owner count.
    expect((await call(ctx.app, admin, 'DELETE', url)).status).toBe(403);
    expect((await call(ctx.app, admin, 'PATCH', url, { role: 'member' })).status).toBe(403);
    expect(await roleOf(key, owner)).toBe('owner');
  });

  it('two owners stepping down at the same moment leave one owner', async () => {
    const { owner, key } = await company();
    const second = await verifiedUser(ctx.app);
    await ctx.app.database.db.insert(spaceMembers).values({ spaceKey: key, sub: second.sub, role: 'owner' });
    const answers = await Promise.all(
      [owner, second].map((user) =>
        call(ctx.app, user, 'PATCH', `/api/corporate/${key}/members/${user.sub}`, { role: 'member' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const owners = await ctx.app.database.db
      .select()
      .from(spaceMembers)
      .where(and(eq(spaceMembers.spaceKey, key), eq(spaceMembers.role, 'owner')));
    expect(owners).toHaveLength(1);
  });

  it('an owner may leave once another owner exists', async () => {
    const { owner, key, join } = await company();
    const admin = await join('admin');
    await call(ctx.app, owner, 'PATCH', `/api/corporate/${key}/members/${admin.sub}`, { role: 'owner' });
    expect((await call(ctx.app, owner, 'DELETE', `/api/corporate/${key}/members/${owner.sub}`)).status).toBe(
      200,
    );
    expect(await roleOf(key, admin)).toBe('owner');
  });
});
