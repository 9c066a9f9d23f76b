import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { call, core, type TestUser } from '../sessions.ts';
import { verifiedUser } from './support.ts';

/** the refusals of spaces, members and invitations carry stable codes the web can translate. */
describeEachDatabase('spaces error codes', (ctx) => {
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

  const refusal = (res: { status: number; body: unknown }) => ({
    status: res.status,
    ...((res.body as { error: object }).error ?? {}),
  });

  it('members: last owner, owner-only acts, above one’s own role, already a member, already invited', async () => {
    const owner = await verifiedUser(ctx.app);
    const key = await company(owner);
    const admin = await join(owner, key, 'admin');
    const self = `/api/corporate/${key}/members/${owner.sub}`;
    expect(refusal(await call(ctx.app, owner, 'DELETE', self))).toMatchObject({
      status: 409,
      code: 'space.last_owner',
    });
    expect(refusal(await call(ctx.app, owner, 'PATCH', self, { role: 'admin' }))).toMatchObject({
      status: 409,
      code: 'space.last_owner',
    });
    expect(refusal(await call(ctx.app, admin, 'PATCH', self, { role: 'member' }))).toMatchObject({
      status: 403,
      code: 'member.owner_only',
    });
    const invite = (by: TestUser, body: object) =>
      call(ctx.app, by, 'POST', `/api/corporate/${key}/invitations`, body);
    expect(refusal(await invite(admin, { email: 'x@example.test', role: 'owner' }))).toMatchObject({
      status: 403,
      code: 'member.above_own_role',
      params: { role: 'admin' },
    });
    expect(refusal(await invite(owner, { email: admin.email }))).toMatchObject({
      status: 409,
      code: 'member.already_member',
      params: { email: admin.email },
    });
    await invite(owner, { email: 'y@example.test' });
    expect(refusal(await invite(owner, { email: 'y@example.test' }))).toMatchObject({
      status: 409,
      code: 'invitation.already_pending',
      params: { email: 'y@example.test' },
    });
  });

  it('spaces: only managers change a space, one guide space, only for yourself', async () => {
    const owner = await verifiedUser(ctx.app);
    const key = await company(owner);
    const member = await join(owner, key, 'member');
    expect(
      refusal(await call(ctx.app, member, 'PATCH', `/api/corporate/${key}`, { name: '別名' })),
    ).toMatchObject({ status: 403, code: 'space.manage_forbidden' });
    expect(refusal(await call(ctx.app, member, 'GET', `/api/corporate/${key}/audit`))).toMatchObject({
      status: 403,
      code: 'space.manage_forbidden',
    });
    expect((await call(ctx.app, owner, 'POST', '/api/v1/Guide', { name: 'ガイド' })).status).toBe(200);
    expect(refusal(await call(ctx.app, owner, 'POST', '/api/v1/Guide', { name: 'ガイド' }))).toMatchObject({
      status: 409,
      code: 'space.guide_exists',
    });
    expect(
      refusal(await call(ctx.app, member, 'POST', '/api/v1/Guide', { name: 'ガイド', sub: owner.sub })),
    ).toMatchObject({ status: 403, code: 'space.only_for_yourself' });
  });

  it('businesses and profile: not yours, still in use (with the count), not your own profile', async () => {
    const owner = await verifiedUser(ctx.app);
    const other = await verifiedUser(ctx.app);
    await company(owner);
    const [business] = (await call(ctx.app, owner, 'GET', '/api/v1/Business')).body.items;
    expect(refusal(await call(ctx.app, owner, 'DELETE', `/api/v1/Business/${business.key}`))).toMatchObject({
      status: 409,
      code: 'space.business_in_use',
      params: { count: 1 },
    });
    const borrowed = await call(ctx.app, other, 'POST', '/api/corporate', {
      name: '他社',
      business: business.key,
      category: 'buyer',
      role: 'buyer',
      industry: 'arranger',
    });
    expect(refusal(borrowed)).toMatchObject({
      status: 403,
      code: 'space.business_not_yours',
      params: { business: business.key },
    });
    expect(
      refusal(await call(ctx.app, other, 'PATCH', `/api/profile/${owner.sub}`, { name: '名前' })),
    ).toMatchObject({ status: 403, code: 'profile.not_own' });
  });

  it('an avatar that is not an image names the field and the code', async () => {
    const owner = await verifiedUser(ctx.app);
    const key = await company(owner);
    // An SVG passes the contract's data:image/ shape but may carry script, so the server refuses it.
    const text = `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`;
    expect(
      refusal(await call(ctx.app, owner, 'PATCH', `/api/corporate/${key}`, { avatar: text })),
    ).toMatchObject({
      status: 400,
      code: 'upload.not_image',
      fields: [{ field: 'body.avatar', rule: 'image' }],
    });
  });

  it('access requests: the core answers with the statuses of the codes', async () => {
    const owner = await verifiedUser(ctx.app);
    const key = await company(owner);
    const asker = await verifiedUser(ctx.app);
    expect(
      await core(ctx.app, asker, 'users/acl/request', { entry: 'buyer:member', space: key }),
    ).toMatchObject({
      status: 10,
      data: { fields: [{ field: 'body.entry', rule: 'space_role', params: { role: 'supplier' } }] },
    });
    expect(
      await core(ctx.app, asker, 'users/acl/request', { entry: 'supplier:member', space: key }),
    ).toMatchObject({ status: 0 });
    expect(
      await core(ctx.app, asker, 'users/acl/request', { entry: 'supplier:member', space: key }),
    ).toMatchObject({ status: 13 });
    expect(
      await core(ctx.app, owner, 'users/acl/request', { entry: 'supplier:member', space: key }),
    ).toMatchObject({ status: 13 });
    expect(await core(ctx.app, asker, 'users/acl/requests')).toMatchObject({ status: 11 });
  });
});
