import { fromPrice, lowestPrice, partnerDoc, type TariffDoc } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { findAccountByEmail } from '../../src/idp/accounts.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { backfillPartnerPrices } from '../../src/modules/tariffs/index.ts';
import { partnerReader } from '../../src/modules/tariffs/partner-terms.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, expectOk } from '../partners/support.ts';

/*
 * One pricing function (docs/product-decisions.md §12): for every demo tariff, the quote's total, the search
 * card's price for the same party and date (and the price filter around it) and a new inquiry's figures agree,
 * for a buyer with a 10 % discount (さくらトラベル) and one paid a 12 % commission (みなとツアーズ).
 */
describeEachDatabase('quote, search card and inquiry agree on every demo tariff', (ctx) => {
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

  // [tariff, date, adults]: the ryokan on a 休前日, a weekday alone, in GW and on a holiday; every other tariff once.
  const parties: [string, string, number][] = [
    ['tf_kyoto-ryokan-stay', '2026-11-21', 2],
    ['tf_kyoto-ryokan-stay', '2026-11-18', 1],
    ['tf_kyoto-ryokan-stay', '2027-05-01', 3],
    ['tf_kyoto-ryokan-stay', '2026-11-23', 4],
    ['tf_gion-tea-ceremony', '2027-05-20', 2],
    ['tf_kyoto-charter-bus', '2027-05-20', 20],
    ['tf_kyoto-partner-kaiseki', '2027-05-20', 10],
    ['tf_hanako-kimono-walk', '2027-05-20', 2],
    ['tf_hanako-nishiki-food', '2027-05-20', 3],
  ];
  const buyers = [
    ['buyer@example.com', 'sp_sakura-travel', 'ag_sakura-kyoto-ryokan'],
    ['agent@example.com', 'sp_minato-tours', 'ag_minato-kyoto-ryokan'],
  ] as const;

  it.each(buyers)('for %s (%s)', async (email, space, agreement) => {
    const buyer = await as(email, space);
    for (const [tariff, date, adults] of parties) {
      const quoted = await expectOk(
        call(ctx.app, buyer, 'POST', `/api/v1/Tariff/${tariff}/quote`, { date, adults }),
      );
      const { total } = quoted.body;
      const ryokan = tariff.startsWith('tf_kyoto') || tariff.startsWith('tf_gion');
      expect(quoted.body.partner?.agreement ?? null, tariff).toBe(ryokan ? agreement : null);
      if (agreement.startsWith('ag_minato') && ryokan) {
        expect(total, tariff).toBe(quoted.body.public.total);
        expect(quoted.body.partner.commission.percent).toBe(12);
      }
      const search = async (price?: object) => {
        const found = await expectOk(
          call(ctx.app, buyer, 'POST', '/api/v1/Tariff/search', {
            adults,
            date,
            limit: 100,
            ...(price ? { price } : {}),
          }),
        );
        return found.body.items.find((item: { key: string }) => item.key === tariff);
      };
      const card = await search();
      expect(card?.partner?.price?.amount ?? card?.price?.amount, `${tariff} ${date}`).toBe(total);
      expect((await search({ min: total, max: total }))?.key, `${tariff} filter`).toBe(tariff);
      expect(await search({ max: total - 1 }), `${tariff} filter below`).toBeUndefined();
      const asked = await expectOk(
        call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', {
          space,
          tariff,
          date,
          adults,
          children: 0,
          note: '',
        }),
      );
      expect([asked.body.total, asked.body.figures.total], tariff).toEqual([total, total]);
    }
  });

  // [tariff, date, adults, bands]: children by age band, priced by the quote for the same group (§12, Search).
  const withBands: [string, string, number, Record<string, number>][] = [
    ['tf_kyoto-ryokan-stay', '2026-11-21', 2, { elementary: 1 }],
    ['tf_kyoto-ryokan-stay', '2026-11-18', 1, { elementary: 1, baby: 1 }],
    ['tf_kyoto-ryokan-stay', '2027-05-01', 3, { infant_meal_bed: 1, infant_no_meal: 1 }],
    ['tf_gion-tea-ceremony', '2027-05-20', 2, { elementary: 2 }],
    ['tf_hanako-kimono-walk', '2027-05-20', 1, { elementary: 1 }],
  ];

  it.each(buyers)('with children by age band, for %s (%s)', async (email, space, agreement) => {
    const buyer = await as(email, space);
    for (const [tariff, date, adults, bands] of withBands) {
      const quoted = await expectOk(
        call(ctx.app, buyer, 'POST', `/api/v1/Tariff/${tariff}/quote`, { date, adults, bands }),
      );
      const { total } = quoted.body;
      const ryokan = tariff.startsWith('tf_kyoto') || tariff.startsWith('tf_gion');
      expect(quoted.body.partner?.agreement ?? null, tariff).toBe(ryokan ? agreement : null);
      const search = async (extra: object = {}) => {
        const found = await expectOk(
          call(ctx.app, buyer, 'POST', '/api/v1/Tariff/search', {
            adults,
            bands,
            date,
            limit: 100,
            ...extra,
          }),
        );
        return found.body.items.find((item: { key: string }) => item.key === tariff);
      };
      const card = await search();
      const label = `${tariff} ${date} ${JSON.stringify(bands)}`;
      expect(card?.partner?.price?.amount ?? card?.price?.amount, label).toBe(total);
      expect(card?.price?.bands, label).toEqual(bands);
      if (!ryokan) expect(card?.price?.amount, label).toBe(quoted.body.public.total);
      expect((await search({ price: { min: total, max: total } }))?.key, `${label} filter`).toBe(tariff);
      expect(await search({ price: { max: total - 1 } }), `${label} filter below`).toBeUndefined();
      expect((await search({ sort: 'price' }))?.price?.amount, `${label} by price`).toBe(card?.price?.amount);
      const asked = await expectOk(
        call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', {
          space,
          tariff,
          date,
          adults,
          children: 0,
          bands,
          note: '',
        }),
      );
      expect([asked.body.total, asked.body.figures.total], label).toEqual([total, total]);
    }
  });

  // さくらトラベル's agreement with the ryokan (10 % off), and the ryokan's published tariffs with their documents.
  const sakuraAgreement = async () =>
    (await partnerReader().accepted(ctx.app.database.db, 'sp_kyoto-ryokan')).find(
      (accepted) => accepted.key === 'ag_sakura-kyoto-ryokan',
    );
  const ryokanTariffs = () =>
    queryRows<{ key: string; doc: TariffDoc }>(
      ctx.app.database.db,
      sql`select key, doc from tariffs where space_key = 'sp_kyoto-ryokan' and state = 'published'`,
    );

  // A card's partner price is read from its `partner_prices` row; it must be what the pricing function gives.
  it('gives each undated card of an agreed supplier the pricing function’s partner price, for 1 to 35 adults', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const agreement = await sakuraAgreement();
    expect(agreement?.discount).toBe(10);
    const docs = await ryokanTariffs();
    expect(docs.map((row) => row.key)).toContain('tf_kyoto-ryokan-stay');
    let compared = 0;
    for (const adults of [1, 2, 3, 4, 5, 8, 12, 30, 35]) {
      const found = await expectOk(
        call(ctx.app, buyer, 'POST', '/api/v1/Tariff/search', { adults, limit: 100 }),
      );
      for (const { key, doc } of docs) {
        const card = found.body.items.find((item: { key: string }) => item.key === key);
        if (!card || !agreement) continue;
        const expected = lowestPrice(partnerDoc(doc, key, agreement), adults);
        expect(card.partner?.price?.amount ?? null, `${key} ×${adults}`).toBe(expected);
        compared += expected === null ? 0 : 1;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  // The detail's partner "from" price is read from the same rows, and worked out from the document without one.
  it('gives the detail of each agreed supplier’s tariff the pricing function’s partner "from" price', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const agreement = await sakuraAgreement();
    const docs = await ryokanTariffs();
    const read = async (key: string) =>
      (await expectOk(call(ctx.app, buyer, 'GET', `/api/v1/Tariff/${key}`))).body.partner?.priceFrom;
    for (const { key, doc } of docs) {
      if (!agreement) throw new Error('no agreement');
      expect(await read(key), key).toBe(fromPrice(partnerDoc(doc, key, agreement)));
    }
    const stay = 'tf_kyoto-ryokan-stay';
    const expected = await read(stay);
    expect(expected).toBeGreaterThan(0);
    await ctx.app.database.db.execute(sql`delete from partner_prices where tariff_key = ${stay}`);
    try {
      ctx.app.reads.clear();
      expect(await read(stay)).toBe(expected);
    } finally {
      await backfillPartnerPrices(ctx.app.database.db);
    }
  });

  it('prices the ryokan sheet: 2 adults on a 休前日 with every charge as its own figure', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const quoted = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/v1/Tariff/tf_kyoto-ryokan-stay/quote', {
        date: '2026-11-21',
        adults: 2,
        bands: { elementary: 1 },
      }),
    );
    // Public: 2 × 44,000 (a room of 3 on a 休前日) + 70 % = 30,800 → 118,800; service 17,820; subtotal 136,620.
    expect(quoted.body.days).toEqual([{ date: '2026-11-21', dayType: 'holiday_eve' }]);
    expect(quoted.body.public).toMatchObject({
      subtotal: 136_620,
      tax: 12_420,
      charges: {
        servicePercent: 15,
        service: 17_820,
        bathTax: 450,
        lodgingTax: 3_000,
        lodgingTaxCity: 'kyoto',
      },
      total: 136_620 + 450 + 3_000,
    });
  });
});
