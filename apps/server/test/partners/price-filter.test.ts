import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { NO_CEILING } from '../../src/db/schema/index.ts';
import { backfillPartnerPrices, syncPartnerPrices } from '../../src/modules/tariffs/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { signedInUser, type TestUser } from '../sessions.ts';
import { createPublished } from '../tariffs/support.ts';
import { agreed, call, expectOk, partner, type Team, team } from './support.ts';

/** One rate row for 1–9 adults all year: its adult price is the price a search for 1 adult compares. */
const priced = (jp: string, adult: number) => ({
  title: { jp: `${jp} 鞍馬 貴船ツアー`, en: 'Kurama walk' },
  seasons: [],
  rates: [{ season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult, child: null }],
  blackout: [],
});

describeEachDatabase('partner prices in the search filter and price order', (ctx) => {
  let supplier: Team;
  let other: Team;
  let buyer: Team;
  let twin: Team; // a second partner on the same terms
  let special: Team; // a third with an override of its own for `mid`
  let stranger: Team;
  let admin: TestUser;
  let dear: string; // public ¥11,000
  let mid: string; // public ¥10,500
  let elsewhere: string; // another supplier's, public ¥9,500
  let partnership: string;

  const search = async (user: TestUser, body: object = {}) =>
    (
      await expectOk(call(ctx.app, user, 'POST', '/api/v1/Tariff/search', { q: '鞍馬', ...body }))
    ).body.items.map((item: { key: string }) => item.key);
  const underTenThousand = (user: TestUser) => search(user, { price: { max: 10_000 } });
  // The supplier's rows, as `terms` → how many tariffs have a row under them.
  const rowsOf = async (space: string) =>
    Object.fromEntries(
      (
        await queryRows<{ terms: string; n: number }>(
          ctx.app.database.db,
          sql`select p.terms, count(*)::int as n from partner_prices p join tariffs t on t.key = p.tariff_key
            where t.space_key = ${space} group by p.terms`,
        )
      ).map((row) => [row.terms, row.n]),
    );

  // `partner_price_floors` as `terms` → floor (or ceiling), in hundredths of a percent.
  const bounds = async (column: 'floor_bp' | 'ceiling_bp' = 'floor_bp') =>
    Object.fromEntries(
      (
        await queryRows<{ terms: string; bound: number }>(
          ctx.app.database.db,
          sql`select terms, ${sql.identifier(column)} as bound from partner_price_floors`,
        )
      ).map((row) => [row.terms, row.bound]),
    );
  const floors = () => bounds('floor_bp');
  /**
   * Every partner row's prices beside its tariff's public ones (each number of adults undated, each date band):
   * none is below its terms' floor or above their ceiling. Answers the tightest bounds, per terms, measured here.
   */
  const expectBoundsHold = async () => {
    const [held, ceilings] = [await floors(), await bounds('ceiling_bp')];
    const rows = await queryRows<{
      terms: string;
      prices: [(number | null)[], (number | null)[]];
      pub: [(number | null)[], (number | null)[]];
    }>(
      ctx.app.database.db,
      sql`select p.terms, json_build_array(p.adult_prices, p.band_prices) as prices,
          json_build_array(t.adult_prices, t.band_prices) as pub
        from partner_prices p join tariffs t on t.key = p.tariff_key`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const tight: Record<string, { floor: number; ceiling: number }> = {};
    for (const row of rows)
      for (const [k, prices] of row.prices.entries())
        for (const [i, price] of prices.entries()) {
          const pub = row.pub[k]?.[i] ?? null;
          // The partner document prices the same parties as the public one (search relies on it).
          expect(price === null).toBe(pub === null);
          if (price === null || !pub) continue;
          expect(Number(held[row.terms]) * Number(pub)).toBeLessThanOrEqual(Number(price) * 10_000);
          expect(Number(ceilings[row.terms]) * Number(pub)).toBeGreaterThanOrEqual(Number(price) * 10_000);
          const seen = tight[row.terms] ?? { floor: 10_000, ceiling: 0 };
          seen.floor = Math.min(seen.floor, Math.floor((Number(price) * 10_000) / Number(pub)));
          seen.ceiling = Math.max(seen.ceiling, Math.ceil((Number(price) * 10_000) / Number(pub)));
          tight[row.terms] = seen;
        }
    return tight;
  };

  // Set-up: two suppliers, a partner buyer with 10 % off and a stranger.
  beforeAll(async () => {
    supplier = await team(ctx.app, 'supplier', '鞍馬観光株式会社');
    other = await team(ctx.app, 'supplier', '貴船案内株式会社');
    buyer = await team(ctx.app, 'buyer', '提携トラベル株式会社');
    stranger = await team(ctx.app, 'buyer', '一般トラベル株式会社');
    admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const as = { user: supplier.owner, space: supplier.space };
    dear = (await createPublished(ctx.app, as, admin, priced('高', 11_000))).key;
    mid = (await createPublished(ctx.app, as, admin, priced('中', 10_500))).key;
    const theirs = { user: other.owner, space: other.space };
    elsewhere = (await createPublished(ctx.app, theirs, admin, priced('他', 9_500))).key;
    partnership = await partner(ctx.app, buyer, supplier);
    await agreed(ctx.app, partnership, buyer, supplier, 10);
  });

  it('keeps one row of partner prices per tariff of the supplier with the agreement, none for the other', async () => {
    expect(await rowsOf(supplier.space)).toEqual({ '{"discount":10}': 2 });
    expect(await rowsOf(other.space)).toEqual({});
    // ¥9,900 of ¥11,000 and ¥9,450 of ¥10,500: 10 % off. The demo catalogue's rows under the same terms are in
    // the bounds too (a dated stay's price takes off more), and the bounds are as tight as the rows allow.
    const tight = (await expectBoundsHold())['{"discount":10}'];
    expect(tight?.floor).toBeLessThanOrEqual(9_000);
    expect((await floors())['{"discount":10}']).toBe(tight?.floor);
    expect((await bounds('ceiling_bp'))['{"discount":10}']).toBe(tight?.ceiling);
    expect(tight?.ceiling).toBeLessThanOrEqual(10_000);
  });

  it('drops by the floor of the terms before pricing: a floor too high would lose the partner a tariff', async () => {
    const db = ctx.app.database.db;
    const tight = (await expectBoundsHold())['{"discount":10}'];
    const setFloor = (bp: number) =>
      db.execute(sql`update partner_price_floors set floor_bp = ${bp} where terms = '{"discount":10}'`);
    // The floor is what lets a tariff public at ¥11,000 stay a candidate under ¥10,000 for the partner.
    await setFloor(10_000);
    expect(await search(buyer.member, { price: { max: 10_000 }, sort: 'newest' })).not.toContain(dear);
    await setFloor(9_000);
    expect(await search(buyer.member, { price: { max: 10_000 }, sort: 'rating' })).toContain(dear);
    // Without bounds (terms no row was written under yet) nothing is dropped, and every candidate is looked up.
    await db.execute(sql`delete from partner_price_floors`);
    expect(await search(buyer.member, { price: { max: 9_900 }, sort: 'newest' })).toContain(dear);
    expect(await search(buyer.member, { sort: 'price' })).toEqual([mid, elsewhere, dear]);
    // The migrations fill the bounds from the rows already held: 0037 the floor of the undated prices, 0040 the
    // floor and the ceiling of every price.
    const fill = (file: string) =>
      db.execute(
        sql.raw(
          readFileSync(new URL(`../../src/db/migrations/${file}`, import.meta.url), 'utf8')
            .split('--> statement-breakpoint')
            .at(-1) ?? '',
        ),
      );
    await fill('0037_partner_price_floors.sql');
    expect((await floors())['{"discount":10}']).toBe(9_000);
    expect((await bounds('ceiling_bp'))['{"discount":10}']).toBe(NO_CEILING);
    await fill('0040_partner_price_ceilings.sql');
    expect((await floors())['{"discount":10}']).toBe(tight?.floor);
    expect((await bounds('ceiling_bp'))['{"discount":10}']).toBe(tight?.ceiling);
    // Writing rows lowers a floor above them and raises a ceiling below them, never the other way.
    await setFloor(9_500);
    await db.execute(sql`update partner_price_floors set ceiling_bp = 5000 where terms = '{"discount":10}'`);
    await syncPartnerPrices(db, supplier.space, [dear]);
    expect((await floors())['{"discount":10}']).toBe(9_000);
    expect((await bounds('ceiling_bp'))['{"discount":10}']).toBe(9_000);
    await setFloor(5_000);
    await db.execute(
      sql`update partner_price_floors set ceiling_bp = ${NO_CEILING} where terms = '{"discount":10}'`,
    );
    await syncPartnerPrices(db, supplier.space, [dear]);
    expect((await floors())['{"discount":10}']).toBe(5_000);
    expect((await bounds('ceiling_bp'))['{"discount":10}']).toBe(NO_CEILING);
    // Loose bounds lose nothing: the partner is looked up.
    expect((await underTenThousand(buyer.member)).sort()).toEqual([dear, elsewhere, mid].sort());
    expect(await search(buyer.member, { sort: 'price' })).toEqual([mid, elsewhere, dear]);
    await fill('0040_partner_price_ceilings.sql');
    await setFloor(tight?.floor ?? 0);
    await expectBoundsHold();
  });

  it('filters a partner by the price they pay, a stranger by the public one', async () => {
    expect((await underTenThousand(buyer.member)).sort()).toEqual([dear, elsewhere, mid].sort());
    expect(await underTenThousand(stranger.owner)).toEqual([elsewhere]);
    // ¥9,900 and ¥9,450 for the partner: a lower bound above them leaves only the partner's ¥9,900.
    expect(await search(buyer.member, { price: { min: 9_600, max: 10_000 } })).toEqual([dear]);
    // Dated and for many adults the price is worked out from the rates: the partner rates there too.
    expect((await search(buyer.member, { date: '2027-03-01', price: { max: 10_000 } })).sort()).toEqual(
      [dear, elsewhere, mid].sort(),
    );
    expect(await search(buyer.member, { adults: 2, date: '2027-03-01', price: { max: 18_950 } })).toEqual([
      mid,
    ]);
  });

  it('orders a partner by the price they pay', async () => {
    expect(await search(buyer.member, { sort: 'price' })).toEqual([mid, elsewhere, dear]);
    expect(await search(stranger.owner, { sort: 'price' })).toEqual([elsewhere, mid, dear]);
  });

  it('filters by the new partner price of a tariff its supplier revised after the acceptance', async () => {
    const revised = [
      { season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 12_000, child: null },
    ];
    await expectOk(call(ctx.app, supplier.owner, 'PATCH', `/api/v1/Tariff/${dear}`, { rates: revised }));
    // Pending review, the published version still prices: ¥9,900.
    expect(await underTenThousand(buyer.member)).toContain(dear);
    await expectOk(call(ctx.app, supplier.owner, 'PATCH', `/api/tariff/${dear}/submitted`));
    await expectOk(call(ctx.app, admin, 'PATCH', `/api/tariff/${dear}/published`));
    // ¥12,000 public, ¥10,800 for the partner.
    expect(await underTenThousand(buyer.member)).not.toContain(dear);
    expect(await search(buyer.member, { price: { max: 10_800 } })).toContain(dear);
    expect(await search(stranger.owner, { price: { max: 10_800 } })).not.toContain(dear);
    await expectBoundsHold();
  });

  it('a newer agreement supersedes the prices of the one before at once', async () => {
    await agreed(ctx.app, partnership, buyer, supplier, 20);
    expect(await rowsOf(supplier.space)).toEqual({ '{"discount":20}': 2 });
    expect((await floors())['{"discount":20}']).toBe(8_000);
    await expectBoundsHold();
    // ¥9,600 and ¥8,400 now.
    expect(await search(buyer.member, { price: { max: 9_000 } })).toEqual([mid]);
    expect((await search(buyer.member, { price: { max: 9_600 } })).sort()).toEqual(
      [dear, elsewhere, mid].sort(),
    );
    // Rows lost (an agreement accepted before migration 0020) are written again at start-up.
    await ctx.app.database.db.execute(sql`delete from partner_prices where tariff_key = ${dear}`);
    expect(await backfillPartnerPrices(ctx.app.database.db)).toBe(1);
    expect(await rowsOf(supplier.space)).toEqual({ '{"discount":20}': 2 });
    expect(await backfillPartnerPrices(ctx.app.database.db)).toBe(0);
  });

  it('partners on identical terms share rows; a per-tariff override gets a row of its own', async () => {
    twin = await team(ctx.app, 'buyer', '同条件トラベル株式会社');
    await agreed(ctx.app, await partner(ctx.app, twin, supplier), twin, supplier, 20);
    expect(await rowsOf(supplier.space)).toEqual({ '{"discount":20}': 2 });
    expect(await search(twin.member, { price: { max: 9_000 } })).toEqual([mid]);
    special = await team(ctx.app, 'buyer', '特別トラベル株式会社');
    const overrides = [{ type: 'percent', tariff: mid, percent: 40 }];
    await agreed(ctx.app, await partner(ctx.app, special, supplier), special, supplier, 20, { overrides });
    // `dear` is priced by the shared general row; `mid` by its own: ¥10,500 − 40 % = ¥6,300.
    expect(await rowsOf(supplier.space)).toEqual({
      '{"discount":20}': 2,
      '{"discount":20,"override":{"percent":40,"type":"percent"}}': 1,
    });
    expect((await floors())['{"discount":20,"override":{"percent":40,"type":"percent"}}']).toBe(6_000);
    await expectBoundsHold();
    expect(await search(special.member, { price: { max: 7_000 } })).toEqual([mid]);
    expect(await search(special.member, { sort: 'price' })).toEqual([mid, elsewhere, dear]);
    expect(await search(twin.member, { price: { max: 7_000 } })).toEqual([]);
  });

  it('event page cards carry the partner "from" price for the partner only', async () => {
    const created = await expectOk(
      call(ctx.app, supplier.owner, 'POST', '/api/v1/Event', {
        space: supplier.space,
        title: { jp: '鞍馬の秋', en: 'Autumn in Kurama' },
        dates: { from: '2027-10-01', to: '2027-11-30' },
        tariffs: [mid, dear],
        published: true,
      }),
    );
    const cards = async (user: TestUser | null) =>
      (await expectOk(call(ctx.app, user, 'GET', `/api/v1/Event/public/${created.body.key}`))).body.tariffs;
    const mine = await cards(buyer.member);
    expect(mine.map((c: { priceFrom: number }) => c.priceFrom)).toEqual([10_500, 12_000]);
    expect(mine.map((c: { partner: unknown }) => c.partner)).toEqual([
      { agreement: expect.any(String), discount: 20, priceFrom: 8_400 },
      { agreement: expect.any(String), discount: 20, priceFrom: 9_600 },
    ]);
    for (const user of [stranger.owner, null])
      expect((await cards(user)).map((c: { partner: unknown }) => c.partner)).toEqual([null, null]);
  });

  it('after the partnership ends the filter uses the public price on the next request', async () => {
    await expectOk(call(ctx.app, supplier.owner, 'PATCH', `/api/v1/Partner/${partnership}/ended`, {}));
    expect(await underTenThousand(buyer.member)).toEqual([elsewhere]);
    expect(await search(buyer.member, { sort: 'price' })).toEqual([elsewhere, mid, dear]);
    // The partner on the same terms still needs the shared rows, and is still priced by them.
    expect(await rowsOf(supplier.space)).toEqual({
      '{"discount":20}': 2,
      '{"discount":20,"override":{"percent":40,"type":"percent"}}': 1,
    });
    expect(await search(twin.member, { price: { max: 9_000 } })).toEqual([mid]);
    expect(await search(twin.member, { sort: 'price' })).toEqual([mid, elsewhere, dear]);
  });

  it('rows no accepted agreement needs any more go when the last partner on those terms ends', async () => {
    const active = await queryRows<{ key: string; buyer: string }>(
      ctx.app.database.db,
      sql`select key, buyer_key as buyer from partnerships where supplier_key = ${supplier.space}
        and state = 'active'`,
    );
    const end = (buyerSpace: string) =>
      expectOk(
        call(
          ctx.app,
          supplier.owner,
          'PATCH',
          `/api/v1/Partner/${active.find((p) => p.buyer === buyerSpace)?.key}/ended`,
          {},
        ),
      );
    await end(special.space);
    expect(await rowsOf(supplier.space)).toEqual({ '{"discount":20}': 2 });
    await end(twin.space);
    expect(await rowsOf(supplier.space)).toEqual({});
    expect(await search(twin.member, { sort: 'price' })).toEqual([elsewhere, mid, dear]);
    // The backfill leaves a supplier without accepted agreements without rows.
    expect(await backfillPartnerPrices(ctx.app.database.db)).toBe(0);
  });
});
