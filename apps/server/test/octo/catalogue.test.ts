import { beforeAll, expect, it } from 'vitest';
import { type BookingWorld, bookingWorld, inDays, setInventory } from '../bookings/support.ts';
import { describeEachDatabase } from '../helper.ts';
import { team } from '../partners/support.ts';
import { call } from '../sessions.ts';
import { createPublished, tariffBody } from '../tariffs/support.ts';
import { apiKey, octo } from './support.ts';

/*
 * OCTO's catalogue (docs/octo.md): who may call, the supplier, products with content in the language asked and
 * prices from the one pricing function, paging beyond OCTO, and availability from the bookings calendar. Every
 * answer is checked against @octocloud/types by `octo()`.
 */
describeEachDatabase('OCTO: callers, supplier, products, availability', (ctx) => {
  let w: BookingWorld;
  let key: string;
  let readKey: string;
  let partnersOnly: string;
  const day = inDays(30);

  beforeAll(async () => {
    w = await bookingWorld(ctx.app);
    key = await apiKey(ctx.app, w.partner);
    readKey = await apiKey(ctx.app, w.partner, 'read');
    partnersOnly = (
      await createPublished(
        ctx.app,
        { user: w.supplier.owner, space: w.supplier.space },
        w.admin,
        tariffBody({
          title: { jp: '取引先限定 茶道体験', en: 'Partners-only tea ceremony' },
          validity: { from: inDays(-1), to: inDays(700) },
          blackout: [],
          seasons: [],
          rates: [{ season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 5000, child: null }],
          visibility: 'partners',
        }),
      )
    ).key as string;
    await setInventory(ctx.app, w, { from: day, to: inDays(32), mode: 'allotment', capacity: 4 });
  });

  it('refuses callers without a buyer key, or naming a supplier that is not their partner', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/octo/v1/supplier' });
    expect([none.statusCode, none.json().error]).toEqual([401, 'UNAUTHORIZED']);
    const wrongKey = await octo(ctx.app, 'tt_live_nope', w.supplier.space, 'GET', '/octo/v1/supplier');
    expect([wrongKey.status, wrongKey.body.error]).toEqual([401, 'UNAUTHORIZED']);
    const strangerKey = await apiKey(ctx.app, w.stranger);
    const stranger = await octo(ctx.app, strangerKey, w.supplier.space, 'GET', '/octo/v1/products');
    expect([stranger.status, stranger.body.error]).toEqual([403, 'FORBIDDEN']);
    const supplierKey = await apiKey(ctx.app, w.supplier);
    const own = await octo(ctx.app, supplierKey, w.supplier.space, 'GET', '/octo/v1/supplier');
    expect([own.status, own.body.error]).toEqual([403, 'FORBIDDEN']);
    const noHeader = await octo(ctx.app, key, null, 'GET', '/octo/v1/supplier');
    expect([noHeader.status, noHeader.body.error]).toEqual([400, 'BAD_REQUEST']);
    const unknown = await octo(ctx.app, key, w.supplier.space, 'GET', '/octo/v1/nothing-here');
    expect([unknown.status, unknown.body.error]).toEqual([404, 'BAD_REQUEST']);
  });

  it('answers the supplier named, with the endpoint', async () => {
    const res = await octo(ctx.app, key, w.supplier.space, 'GET', '/octo/v1/supplier');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: w.supplier.space, name: '予約テスト観光株式会社' });
    expect(res.body.endpoint).toMatch(/\/octo\/v1$/);
  });

  it('lists the supplier’s products, partners-only ones for partners, in the language asked', async () => {
    const ja = await octo(ctx.app, key, w.supplier.space, 'GET', '/octo/v1/products');
    expect(ja.status).toBe(200);
    expect(ja.body.map((p: { id: string }) => p.id).sort()).toEqual([w.tariff, partnersOnly].sort());
    expect(ja.headers['content-language']).toBe('ja');
    expect(ja.headers['available-languages']).toBe('ja, en');
    const walk = ja.body.find((p: { id: string }) => p.id === w.tariff);
    expect(walk).toMatchObject({ title: '嵐山 竹林散策ツアー', locale: 'ja', timeZone: 'Asia/Tokyo' });
    expect(walk.options[0].units.map((u: { id: string }) => u.id)).toEqual(['adult', 'child']);
    // The one option is the product: its texts and features are the product's alone, since OCTO tells a reseller
    // to combine both levels (a repeated feature would show twice).
    expect(walk.options[0]).toMatchObject({
      title: walk.title,
      shortDescription: null,
      description: null,
      features: [],
    });
    // Retail is the public price; this partner has no agreement, so net is the same (JPY, no decimals).
    expect(walk.options[0].pricingFrom[0]).toMatchObject({
      retail: 8000,
      net: 8000,
      currency: 'JPY',
      currencyPrecision: 0,
    });
    expect(
      walk.options[0]['tourtariff:cancellationSchedule'].map((t: { percent: number }) => t.percent),
    ).toEqual([20, 30, 40, 50, 100, 100]);

    const en = await octo(ctx.app, key, w.supplier.space, 'GET', `/octo/v1/products/${w.tariff}`, undefined, {
      'accept-language': 'fr;q=0.9, en-GB;q=0.8, ja;q=0.1',
    });
    expect(en.headers['content-language']).toBe('en');
    expect(en.body).toMatchObject({ id: w.tariff, title: 'Arashiyama bamboo grove walk', locale: 'en' });
  });

  it('pages with limit and an opaque cursor in a Link header, every product once; no limit is every product', async () => {
    const seen: string[] = [];
    let url: string | null = '/octo/v1/products?limit=1';
    while (url) {
      const res: Awaited<ReturnType<typeof octo>> = await octo(ctx.app, key, w.supplier.space, 'GET', url);
      expect(res.body.length).toBeLessThanOrEqual(1);
      seen.push(...res.body.map((p: { id: string }) => p.id));
      const link = res.headers.link as string | undefined;
      url = link
        ? new URL(/<([^>]+)>/.exec(link)?.[1] as string).pathname +
          new URL(/<([^>]+)>/.exec(link)?.[1] as string).search
        : null;
    }
    expect(seen.sort()).toEqual([w.tariff, partnersOnly].sort());
    const tooMany = await octo(ctx.app, key, w.supplier.space, 'GET', '/octo/v1/products?limit=501');
    expect([tooMany.status, tooMany.body.error]).toEqual([400, 'BAD_REQUEST']);
    const forged = await octo(ctx.app, key, w.supplier.space, 'GET', '/octo/v1/products?cursor=Yml8YmtfMQ');
    expect([forged.status, forged.body.error]).toEqual([400, 'BAD_REQUEST']);
  });

  it('refuses unknown products, options and a tariff of another supplier by OCTO code', async () => {
    const missing = await octo(ctx.app, key, w.supplier.space, 'GET', '/octo/v1/products/tf_nope');
    expect([missing.status, missing.body.error, missing.body.productId]).toEqual([
      400,
      'INVALID_PRODUCT_ID',
      'tf_nope',
    ]);
    const other = await team(ctx.app, 'supplier', '別の観光株式会社');
    const theirs = await octo(ctx.app, key, other.space, 'GET', `/octo/v1/products/${w.tariff}`);
    expect([theirs.status, theirs.body.error]).toEqual([403, 'FORBIDDEN']);
    const option = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/availability/calendar', {
      productId: w.tariff,
      optionId: 'NOPE',
      localDateStart: day,
      localDateEnd: day,
    });
    expect([option.status, option.body.error, option.body.optionId]).toEqual([
      400,
      'INVALID_OPTION_ID',
      'NOPE',
    ]);
  });

  it('answers the calendar and availabilities of the one inventory, priced for the units asked', async () => {
    const cal = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/availability/calendar', {
      productId: w.tariff,
      optionId: 'DEFAULT',
      localDateStart: day,
      localDateEnd: inDays(31),
      units: [{ id: 'adult', quantity: 2 }],
    });
    expect(cal.status).toBe(200);
    expect(cal.body[0]).toMatchObject({
      localDate: day,
      available: true,
      status: 'AVAILABLE',
      vacancies: 4,
      capacity: 4,
    });
    expect(cal.body[0].pricingFrom).toMatchObject({ retail: 16000, net: 16000 });

    const check = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/availability', {
      productId: w.tariff,
      optionId: 'DEFAULT',
      localDateStart: day,
      localDateEnd: day,
      units: [
        { id: 'adult', quantity: 1 },
        { id: 'child', quantity: 1 },
      ],
    });
    expect(check.body).toHaveLength(1);
    expect(check.body[0]).toMatchObject({
      id: `${w.tariff}.${day}`,
      allDay: true,
      vacancies: 4,
      available: true,
    });
    expect(check.body[0].pricing.retail).toBe(12000);

    const byId = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/availability', {
      productId: w.tariff,
      optionId: 'DEFAULT',
      availabilityIds: [`${w.tariff}.${day}`],
    });
    expect(byId.body.map((a: { id: string }) => a.id)).toEqual([`${w.tariff}.${day}`]);
    const foreign = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/availability', {
      productId: w.tariff,
      optionId: 'DEFAULT',
      availabilityIds: [`${partnersOnly}.${day}`],
    });
    expect([foreign.status, foreign.body.error]).toEqual([400, 'INVALID_AVAILABILITY_ID']);
    const unit = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/availability', {
      productId: partnersOnly,
      optionId: 'DEFAULT',
      localDateStart: day,
      localDateEnd: day,
      units: [{ id: 'child', quantity: 1 }],
    });
    expect([unit.status, unit.body.error, unit.body.unitId]).toEqual([400, 'INVALID_UNIT_ID', 'child']);
  });

  it('refuses malformed JSON, unknown members and a read key writing, as OCTO errors', async () => {
    const broken = await octo(
      ctx.app,
      key,
      w.supplier.space,
      'POST',
      '/octo/v1/availability',
      '{"productId":',
      {
        'content-type': 'application/json',
      },
    );
    expect([broken.status, broken.body.error]).toEqual([400, 'BAD_REQUEST']);
    const extra = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/availability/calendar', {
      productId: w.tariff,
      optionId: 'DEFAULT',
      localDateStart: day,
      localDateEnd: day,
      surprise: true,
    });
    expect([extra.status, extra.body.error]).toEqual([400, 'BAD_REQUEST']);
    expect(extra.body['tourtariff:fields'][0]).toMatchObject({
      field: 'body.surprise',
      rule: 'unknown_field',
    });
    const read = await octo(ctx.app, readKey, w.supplier.space, 'POST', '/octo/v1/bookings', {});
    expect([read.status, read.body.error]).toEqual([403, 'FORBIDDEN']);
    const reads = await octo(ctx.app, readKey, w.supplier.space, 'GET', '/octo/v1/products');
    expect(reads.status).toBe(200);
    // Availability checks are POSTs that only read.
    const checks = await octo(ctx.app, readKey, w.supplier.space, 'POST', '/octo/v1/availability/calendar', {
      productId: w.tariff,
      optionId: 'DEFAULT',
      localDateStart: day,
      localDateEnd: day,
    });
    expect(checks.status).toBe(200);
  });

  it('sends no session cookie a pass: the web sign-in is not an OCTO credential', async () => {
    const res = await call(ctx.app, w.partner.owner, 'GET', '/octo/v1/supplier');
    expect([res.status, res.body.error]).toEqual([401, 'UNAUTHORIZED']);
  });
});
