import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { call, type TestUser } from '../sessions.ts';
import { verifiedUser } from './support.ts';

/** docs/product-decisions.md §13: the 和暦 setting of a space, `details.eraDates`, set by its owners and admins. */
describeEachDatabase('space 和暦 setting', (ctx) => {
  const company = async (owner: TestUser) =>
    (
      await call(ctx.app, owner, 'POST', '/api/corporate', {
        name: '京都旅館株式会社',
        category: 'supplier',
        role: 'supplier',
        industry: 'creator',
      })
    ).body.key as string;

  async function join(owner: TestUser, key: string, role: 'admin' | 'member') {
    const user = await verifiedUser(ctx.app);
    const invited = await call(ctx.app, owner, 'POST', `/api/corporate/${key}/invitations`, {
      email: user.email,
      role,
    });
    await call(ctx.app, user, 'POST', `/api/invitations/${invited.body.id}/accept`);
    return user;
  }

  it('owners and admins switch it; it stays through other changes; members may not', async () => {
    const owner = await verifiedUser(ctx.app);
    const key = await company(owner);
    const admin = await join(owner, key, 'admin');
    const member = await join(owner, key, 'member');
    const on = await call(ctx.app, owner, 'PATCH', `/api/corporate/${key}`, { details: { eraDates: true } });
    expect(on.body).toMatchObject({ details: { eraDates: true } });
    expect(on.status).toBe(200);
    expect(on.body.details.eraDates).toBe(true);
    const renamed = await call(ctx.app, owner, 'PATCH', `/api/corporate/${key}`, { name: '別名' });
    expect(renamed.body.details).toMatchObject({ eraDates: true });
    const off = await call(ctx.app, admin, 'PATCH', `/api/corporate/${key}`, {
      details: { eraDates: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.details.eraDates).toBe(false);
    const refused = await call(ctx.app, member, 'PATCH', `/api/corporate/${key}`, {
      details: { eraDates: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('space.manage_forbidden');
    const read = await call(ctx.app, owner, 'GET', `/api/corporate/${key}`);
    expect(read.body.details.eraDates).toBe(false);
  });

  it('refuses a value that is not a boolean, naming the field', async () => {
    const owner = await verifiedUser(ctx.app);
    const key = await company(owner);
    const res = await call(ctx.app, owner, 'PATCH', `/api/corporate/${key}`, {
      details: { eraDates: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain('eraDates');
    const read = await call(ctx.app, owner, 'GET', `/api/corporate/${key}`);
    expect(read.body.details.eraDates).toBeUndefined();
  });

  it('is not part of the public card other spaces read', async () => {
    const owner = await verifiedUser(ctx.app);
    const key = await company(owner);
    await call(ctx.app, owner, 'PATCH', `/api/corporate/${key}`, { details: { eraDates: true } });
    const stranger = await verifiedUser(ctx.app);
    const card = await call(ctx.app, stranger, 'GET', `/api/v1/Creator/${key}`);
    expect(card.status).toBe(200);
    expect(card.body.details.eraDates).toBeUndefined();
  });
});
