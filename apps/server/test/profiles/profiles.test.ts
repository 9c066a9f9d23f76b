import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { team } from '../partners/support.ts';
import { call, signedInUser } from '../sessions.ts';

const CORPORATE = '7000012050002'; // 国税庁's own corporate number
const kyoto = {
  description: { jp: '京都の老舗旅館です。', en: 'A historic ryokan in Kyoto.' },
  address: { postalCode: '600-8216', prefecture: '26', city: '京都市下京区', street: '東塩小路町721-1' },
  phone: '075-000-1111',
  website: 'https://ryokan.example.jp',
  languages: ['ja', 'en'],
  corporateNumber: CORPORATE,
  invoiceNumber: `T${CORPORATE}`,
  travelRegistration: { authority: '観光庁長官登録旅行業', number: '第1234号' },
  foundedYear: 1950,
  staffCount: 30,
};

async function detailsOf(app: FastifyInstance, key: string) {
  const [row] = await queryRows<{ details: Record<string, unknown> }>(
    app.database.db,
    sql`select details from spaces where key = ${key}`,
  );
  return row?.details;
}

describeEachDatabase('business profiles (Creator, Arranger)', (ctx) => {
  it('owners write, members read all of it, other signed-in users read the card, anonymous callers none', async () => {
    const supplier = await team(ctx.app, 'supplier', '京都旅館株式会社');
    const created = await call(ctx.app, supplier.owner, 'POST', '/api/v1/Creator', {
      space: supplier.space,
      ...kyoto,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ key: supplier.space, role: 'supplier', visibility: 'full' });
    expect(created.body.details).toEqual(kyoto);
    const again = await call(ctx.app, supplier.owner, 'POST', '/api/v1/Creator', {
      space: supplier.space,
      ...kyoto,
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'profile.exists']);

    const member = await call(ctx.app, supplier.member, 'GET', `/api/v1/Creator/${supplier.space}`);
    expect(member.body.visibility).toBe('full');
    const refused = await call(ctx.app, supplier.member, 'PATCH', `/api/v1/Creator/${supplier.space}`, {
      phone: '1',
    });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'space.manage_forbidden']);
    const byAdmin = await call(ctx.app, supplier.admin, 'PATCH', `/api/v1/Creator/${supplier.space}`, {
      staffCount: 31,
    });
    expect(byAdmin.body.details).toMatchObject({ staffCount: 31, phone: kyoto.phone });

    const stranger = await signedInUser(ctx.app);
    const card = await call(ctx.app, stranger, 'GET', `/api/v1/Creator/${supplier.space}`);
    expect(card.body).toMatchObject({ visibility: 'card', name: '京都旅館株式会社' });
    expect(card.body.details.corporateNumber).toBe(CORPORATE);
    expect(
      (await call(ctx.app, stranger, 'PATCH', `/api/v1/Creator/${supplier.space}`, { phone: '1' })).body,
    ).toEqual(INVALID_RECORD);
    expect((await call(ctx.app, null, 'GET', `/api/v1/Creator/${supplier.space}`)).status).toBe(401);
    // A supplier's key asked as an Arranger, and a key that does not exist, read alike.
    expect((await call(ctx.app, stranger, 'GET', `/api/v1/Arranger/${supplier.space}`)).body).toEqual(
      INVALID_RECORD,
    );
    expect((await call(ctx.app, stranger, 'GET', '/api/v1/Creator/sp_nothing')).body).toEqual(INVALID_RECORD);

    const cleared = await call(ctx.app, supplier.owner, 'DELETE', `/api/v1/Creator/${supplier.space}`);
    expect(cleared.body).toEqual({ key: supplier.space });
    expect(await detailsOf(ctx.app, supplier.space)).toEqual({});
  });

  it("a personal space's card keeps its street, postal code and phone to its members; it has no corporate number", async () => {
    const person = await signedInUser(ctx.app);
    const space = (
      await call(ctx.app, person, 'POST', '/api/personal', {
        name: '京都 花子',
        industry: 'creator',
        role: 'supplier',
        category: 'supplier',
      })
    ).body.key;
    const { corporateNumber: _c, staffCount: _s, invoiceNumber: _i, ...light } = kyoto;
    const saved = await call(ctx.app, person, 'PUT', `/api/v1/Creator/${space}`, {
      ...light,
      invoiceNumber: 'T2180301018771',
    });
    expect(saved.status).toBe(200);
    const card = (await call(ctx.app, await signedInUser(ctx.app), 'GET', `/api/v1/Creator/${space}`)).body;
    expect(card.details.address).toEqual({ prefecture: '26', city: '京都市下京区' });
    expect(card.details.phone).toBeUndefined();
    const withNumber = await call(ctx.app, person, 'PATCH', `/api/v1/Creator/${space}`, {
      corporateNumber: CORPORATE,
    });
    expect(withNumber.body.error.fields).toEqual([
      expect.objectContaining({ field: 'body.corporateNumber', rule: 'personal_space' }),
    ]);
  });

  it('each bad input is a 400 naming the field and the rule, and stores nothing', async () => {
    const buyer = await team(ctx.app, 'buyer', 'さくらトラベル株式会社');
    const base = { corporateNumber: '8010001187654', invoiceNumber: 'T8010001187654' };
    expect((await call(ctx.app, buyer.owner, 'PUT', `/api/v1/Arranger/${buyer.space}`, base)).status).toBe(
      200,
    );
    const before = await detailsOf(ctx.app, buyer.space);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ corporateNumber: '8010001187655' }, 'body.corporateNumber', 'check_digit'],
      [{ corporateNumber: '801000118765' }, 'body.corporateNumber', 'check_digit'],
      [{ invoiceNumber: '8010001187654' }, 'body.invoiceNumber', 'invoice_format'],
      [{ invoiceNumber: `T${CORPORATE}` }, 'body.invoiceNumber', 'invoice_mismatch'],
      [{ invoiceNumber: 'T2180301018771' }, 'body.invoiceNumber', 'invoice_check_digit'],
      [{ corporateNumber: '' }, 'body.corporateNumber', 'required'],
      [{ address: { postalCode: '1000005' } }, 'body.address.postalCode', 'postal_code'],
      [{ address: { prefecture: '48' } }, 'body.address.prefecture', 'prefecture'],
      [{ foundedYear: new Date().getFullYear() + 1 }, 'body.foundedYear', 'future_year'],
      [{ staffCount: -1 }, 'body.staffCount', 'too_small'],
      [{ website: 'javascript:alert(1)' }, 'body.website', 'invalid_format'],
      [{ logo: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }, 'body.logo', 'image'],
      [{ color: 'red' }, 'body.color', 'unknown_field'],
    ];
    for (const [body, field, rule] of cases) {
      const res = await call(ctx.app, buyer.owner, 'PATCH', `/api/v1/Arranger/${buyer.space}`, body);
      // The route's validator refuses the fields; an image is read by the upload rules, with their own code.
      const code = rule === 'image' ? 'upload.not_image' : 'profile.invalid';
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, code]);
      expect(res.body.error.fields, JSON.stringify(body)).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    }
    expect(await detailsOf(ctx.app, buyer.space)).toEqual(before);
    // The older space route writes the same document under the same rules.
    const old = await call(ctx.app, buyer.owner, 'PATCH', `/api/corporate/${buyer.space}`, {
      details: { invoiceNumber: `T${CORPORATE}` },
    });
    expect(old.body.error).toMatchObject({ code: 'profile.invalid' });
    expect(old.body.error.fields[0]).toMatchObject({
      field: 'body.details.invoiceNumber',
      rule: 'invoice_mismatch',
    });
    // A member of a supplier space who names it as an Arranger learns which API serves it.
    const supplier = await team(ctx.app, 'supplier', '宿');
    const wrong = await call(ctx.app, supplier.owner, 'POST', '/api/v1/Arranger', {
      space: supplier.space,
      ...base,
    });
    expect([wrong.status, wrong.body.error.code, wrong.body.error.fields[0].field]).toEqual([
      400,
      'profile.wrong_industry',
      'body.space',
    ]);
    expect(await detailsOf(ctx.app, supplier.space)).toEqual({});
  });

  it('query and aggregate: whitelisted fields only; private fields cannot be filtered on', async () => {
    const a = await team(ctx.app, 'supplier', '京都の宿');
    const b = await team(ctx.app, 'supplier', '東京の宿');
    await call(ctx.app, a.owner, 'PUT', `/api/v1/Creator/${a.space}`, kyoto);
    await call(ctx.app, b.owner, 'PUT', `/api/v1/Creator/${b.space}`, {
      corporateNumber: '1180301018771',
      address: { prefecture: '13' },
      staffCount: 10,
      foundedYear: 2001,
    });
    const viewer = await signedInUser(ctx.app);
    const kyotoOnly = await call(ctx.app, viewer, 'POST', '/api/v1/Creator/query', {
      filter: { prefecture: '26', key: { $in: [a.space, b.space] } },
      fields: ['name'],
    });
    expect(kyotoOnly.body.items).toEqual([{ key: a.space, name: '京都の宿' }]);
    const sorted = await call(ctx.app, viewer, 'POST', '/api/v1/Creator/query', {
      filter: { key: { $in: [a.space, b.space] }, staffCount: { $gte: 5 } },
      sort: [{ field: 'foundedYear', order: 'desc' }],
    });
    expect(sorted.body.items.map((p: { key: string }) => p.key)).toEqual([b.space, a.space]);
    for (const [body, field] of [
      [{ filter: { phone: '075-000-1111' } }, 'body.filter.phone'],
      [{ filter: { 'address.street': 'x' } }, 'body.filter.address.street'],
      [{ fields: ['secret'] }, 'body.fields.0'],
    ] as const) {
      const res = await call(ctx.app, viewer, 'POST', '/api/v1/Creator/query', body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields[0]).toMatchObject({ field, rule: 'unknown_field' });
    }
    const stats = await call(ctx.app, viewer, 'POST', '/api/v1/Creator/aggregate', {
      filter: { key: { $in: [a.space, b.space] } },
      groupBy: ['prefecture'],
      metrics: [{ op: 'count' }, { op: 'sum', field: 'staffCount' }],
    });
    expect(stats.body.items).toEqual([
      { group: { prefecture: '13' }, count: 1, 'sum:staffCount': 10 },
      { group: { prefecture: '26' }, count: 1, 'sum:staffCount': 30 },
    ]);
    const notNumeric = await call(ctx.app, viewer, 'POST', '/api/v1/Creator/aggregate', {
      metrics: [{ op: 'avg', field: 'name' }],
    });
    expect(notNumeric.body.error.fields[0]).toMatchObject({ rule: 'not_numeric' });
    // Businesses: one's own only.
    const mine = await call(ctx.app, a.owner, 'POST', '/api/v1/Business/query', {});
    expect(mine.body.items).toHaveLength(1);
    const counted = await call(ctx.app, a.owner, 'POST', '/api/v1/Business/aggregate', {});
    expect(counted.body.items).toEqual([{ group: {}, count: 1 }]);
  });
});
