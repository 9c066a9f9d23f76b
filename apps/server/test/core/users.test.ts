import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase } from '../helper.ts';
import { core, signedInUser } from '../sessions.ts';

describeEachDatabase('core users', (ctx) => {
  it('list is for administrators, paginated, searchable', async () => {
    const admin = await signedInUser(ctx.app, { grants: ['admin'], nickname: 'chief' });
    const plain = await signedInUser(ctx.app, { nickname: 'plain-list' });
    expect(await core(ctx.app, plain, 'users/list')).toMatchObject({
      http: 200,
      status: 11,
      data: { code: expect.any(String) },
    });
    const first = await core(ctx.app, admin, 'users/list', { limit: 1 });
    expect(first.status).toBe(0);
    const page = first.data as { items: { sub: string }[]; next: string | null };
    expect(page.items).toHaveLength(1);
    expect(page.next).toBeTruthy();
    const found = await core(ctx.app, admin, 'users/list', { q: 'plain-list' });
    expect((found.data as { items: { sub: string; access: string[] }[] }).items).toEqual([
      expect.objectContaining({ sub: plain.sub, access: ['tourtariff:user'] }),
    ]);
  });

  it('get returns one’s own identity; another user’s only for an administrator', async () => {
    const admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    expect(await core(ctx.app, a, 'users/get')).toMatchObject({
      status: 0,
      data: { sub: a.sub, email: a.email },
    });
    expect(await core(ctx.app, a, 'users/get', { sub: b.sub })).toMatchObject({ status: 11 });
    expect(await core(ctx.app, admin, 'users/get', { sub: b.sub })).toMatchObject({
      status: 0,
      data: { sub: b.sub },
    });
    expect(await core(ctx.app, admin, 'users/get', { sub: 'nobody' })).toMatchObject({ status: 12 });
  });

  it('wallet gives a public ES256 key, the same on every call, with no private part', async () => {
    const a = await signedInUser(ctx.app);
    const first = await core(ctx.app, a, 'users/wallet');
    const second = await core(ctx.app, a, 'users/wallet');
    const jwk = (first.data as { jwk: Record<string, string> }).jwk;
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(jwk.d).toBeUndefined();
    expect(second.data).toEqual(first.data);
  });

  it('set is for administrators and changes display fields', async () => {
    const admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const a = await signedInUser(ctx.app);
    expect(await core(ctx.app, a, 'users/set', { sub: a.sub, nickname: 'me' })).toMatchObject({ status: 11 });
    const res = await core(ctx.app, admin, 'users/set', {
      sub: a.sub,
      nickname: 'renamed',
      first_name: '花子',
    });
    expect(res).toMatchObject({ status: 0, data: { nickname: 'renamed', first_name: '花子' } });
    expect(await core(ctx.app, admin, 'users/set', { sub: a.sub, nickname: '' })).toMatchObject({
      status: 10,
    });
  });

  it('setbio and getbio keep up to 2,000 characters', async () => {
    const a = await signedInUser(ctx.app);
    expect(await core(ctx.app, a, 'users/setbio', { bio: '京都の旅館です。' })).toMatchObject({ status: 0 });
    expect(await core(ctx.app, a, 'users/getbio')).toMatchObject({
      status: 0,
      data: { bio: '京都の旅館です。' },
    });
    const tooLong = await core(ctx.app, a, 'users/setbio', { bio: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(10);
    expect(tooLong.message).toMatch(/body\.bio/);
    expect(await core(ctx.app, a, 'users/getbio')).toMatchObject({ data: { bio: '京都の旅館です。' } });
  });

  it('profile-update writes only the given fields and the email stays the provider’s', async () => {
    const a = await signedInUser(ctx.app, { email: 'hanako@example.jp' });
    const update = await core(ctx.app, a, 'users/profile-update', {
      name: '京都 花子',
      furigana: 'きょうと はなこ',
      nameAlpha: 'Hanako Kyoto',
      birthday: '1990-04-01',
      gender: 'Female',
      address: { addr1: '京都府京都市東山区' },
      contact: { phone: '+81 75-000-0000' },
    });
    expect(update).toMatchObject({
      status: 0,
      data: { name: '京都 花子', contact: { email: 'hanako@example.jp' } },
    });
    await core(ctx.app, a, 'users/profile-update', { furigana: 'はなこ' });
    expect(await core(ctx.app, a, 'users/profile')).toMatchObject({
      data: { name: '京都 花子', furigana: 'はなこ', gender: 'Female', birthday: '1990-04-01' },
    });
  });

  it.each([
    [{ gender: 'X' }, 'body.gender'],
    [{ birthday: '2999-01-01' }, 'body.birthday'],
    [{ birthday: '2023-02-30' }, 'body.birthday'],
    [{ name: 'x'.repeat(101) }, 'body.name'],
    [{ contact: { email: 'steal@example.com' } }, 'body.contact'],
    [{ avatar: 'javascript:alert(1)' }, 'body.avatar'],
    [{ unknown: 1 }, 'body'],
  ])('refuses %o naming %s and stores nothing', async (body, field) => {
    const a = await signedInUser(ctx.app);
    await core(ctx.app, a, 'users/profile-update', { name: 'before' });
    const res = await core(ctx.app, a, 'users/profile-update', { name: 'after', ...body });
    expect(res).toMatchObject({ http: 200, status: 10 });
    expect(res.message).toContain(field);
    const rows = await queryRows<{ name: string }>(
      ctx.app.database.db,
      sql`select name from user_profiles where sub = ${a.sub}`,
    );
    expect(rows[0]?.name).toBe('before');
  });

  it('answers 401 with status 8 without credentials, and status 7 for a session that could not be refreshed', async () => {
    const none = await core(ctx.app, null, 'users/get');
    expect(none).toMatchObject({ http: 401, status: 8 });
    const a = await signedInUser(ctx.app);
    await ctx.app.database.db.execute(sql`update sessions set valid = false where sub = ${a.sub}`);
    expect(await core(ctx.app, a, 'users/get')).toMatchObject({
      http: 200,
      status: 7,
      message: 'invalid session',
    });
  });
});
