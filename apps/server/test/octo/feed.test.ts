import { beforeAll, expect, it } from 'vitest';
import { type BookingWorld, bookingWorld, inDays } from '../bookings/support.ts';
import { describeEachDatabase } from '../helper.ts';
import { call } from '../sessions.ts';
import { createPublished, tariffBody } from '../tariffs/support.ts';

/*
 * The Things to do feed (docs/octo.md "Things to do feed"): a supplier's public published tariffs in Google's
 * ProductFeed shape, both languages, the public "from" price and the page; ETag and Last-Modified answered 304;
 * the whole catalogue for administrators only.
 */
describeEachDatabase('Things to do feed', (ctx) => {
  let w: BookingWorld;
  let partnersOnly: string;

  beforeAll(async () => {
    w = await bookingWorld(ctx.app);
    partnersOnly = (
      await createPublished(
        ctx.app,
        { user: w.supplier.owner, space: w.supplier.space },
        w.admin,
        tariffBody({
          validity: { from: inDays(-1), to: inDays(300) },
          blackout: [],
          seasons: [],
          rates: [{ season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 5000, child: null }],
          visibility: 'partners',
        }),
      )
    ).key as string;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('lists the supplier’s public tariffs in both languages with the public price and page', async () => {
    const res = await get(`/feeds/things-to-do/${w.supplier.space}.json`);
    expect(res.statusCode).toBe(200);
    const feed = res.json();
    expect(feed.feed_metadata).toMatchObject({
      shard_id: 0,
      total_shards_count: 1,
      processing_instruction: 'PROCESS_AS_SNAPSHOT',
    });
    expect(feed.products.map((p: { id: string }) => p.id)).toEqual([w.tariff]);
    expect(JSON.stringify(feed)).not.toContain(partnersOnly);
    const [product] = feed.products;
    expect(product.title.localized_texts).toEqual([
      { language_code: 'ja', text: '嵐山 竹林散策ツアー' },
      { language_code: 'en', text: 'Arashiyama bamboo grove walk' },
    ]);
    expect(product.options[0].price_options[0].price).toEqual({
      currency_code: 'JPY',
      units: 8000,
      nanos: 0,
    });
    expect(product.options[0].landing_page.url).toMatch(new RegExp(`/jp/search/${w.tariff}$`));
    expect(product.options[0].related_locations[0].location.location.address).toContain('京都府');
  });

  it('answers 304 to a crawler whose copy is current, and 404 past the last shard or for no supplier', async () => {
    const first = await get(`/feeds/things-to-do/${w.supplier.space}.json`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}-0"$/);
    expect(
      (await get(`/feeds/things-to-do/${w.supplier.space}.json`, { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    const modified = String(first.headers['last-modified']);
    expect(
      (await get(`/feeds/things-to-do/${w.supplier.space}.json`, { 'if-modified-since': modified }))
        .statusCode,
    ).toBe(304);
    expect((await get(`/feeds/things-to-do/${w.supplier.space}.json?shard=1`)).statusCode).toBe(404);
    expect((await get(`/feeds/things-to-do/${w.supplier.space}.json?surprise=1`)).statusCode).toBe(400);
    expect((await get('/feeds/things-to-do/nothing')).statusCode).toBe(404);
  });

  it('gives the whole catalogue to administrators only', async () => {
    expect((await get('/feeds/things-to-do.json')).statusCode).toBe(401);
    expect((await call(ctx.app, w.supplier.owner, 'GET', '/feeds/things-to-do.json')).status).toBe(403);
    const all = await call(ctx.app, w.admin, 'GET', '/feeds/things-to-do.json');
    expect(all.status).toBe(200);
    expect(all.body.products.map((p: { id: string }) => p.id)).toContain(w.tariff);
  });
});
