import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { call, signedInUser } from '../sessions.ts';

const buyerCorporate = {
  name: 'さくらトラベル株式会社',
  category: 'buyer',
  role: 'buyer',
  industry: 'arranger',
};
const supplierCorporate = {
  name: '京都旅館株式会社',
  category: 'supplier',
  role: 'supplier',
  industry: 'creator',
};
const personal = { name: '個人', industry: 'creator', role: 'supplier', category: 'supplier' };

async function counts(app: FastifyInstance) {
  const [row] = await queryRows<{ spaces: number; members: number; businesses: number }>(
    app.database.db,
    sql`select (select count(*)::int from spaces) as spaces, (select count(*)::int from space_members) as members,
        (select count(*)::int from businesses) as businesses`,
  );
  return row;
}

describeEachDatabase('spaces', (ctx) => {
  it('creates each kind of space; the roles object and access entries follow at once', async () => {
    const user = await signedInUser(ctx.app, { nickname: 'hanako' });
    const guide = await call(ctx.app, user, 'POST', '/api/v1/Guide', { sub: user.sub, name: '京都 花子' });
    expect(guide.status).toBe(200);
    expect(guide.body.key).toMatch(/^sp_/);
    const own = await call(ctx.app, user, 'POST', '/api/personal', { sub: user.sub, ...personal });
    const buyer = await call(ctx.app, user, 'POST', '/api/corporate', buyerCorporate);
    const supplier = await call(ctx.app, user, 'POST', '/api/corporate', {
      ...supplierCorporate,
      business: buyer.body.business,
    });
    expect([own.status, buyer.status, supplier.status]).toEqual([200, 200, 200]);
    const roles = (await call(ctx.app, user, 'GET', '/api/profile')).body;
    expect(roles.guide).toMatchObject({ key: guide.body.key, role: 'guide', industry: 'guide' });
    expect(roles.personal).toEqual([
      expect.objectContaining({ key: own.body.key, role: 'supplier', industry: 'creator' }),
    ]);
    expect(roles.corporate.map((s: { name: string }) => s.name)).toEqual([
      'さくらトラベル株式会社',
      '京都旅館株式会社',
    ]);
    expect(roles.admin).toBeNull();
    expect(roles.baseprofile).toMatchObject({ key: user.sub, contact: { email: user.email } });
    const session = (await call(ctx.app, user, 'POST', '/auth/me')).body;
    expect(session.access).toEqual(
      expect.arrayContaining([
        'tourtariff:guide',
        'tourtariff:guide:personal',
        'tourtariff:creator',
        'tourtariff:supplier:personal',
        'tourtariff:supplier:owner',
        'tourtariff:arranger',
        'tourtariff:buyer',
        'tourtariff:buyer:owner',
      ]),
    );
    // One business per user: every space above shares the one made with the first.
    expect(new Set([guide, own, buyer, supplier].map((r) => r.body.business)).size).toBe(1);
  });

  it('refuses a second guide space and stores nothing', async () => {
    const user = await signedInUser(ctx.app);
    await call(ctx.app, user, 'POST', '/api/v1/Guide', { name: 'ガイド' });
    const before = await counts(ctx.app);
    const second = await call(ctx.app, user, 'POST', '/api/v1/Guide', { name: 'もう一つ' });
    expect(second.status).toBe(409);
    expect(await counts(ctx.app)).toEqual(before);
  });

  it.each([
    [{ ...buyerCorporate, name: '   ' }, 'body.name', 'Company name is required.'],
    [{ ...buyerCorporate, name: '' }, 'body.name', 'Company name is required.'],
    [{ ...buyerCorporate, industry: 'creator' }, 'body', ''],
    [{ ...buyerCorporate, extra: 1 }, 'body', ''],
    [{ ...buyerCorporate, name: 'x'.repeat(101) }, 'body.name', ''],
  ])('refuses corporate %# naming %s, storing nothing', async (payload, field, message) => {
    const user = await signedInUser(ctx.app);
    const before = await counts(ctx.app);
    const res = await call(ctx.app, user, 'POST', '/api/corporate', payload);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
    if (message) expect(res.body.error.message).toContain(message);
    expect(await counts(ctx.app)).toEqual(before);
  });

  it('a user cannot create a space for someone else, or use another user’s business', async () => {
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    const theirs = await call(ctx.app, b, 'POST', '/api/personal', personal);
    expect((await call(ctx.app, a, 'POST', '/api/personal', { ...personal, sub: b.sub })).status).toBe(403);
    expect(
      (
        await call(ctx.app, a, 'POST', '/api/corporate', {
          ...buyerCorporate,
          business: theirs.body.business,
        })
      ).status,
    ).toBe(403);
  });

  it('a user cannot read or patch a space they are not a member of, nor another user’s profile', async () => {
    const owner = await signedInUser(ctx.app);
    const stranger = await signedInUser(ctx.app);
    const space = (await call(ctx.app, owner, 'POST', '/api/corporate', supplierCorporate)).body;
    // Not a member: the space reads as absent, exactly like a key that names nothing.
    expect((await call(ctx.app, stranger, 'GET', `/api/corporate/${space.key}`)).status).toBe(404);
    expect(
      (await call(ctx.app, stranger, 'PATCH', `/api/corporate/${space.key}`, { name: '乗っ取り' })).status,
    ).toBe(404);
    expect((await call(ctx.app, stranger, 'GET', `/api/corporate/${space.key}/members`)).status).toBe(404);
    expect((await call(ctx.app, stranger, 'PATCH', `/api/profile/${owner.sub}`, { name: 'x' })).status).toBe(
      403,
    );
    expect((await call(ctx.app, owner, 'GET', `/api/corporate/${space.key}`)).body.name).toBe(
      '京都旅館株式会社',
    );
    expect((await call(ctx.app, owner, 'GET', '/api/corporate/sp_nothing')).body).toEqual(INVALID_RECORD);
  });

  it('owners edit business details; check digits and invoice numbers are validated', async () => {
    const owner = await signedInUser(ctx.app);
    const space = (await call(ctx.app, owner, 'POST', '/api/corporate', supplierCorporate)).body;
    const good = await call(ctx.app, owner, 'PATCH', `/api/corporate/${space.key}`, {
      details: {
        corporateNumber: '1180301018771',
        invoiceNumber: 'T1180301018771',
        languages: ['ja', 'en'],
        description: { jp: '老舗旅館', en: 'A historic ryokan' },
      },
    });
    expect(good.status).toBe(200);
    expect(good.body.details).toMatchObject({ corporateNumber: '1180301018771', languages: ['ja', 'en'] });
    const bad = await call(ctx.app, owner, 'PATCH', `/api/corporate/${space.key}`, {
      details: { corporateNumber: '2180301018771' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('body.details.corporateNumber');
    const badInvoice = await call(ctx.app, owner, 'PATCH', `/api/corporate/${space.key}`, {
      details: { invoiceNumber: '1180301018771' },
    });
    expect(badInvoice.body.error.message).toContain('body.details.invoiceNumber');
    expect(
      (await call(ctx.app, owner, 'GET', `/api/corporate/${space.key}`)).body.details.corporateNumber,
    ).toBe('1180301018771');
  });

  it('profile update: gender X and future birthdays are refused naming the field; avatars go through storage', async () => {
    const user = await signedInUser(ctx.app);
    const x = await call(ctx.app, user, 'PATCH', `/api/profile/${user.sub}`, { gender: 'X', name: '変更' });
    expect(x.status).toBe(400);
    expect(x.body.error.fields[0].field).toBe('body.gender');
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const ok = await call(ctx.app, user, 'PATCH', `/api/profile/${user.sub}`, {
      name: '京都 花子',
      gender: 'Female',
      avatar: png,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: '京都 花子', gender: 'Female' });
    expect(ok.body.avatar).toMatch(/^bafkrei/);
    const image = await ctx.app.inject({ method: 'GET', url: `/api/ipfs/${ok.body.avatar}`, ...user.auth });
    expect(image.headers['content-type']).toBe('image/png');
    const html = await call(ctx.app, user, 'PATCH', `/api/profile/${user.sub}`, {
      avatar: 'data:text/html;base64,PGgxPg==',
    });
    expect(html.status).toBe(400);
  });

  it('businesses: own CRUD, listing by user, never another user’s', async () => {
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    const made = (await call(ctx.app, a, 'POST', '/api/v1/Business', { name: '花子商店' })).body;
    expect((await call(ctx.app, a, 'GET', `/api/v1/Businesses/User/${a.sub}`)).body).toEqual([
      expect.objectContaining({ key: made.key, name: '花子商店' }),
    ]);
    expect((await call(ctx.app, b, 'GET', `/api/v1/Businesses/User/${a.sub}`)).status).toBe(403);
    expect((await call(ctx.app, b, 'PATCH', `/api/v1/Business/${made.key}`, { name: 'x' })).status).toBe(404);
    expect(
      (await call(ctx.app, a, 'PUT', `/api/v1/Business/${made.key}`, { name: '花子商店（改）' })).body.name,
    ).toBe('花子商店（改）');
    expect((await call(ctx.app, a, 'DELETE', `/api/v1/Business/${made.key}`)).status).toBe(200);
  });
});

describeEachDatabase('demo spaces (DESIGN §9)', (ctx) => {
  it('seeds the demo spaces with their owners', async () => {
    const rows = await queryRows<{ name: string; kind: string; role: string; email: string }>(
      ctx.app.database.db,
      sql`select s.name, s.kind, s.role, a.email from spaces s join space_members m on m.space_key = s.key
          join idp_accounts a on a.sub = m.sub order by s.key`,
    );
    expect(rows).toEqual([
      { name: '案内 健', kind: 'guide', role: 'guide', email: 'guide@example.com' },
      { name: '京都 花子', kind: 'personal', role: 'supplier', email: 'supplier@example.com' },
      { name: '京都旅館株式会社', kind: 'corporate', role: 'supplier', email: 'supplier@example.com' },
      { name: 'みなとツアーズ株式会社', kind: 'corporate', role: 'buyer', email: 'agent@example.com' },
      { name: 'さくらトラベル株式会社', kind: 'corporate', role: 'buyer', email: 'buyer@example.com' },
    ]);
  });
});
