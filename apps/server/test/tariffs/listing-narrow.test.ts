import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase } from '../helper.ts';
import type { TestUser } from '../sessions.ts';
import {
  call,
  createPublished,
  expectOk,
  newAdmin,
  newBuyer,
  newSupplier,
  type Supplier,
  tariffBody,
} from './support.ts';

/*
 * A search with neither text nor a prefecture reads the listing's narrow copy
 * (docs/decisions/0021-narrow-listing-copy.md), so the copy must hold exactly the listings, with their values, after
 * every write: publication, a published revision, suspension and reinstatement, a change of visibility, archiving.
 */
const COLUMNS = sql.raw(`key, space_key, visibility, category, prefecture, currency, published_at, valid_from,
  valid_to, blackout, price_from, adult_prices, band_from, band_prices`);

describeEachDatabase('the narrow copy of the listings', (ctx) => {
  let supplier: Supplier;
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    supplier = await newSupplier(ctx.app);
    admin = await newAdmin(ctx.app);
    buyer = await newBuyer(ctx.app);
  });

  /** Both tables' rows, each as text in key order: equal exactly when the copy holds the listings' values. */
  const tables = async () => {
    const [row] = await queryRows<{ listings: string[]; narrow: string[] }>(
      ctx.app.database.db,
      sql`select
        (select coalesce(array_agg(r::text order by r.key), '{}') from (select ${COLUMNS} from tariff_listings) r)
          as listings,
        (select coalesce(array_agg(r::text order by r.key), '{}') from (select ${COLUMNS} from tariff_listings_narrow) r)
          as narrow`,
    );
    return row ?? { listings: [], narrow: [] };
  };
  const expectCopy = async () => {
    const { listings, narrow } = await tables();
    expect(listings.length).toBeGreaterThan(0);
    expect(narrow).toEqual(listings);
  };
  const listed = async (key: string) => (await tables()).narrow.some((row) => row.startsWith(`(${key},`));
  const patch = (user: TestUser, key: string, state: string, body: object = {}) =>
    expectOk(call(ctx.app, user, 'PATCH', `/api/tariff/${key}/${state}`, body));

  it('holds every listing of the demo catalogue with its values', async () => {
    await expectCopy();
  });

  it('follows each write of a tariff: publication, a revision, suspension, visibility, archiving', async () => {
    const tariff = await createPublished(ctx.app, supplier, admin);
    await expectCopy();
    expect(await listed(tariff.key)).toBe(true);

    // A published revision with other prices and another blackout rewrites the listing, and so its copy.
    const copied = () =>
      queryRows<{ adult: string; blackout: string }>(
        ctx.app.database.db,
        sql`select adult_prices::text as adult, blackout::text from tariff_listings_narrow where key = ${tariff.key}`,
      );
    const [before] = await copied();
    const rates = tariffBody().rates.map((rate) => ({ ...rate, adult: rate.adult + 1000 }));
    await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${tariff.key}`, {
        rates,
        blackout: ['2027-01-01', '2027-01-02'],
      }),
    );
    await patch(supplier.user, tariff.key, 'submitted');
    await patch(admin, tariff.key, 'published');
    const [after] = await copied();
    expect(after?.blackout).toBe('{2027-01-01,2027-01-02}');
    expect(after?.adult).not.toBe(before?.adult);
    await expectCopy();

    await patch(admin, tariff.key, 'suspended');
    expect(await listed(tariff.key)).toBe(false);
    await expectCopy();
    await patch(admin, tariff.key, 'reinstate');
    expect(await listed(tariff.key)).toBe(true);

    await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${tariff.key}`, { visibility: 'partners' }),
    );
    await patch(supplier.user, tariff.key, 'submitted');
    await patch(admin, tariff.key, 'published');
    await expectCopy();

    await patch(supplier.user, tariff.key, 'archived');
    expect(await listed(tariff.key)).toBe(false);
    await expectCopy();
  });

  it('is what a search with neither text nor prefecture reads, and a write of the listing writes it again', async () => {
    const tariff = await createPublished(ctx.app, supplier, admin);
    const body = { adults: 2, date: '2027-02-10', price: { max: 100000 }, sort: 'price' };
    const search = async (more: object = {}) =>
      (await expectOk(call(ctx.app, buyer, 'POST', '/api/v1/Tariff/search', { ...body, ...more }))).body
        .total as number;
    const textless = await search();
    const worded = await search({ q: '嵐山' });
    const kyoto = await search({ prefecture: '26' });
    expect(textless).toBeGreaterThanOrEqual(kyoto);
    expect(kyoto).toBeGreaterThanOrEqual(worded);
    expect(worded).toBeGreaterThan(0);
    // Without its copy the tariff is gone from that search only: with a word or a prefecture, search reads the
    // listing.
    await ctx.app.database.db.execute(sql`delete from tariff_listings_narrow where key = ${tariff.key}`);
    expect(await search()).toBe(textless - 1);
    expect(await search({ q: '嵐山' })).toBe(worded);
    expect(await search({ prefecture: '26' })).toBe(kyoto);
    // Any write of the listing writes its copy again.
    await ctx.app.database.db.execute(sql`update tariff_listings set key = key where key = ${tariff.key}`);
    expect(await search()).toBe(textless);
    await expectCopy();
  });
});
