import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { call } from '../sessions.ts';
import { verifiedUser } from './support.ts';

describeEachDatabase('corporate members and invitations', (ctx) => {
  async function company() {
    const owner = await verifiedUser(ctx.app);
    const space = (
      await call(ctx.app, owner, 'POST', '/api/corporate', {
        name: '京都旅館株式会社',
        category: 'supplier',
        role: 'supplier',
        industry: 'creator',
      })
    ).body;
    return { owner, space };
  }

  it('an owner invites by email; the invitee sees it after sign-in, accepts, and gains the entries at once', async () => {
    const { owner, space } = await company();
    const invitee = await verifiedUser(ctx.app);
    const inv = await call(ctx.app, owner, 'POST', `/api/corporate/${space.key}/invitations`, {
      email: invitee.email.toUpperCase(),
      role: 'member',
    });
    expect(inv.status).toBe(200);
    expect(inv.body.email).toBe(invitee.email);
    expect(
      (
        await call(ctx.app, owner, 'POST', `/api/corporate/${space.key}/invitations`, {
          email: invitee.email,
        })
      ).status,
    ).toBe(409);
    const mine = (await call(ctx.app, invitee, 'GET', '/api/invitations')).body.items;
    expect(mine).toEqual([
      expect.objectContaining({
        id: inv.body.id,
        space: expect.objectContaining({ name: '京都旅館株式会社' }),
      }),
    ]);
    expect((await call(ctx.app, invitee, 'GET', `/api/corporate/${space.key}`)).status).toBe(404);
    expect((await call(ctx.app, invitee, 'POST', `/api/invitations/${inv.body.id}/accept`)).status).toBe(200);
    expect((await call(ctx.app, invitee, 'GET', `/api/corporate/${space.key}`)).body.memberRole).toBe(
      'member',
    );
    expect((await call(ctx.app, invitee, 'POST', '/auth/me')).body.access).toContain(
      'tourtariff:supplier:member',
    );
    expect((await call(ctx.app, invitee, 'GET', '/api/profile')).body.corporate).toHaveLength(1);
    expect((await call(ctx.app, invitee, 'POST', `/api/invitations/${inv.body.id}/accept`)).status).toBe(404);
  });

  it('someone else cannot answer an invitation that is not theirs; members cannot invite', async () => {
    const { owner, space } = await company();
    const invitee = await verifiedUser(ctx.app);
    const other = await verifiedUser(ctx.app);
    const inv = (
      await call(ctx.app, owner, 'POST', `/api/corporate/${space.key}/invitations`, { email: invitee.email })
    ).body;
    expect((await call(ctx.app, other, 'POST', `/api/invitations/${inv.id}/accept`)).status).toBe(404);
    await call(ctx.app, invitee, 'POST', `/api/invitations/${inv.id}/accept`);
    expect(
      (
        await call(ctx.app, invitee, 'POST', `/api/corporate/${space.key}/invitations`, {
          email: other.email,
        })
      ).status,
    ).toBe(403);
  });

  it('owners change roles and remove members; the last owner can neither leave nor step down', async () => {
    const { owner, space } = await company();
    const second = await verifiedUser(ctx.app);
    const inv = (
      await call(ctx.app, owner, 'POST', `/api/corporate/${space.key}/invitations`, {
        email: second.email,
        role: 'admin',
      })
    ).body;
    await call(ctx.app, second, 'POST', `/api/invitations/${inv.id}/accept`);
    expect(
      (await call(ctx.app, owner, 'DELETE', `/api/corporate/${space.key}/members/${owner.sub}`)).status,
    ).toBe(409);
    expect(
      (
        await call(ctx.app, owner, 'PATCH', `/api/corporate/${space.key}/members/${owner.sub}`, {
          role: 'member',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(ctx.app, second, 'PATCH', `/api/corporate/${space.key}/members/${owner.sub}`, {
          role: 'member',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(ctx.app, owner, 'PATCH', `/api/corporate/${space.key}/members/${second.sub}`, {
          role: 'owner',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(ctx.app, owner, 'DELETE', `/api/corporate/${space.key}/members/${owner.sub}`)).status,
    ).toBe(200);
    expect((await call(ctx.app, owner, 'POST', '/auth/me')).body.access).not.toContain(
      'tourtariff:supplier:owner',
    );
    const members = (await call(ctx.app, second, 'GET', `/api/corporate/${space.key}/members`)).body.items;
    expect(members).toEqual([expect.objectContaining({ sub: second.sub, role: 'owner' })]);
  });

  it('invitations can be revoked and declined', async () => {
    const { owner, space } = await company();
    const invitee = await verifiedUser(ctx.app);
    const first = (
      await call(ctx.app, owner, 'POST', `/api/corporate/${space.key}/invitations`, { email: invitee.email })
    ).body;
    expect(
      (await call(ctx.app, owner, 'DELETE', `/api/corporate/${space.key}/invitations/${first.id}`)).status,
    ).toBe(200);
    expect((await call(ctx.app, invitee, 'GET', '/api/invitations')).body.items).toEqual([]);
    const again = (
      await call(ctx.app, owner, 'POST', `/api/corporate/${space.key}/invitations`, { email: invitee.email })
    ).body;
    expect((await call(ctx.app, invitee, 'POST', `/api/invitations/${again.id}/decline`)).status).toBe(200);
    expect((await call(ctx.app, owner, 'GET', `/api/corporate/${space.key}/invitations`)).body.items).toEqual(
      [],
    );
  });
});
