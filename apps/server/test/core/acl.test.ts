import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { core, signedInUser } from '../sessions.ts';

describeEachDatabase('core users acl', (ctx) => {
  it('get shows one’s own entries; another user’s only to an administrator', async () => {
    const admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    expect(await core(ctx.app, a, 'users/acl/get')).toMatchObject({
      status: 0,
      data: { access: ['tourtariff:user'] },
    });
    expect(await core(ctx.app, a, 'users/acl/get', { sub: b.sub })).toMatchObject({
      status: 11,
      data: { code: expect.any(String) },
    });
    expect(await core(ctx.app, admin, 'users/acl/get', { sub: b.sub })).toMatchObject({
      status: 0,
      data: { sub: b.sub },
    });
  });

  it('set replaces granted entries at once (administrators only) and refuses unknown entries', async () => {
    const admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const a = await signedInUser(ctx.app);
    expect(await core(ctx.app, a, 'users/acl/set', { sub: a.sub, entries: ['admin'] })).toMatchObject({
      status: 11,
    });
    const set = await core(ctx.app, admin, 'users/acl/set', {
      sub: a.sub,
      entries: ['buyer:member', 'tourtariff:arranger'],
    });
    expect(set).toMatchObject({
      status: 0,
      data: { access: ['tourtariff:arranger', 'tourtariff:buyer:member', 'tourtariff:user'] },
    });
    // The change is visible to the user's very next request.
    expect(await core(ctx.app, a, 'users/acl/get')).toMatchObject({
      data: { access: ['tourtariff:arranger', 'tourtariff:buyer:member', 'tourtariff:user'] },
    });
    const bad = await core(ctx.app, admin, 'users/acl/set', {
      sub: a.sub,
      entries: ['buyer:member', 'other:admin'],
    });
    expect(bad.status).toBe(10);
    expect(bad.message).toContain('body.entries.1');
    expect(await core(ctx.app, a, 'users/acl/get')).toMatchObject({
      data: { access: expect.arrayContaining(['tourtariff:buyer:member']) },
    });
  });

  it('request → decide grants the entry; a second pending request is refused; refusing grants nothing', async () => {
    const admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const a = await signedInUser(ctx.app);
    const asked = await core(ctx.app, a, 'users/acl/request', {
      entry: 'tourtariff:buyer:member',
      note: 'さくらトラベルの社員です',
    });
    expect(asked).toMatchObject({ status: 0, data: { state: 'pending', entry: 'tourtariff:buyer:member' } });
    expect(await core(ctx.app, a, 'users/acl/request', { entry: 'buyer:member' })).toMatchObject({
      status: 13,
    });
    expect(
      await core(ctx.app, a, 'users/acl/decide', { id: (asked.data as { id: string }).id, grant: true }),
    ).toMatchObject({ status: 11 });
    const pending = await core(ctx.app, admin, 'users/acl/requests');
    expect(pending.data).toEqual(expect.arrayContaining([expect.objectContaining({ sub: a.sub })]));
    const granted = await core(ctx.app, admin, 'users/acl/decide', {
      id: (asked.data as { id: string }).id,
      grant: true,
    });
    expect(granted).toMatchObject({ status: 0, data: { state: 'granted' } });
    expect(await core(ctx.app, a, 'users/acl/get')).toMatchObject({
      data: { access: ['tourtariff:buyer:member', 'tourtariff:user'] },
    });
    expect(
      await core(ctx.app, admin, 'users/acl/decide', { id: (asked.data as { id: string }).id, grant: false }),
    ).toMatchObject({ status: 12 });

    const other = await core(ctx.app, a, 'users/acl/request', { entry: 'supplier:member' });
    await core(ctx.app, admin, 'users/acl/decide', { id: (other.data as { id: string }).id, grant: false });
    expect(await core(ctx.app, a, 'users/acl/get')).toMatchObject({
      data: { access: ['tourtariff:buyer:member', 'tourtariff:user'] },
    });
  });

  it('revoke removes a granted entry; users may give up their own but not take another’s', async () => {
    const admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const a = await signedInUser(ctx.app, { grants: ['buyer:member'] });
    const b = await signedInUser(ctx.app, { grants: ['buyer:member'] });
    expect(await core(ctx.app, a, 'users/acl/revoke', { sub: b.sub, entry: 'buyer:member' })).toMatchObject({
      status: 11,
    });
    expect(await core(ctx.app, a, 'users/acl/revoke', { entry: 'buyer:member' })).toMatchObject({
      status: 0,
      data: { access: ['tourtariff:user'] },
    });
    expect(
      await core(ctx.app, admin, 'users/acl/revoke', { sub: b.sub, entry: 'tourtariff:buyer:member' }),
    ).toMatchObject({ status: 0 });
    expect(
      await core(ctx.app, admin, 'users/acl/revoke', { sub: b.sub, entry: 'buyer:member' }),
    ).toMatchObject({ status: 12 });
  });

  it('a request to join a company is decided by its owners, and granting makes a membership', async () => {
    const owner = await signedInUser(ctx.app);
    const stranger = await signedInUser(ctx.app);
    const asker = await signedInUser(ctx.app);
    const space = await ctx.app.inject({
      method: 'POST',
      url: '/api/corporate',
      ...owner.auth,
      payload: { name: 'さくらトラベル株式会社', category: 'buyer', role: 'buyer', industry: 'arranger' },
    });
    const key = space.json().key as string;
    expect(
      await core(ctx.app, asker, 'users/acl/request', { entry: 'supplier:member', space: key }),
    ).toMatchObject({ status: 10 });
    const asked = await core(ctx.app, asker, 'users/acl/request', { entry: 'buyer:member', space: key });
    expect(asked).toMatchObject({ status: 0, data: { spaceKey: key, state: 'pending' } });
    const id = (asked.data as { id: string }).id;
    expect(await core(ctx.app, stranger, 'users/acl/requests')).toMatchObject({ status: 11 });
    // Someone else's request reads as absent to a stranger: the same answer as an id that names nothing.
    expect(await core(ctx.app, stranger, 'users/acl/decide', { id, grant: true })).toMatchObject({
      status: 12,
    });
    expect(
      await core(ctx.app, stranger, 'users/acl/decide', {
        id: '00000000-0000-4000-8000-000000000000',
        grant: true,
      }),
    ).toMatchObject({ status: 12 });
    expect(await core(ctx.app, asker, 'users/acl/decide', { id, grant: true })).toMatchObject({ status: 11 });
    const listed = await core(ctx.app, owner, 'users/acl/requests');
    expect(listed.data).toEqual([expect.objectContaining({ id, sub: asker.sub })]);
    expect(await core(ctx.app, owner, 'users/acl/decide', { id, grant: true })).toMatchObject({ status: 0 });
    expect(await core(ctx.app, asker, 'users/acl/get')).toMatchObject({
      data: {
        access: expect.arrayContaining(['tourtariff:buyer:member', 'tourtariff:arranger']),
        grants: [],
      },
    });
    expect(
      await core(ctx.app, asker, 'users/acl/request', { entry: 'buyer:admin', space: key }),
    ).toMatchObject({ status: 13 });
  });

  it('a request names no more of a company than its key, and never asks for ownership', async () => {
    const owner = await signedInUser(ctx.app);
    const asker = await signedInUser(ctx.app);
    const space = await ctx.app.inject({
      method: 'POST',
      url: '/api/corporate',
      ...owner.auth,
      payload: { name: '秘密の商社株式会社', category: 'buyer', role: 'buyer', industry: 'arranger' },
    });
    const key = space.json().key as string;
    const wrongRole = await core(ctx.app, asker, 'users/acl/request', {
      entry: 'supplier:member',
      space: key,
    });
    expect(wrongRole.status).toBe(10);
    expect(wrongRole.message).not.toContain('秘密の商社');
    const owning = await core(ctx.app, asker, 'users/acl/request', { entry: 'buyer:owner', space: key });
    expect(owning).toMatchObject({ status: 10 });
    expect(owning.message).toContain('body.entry');
  });

  it('refuses malformed bodies with status 10 naming the field', async () => {
    const a = await signedInUser(ctx.app);
    for (const body of [{}, { entry: 42 }, { entry: 'BUYER' }, { entry: 'buyer:member', extra: true }]) {
      const res = await core(ctx.app, a, 'users/acl/request', body);
      expect(res.status, JSON.stringify(body)).toBe(10);
      expect(res.message).toMatch(/body/);
    }
  });
});
