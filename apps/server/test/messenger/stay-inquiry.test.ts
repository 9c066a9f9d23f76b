import { expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/idp/accounts.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, expectOk } from '../partners/support.ts';

/*
 * A stay inquiry (docs/product-decisions.md §12): the quote's nights, rooms and age bands ride on the inquiry,
 * priced by the same quote, so the inquiry's figures are the quote's and the card shows what was asked.
 */
describeEachDatabase('stay inquiries', (ctx) => {
  const as = async (email: string, space: string) => {
    const sub = (await findAccountByEmail(ctx.app.database.db, email))?.sub ?? '';
    const cookie = await createSession(ctx.app.database.db, sub, {
      accessToken: 'demo',
      idToken: 'demo',
      refreshToken: undefined,
      expiresInSeconds: 3600,
    });
    const headers = { 'x-tourtariff-client': 'web', 'x-tourtariff-space': space };
    return { sub, email, cookie, auth: { cookies: { tt_session: cookie }, headers } };
  };
  const tariff = 'tf_kyoto-ryokan-stay';
  // A Friday (平日) and a Saturday (休前日): two nights of different day types.
  const body = { date: '2027-01-15', adults: 2, nights: 2, units: 1, bands: { elementary: 1 } };

  it('2 adults + 1 小学生, 2 nights, 1 room: the inquiry totals what the quote does', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const quoted = await expectOk(call(ctx.app, buyer, 'POST', `/api/v1/Tariff/${tariff}/quote`, body));
    expect(quoted.body.nights).toBe(2);
    expect(quoted.body.days).toHaveLength(2);
    const one = await expectOk(
      call(ctx.app, buyer, 'POST', `/api/v1/Tariff/${tariff}/quote`, { ...body, nights: 1 }),
    );
    expect(quoted.body.total).toBeGreaterThan(one.body.total);
    const asked = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', {
        space: 'sp_sakura-travel',
        tariff,
        ...body,
      }),
    );
    expect([asked.body.total, asked.body.figures.total]).toEqual([quoted.body.total, quoted.body.total]);
    expect(asked.body.quote.public).toEqual(quoted.body.public);
    expect(asked.body.request).toMatchObject({ nights: 2, units: 1, bands: { elementary: 1 } });
    expect(asked.body.asked).toMatchObject({ nights: 2, bands: { elementary: 1 } });
    const read = await expectOk(call(ctx.app, buyer, 'GET', `/api/messenger/inquiries/${asked.body.key}`));
    expect(read.body.request).toMatchObject({ nights: 2, bands: { elementary: 1 } });
    expect(read.body.total).toBe(quoted.body.total);
  });

  it('2 rooms for 4 adults, a 小学生 and a 乳児: the units are stored and priced, each band named (§13)', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const group = { date: '2027-01-15', adults: 4, nights: 2, units: 2, bands: { elementary: 1, baby: 1 } };
    const quoted = await expectOk(call(ctx.app, buyer, 'POST', `/api/v1/Tariff/${tariff}/quote`, group));
    expect(quoted.body.units).toBe(2);
    const oneRoom = await call(ctx.app, buyer, 'POST', `/api/v1/Tariff/${tariff}/quote`, {
      ...group,
      units: 1,
    });
    // Five who count for occupancy in one room: no rate of the sheet prices it, so the rooms matter.
    expect(oneRoom.status).toBe(422);
    const asked = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', {
        space: 'sp_sakura-travel',
        tariff,
        ...group,
      }),
    );
    expect([asked.body.total, asked.body.figures.total]).toEqual([quoted.body.total, quoted.body.total]);
    expect(asked.body.quote.units).toBe(2);
    expect(asked.body.request).toMatchObject({ units: 2, nights: 2, bands: { elementary: 1, baby: 1 } });
    expect(asked.body.tariff.bands).toEqual([
      { key: 'elementary', name: { jp: '小学生', en: 'Elementary school' } },
      { key: 'baby', name: { jp: '乳児', en: 'Baby' } },
    ]);
    const supplier = await as('supplier@example.com', 'sp_kyoto-ryokan');
    const read = await expectOk(call(ctx.app, supplier, 'GET', `/api/messenger/inquiries/${asked.body.key}`));
    expect(read.body.request.units).toBe(2);
    expect(read.body.tariff.bands.map((band: { key: string }) => band.key)).toEqual(['elementary', 'baby']);
    // An inquiry without bands names none.
    const plain = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', {
        space: 'sp_sakura-travel',
        tariff,
        date: group.date,
        adults: 2,
      }),
    );
    expect(plain.body.tariff.bands).toBeUndefined();
  });

  it('confirms the stay with its nights and bands, and the supplier’s 和暦 setting (docs/product-decisions.md §13)', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const supplier = await as('supplier@example.com', 'sp_kyoto-ryokan');
    const set = await call(ctx.app, supplier, 'PATCH', '/api/corporate/sp_kyoto-ryokan', {
      details: { eraDates: true },
    });
    expect(set.status).toBe(200);
    const asked = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', {
        space: 'sp_sakura-travel',
        tariff,
        ...body,
      }),
    );
    const key = asked.body.key as string;
    await expectOk(call(ctx.app, supplier, 'PATCH', `/api/messenger/inquiries/${key}/confirm`, {}));
    await expectOk(call(ctx.app, buyer, 'PATCH', `/api/messenger/inquiries/${key}/accept`, {}));
    const page = await expectOk(call(ctx.app, buyer, 'GET', `/api/messenger/inquiries/${key}/confirmation`));
    expect(page.body.supplier.eraDates).toBe(true);
    expect(page.body.buyer.eraDates).toBe(false);
    expect(page.body.inquiry.request).toMatchObject({ nights: 2, bands: { elementary: 1 } });
    expect(page.body.inquiry.total).toBe(asked.body.total);
  });

  it('refuses nights and bands the quote refuses, naming the field', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const base = { space: 'sp_sakura-travel', tariff, date: body.date, adults: 2 };
    const nights = await call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', { ...base, nights: 0 });
    expect(nights.status).toBe(400);
    expect(JSON.stringify(nights.body.error)).toContain('nights');
    const bands = await call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', {
      ...base,
      bands: { Bad: 1 },
    });
    expect(bands.status).toBe(400);
    expect(JSON.stringify(bands.body.error)).toContain('bands');
  });
});
