import {
  lowestPrice,
  type PricingAgreement,
  partnerDoc,
  partnerTerms,
  type TariffDoc,
} from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { partnerReader } from '../../src/modules/tariffs/partner-terms.ts';
import { rewriteEarlierSearchForms } from '../../src/modules/tariffs/service/search-form.ts';
import { describeEachDatabase } from '../helper.ts';
import { agreed, call, expectOk, partner, type Team, team } from '../partners/support.ts';
import { signedInUser, type TestUser } from '../sessions.ts';
import { createPublished, tariffBody } from './support.ts';

/*
 * The price bands (docs/decisions/0016-dated-price-bands.md) are what a dated search prices by, so they must be
 * the pricing function's answer: for every tariff (the demo catalogue and this file's own) and every set of partner
 * terms, on every date of its validity a search can ask for (blackout nights are never searched), the band price
 * that search reads in SQL equals `lowestPrice` of the document (the partner document at those terms); and every
 * tariff or agreement write rewrites them.
 */
const ADULTS = [1, 2, 3, 4, 6, 10, 20, 30];
// Dates per tariff: a validity of two years is checked day by day, a longer one up to here.
const DAYS = 800;

type Banded = {
  key: string;
  terms: string;
  doc: TariffDoc;
  date: string;
  adults: number;
  price: string | null;
};

describeEachDatabase('price bands equal the pricing function', (ctx) => {
  let supplier: Team;
  let buyer: Team;
  let admin: TestUser;
  let seasonal: string;
  let partnership: string;

  /** Every checked (tariff, terms, date, adults) with the price search reads for it from the band columns. */
  const bandPrices = (source: 'tariffs' | 'tariff_listings' | 'partner_prices', keys?: string[]) => {
    const table = sql.raw(source);
    const terms = source === 'partner_prices' ? sql.raw('b.terms') : sql.raw(`''`);
    const key = source === 'partner_prices' ? sql.raw('b.tariff_key') : sql.raw('b.key');
    return queryRows<Banded>(
      ctx.app.database.db,
      sql`select ${key} as key, ${terms} as terms, t.doc, d::date::text as date, n as adults,
          (b.band_prices)[(width_bucket(d::date, b.band_from) - 1) * 30 + n]::text as price
        from ${table} b join tariffs t on t.key = ${key},
          generate_series(t.valid_from, least(t.valid_to, t.valid_from + ${DAYS}::int), interval '1 day') d,
          unnest(${`{${ADULTS.join(',')}}`}::int[]) n
        where not (d::date = any(t.blackout)) ${keys ? sql`and ${key} = any(${`{${keys.join(',')}}`}::text[])` : sql``}
        order by 1, 2, 4, 5`,
    );
  };

  /** The accepted agreement behind each set of terms of the supplier's tariffs, as the partner prices sync picks it. */
  const agreementsOf = async (suppliers: string[]) => {
    const byTerms = new Map<string, PricingAgreement>();
    for (const space of suppliers)
      for (const agreement of await partnerReader().accepted(ctx.app.database.db, space)) {
        const tariffs = await queryRows<{ key: string }>(
          ctx.app.database.db,
          sql`select key from tariffs where space_key = ${space}`,
        );
        for (const { key } of tariffs) byTerms.set(`${key}\n${partnerTerms(agreement, key)}`, agreement);
      }
    return byTerms;
  };

  /** Each band price against the pricing function; answers how many were compared. */
  const expectPricingFunction = async (rows: Banded[], agreements = new Map<string, PricingAgreement>()) => {
    for (const row of rows) {
      const agreement = row.terms ? agreements.get(`${row.key}\n${row.terms}`) : undefined;
      if (row.terms) expect(agreement, `${row.key} ${row.terms}`).toBeDefined();
      const doc = agreement ? partnerDoc(row.doc, row.key, agreement) : row.doc;
      const expected = lowestPrice(doc, row.adults, row.date);
      expect(
        row.price === null ? null : Number(row.price),
        `${row.key} ${row.terms} ${row.date} ×${row.adults}`,
      ).toBe(expected);
    }
    return rows.length;
  };

  beforeAll(async () => {
    supplier = await team(ctx.app, 'supplier', '帯価格観光株式会社');
    buyer = await team(ctx.app, 'buyer', '帯価格トラベル株式会社');
    admin = await signedInUser(ctx.app, { grants: ['admin'] });
    // Seasons cutting the year, a month in no season (only the group rate prices it) and a group rate all year.
    seasonal = (
      await createPublished(
        ctx.app,
        { user: supplier.owner, space: supplier.space },
        admin,
        tariffBody({
          validity: { from: '2027-01-01', to: '2027-12-31' },
          seasons: [
            { name: { jp: '通常期', en: 'Regular' }, from: '2027-01-01', to: '2027-06-30' },
            { name: { jp: '繁忙期', en: 'Peak' }, from: '2027-07-01', to: '2027-11-09' },
            { name: { jp: '紅葉', en: 'Autumn leaves' }, from: '2027-11-10', to: '2027-11-30' },
          ],
          rates: [
            { season: '通常期', unit: 'per_person', pax_min: 1, pax_max: 9, adult: 8000, child: 4000 },
            { season: '繁忙期', unit: 'per_person', pax_min: 1, pax_max: 9, adult: 10000, child: 5000 },
            { season: '紅葉', unit: 'per_person', pax_min: 2, pax_max: 6, adult: 9000, child: null },
            { season: null, unit: 'per_group', pax_min: 10, pax_max: 30, adult: 60000, child: null },
          ],
        }),
      )
    ).key as string;
    partnership = await partner(ctx.app, buyer, supplier);
    await agreed(ctx.app, partnership, buyer, supplier, 10);
  });

  it('holds the pricing function’s price on every date of every tariff, and the listing holds the same', async () => {
    const rows = await bandPrices('tariffs');
    expect(await expectPricingFunction(rows)).toBeGreaterThan(10_000);
    // Each kind of tariff of the demo catalogue is there: per person, per group and the ryokan's stay quote.
    expect([...new Set(rows.map((row) => row.key))]).toEqual(
      expect.arrayContaining(['tf_kyoto-ryokan-stay', 'tf_kyoto-charter-bus', seasonal]),
    );
    // A season cut inside the validity prices both sides of it.
    const peak = rows.find((row) => row.key === seasonal && row.date === '2027-07-01' && row.adults === 2);
    const regular = rows.find((row) => row.key === seasonal && row.date === '2027-06-30' && row.adults === 2);
    const december = rows.find(
      (row) => row.key === seasonal && row.date === '2027-12-01' && row.adults === 2,
    );
    expect([regular?.price, peak?.price, december?.price]).toEqual(['16000', '20000', null]);
    const listed = await queryRows<{ n: number }>(
      ctx.app.database.db,
      sql`select count(*)::int as n from tariff_listings l join tariffs t on t.key = l.key
        where l.band_from is distinct from t.band_from or l.band_prices is distinct from t.band_prices`,
    );
    expect(listed[0]?.n).toBe(0);
  });

  it('holds each partner’s price at the terms of its accepted agreement', async () => {
    const rows = await bandPrices('partner_prices');
    const suppliers = await queryRows<{ space: string }>(
      ctx.app.database.db,
      sql`select distinct t.space_key as space from partner_prices p join tariffs t on t.key = p.tariff_key`,
    );
    expect(suppliers.map((s) => s.space)).toEqual(
      expect.arrayContaining(['sp_kyoto-ryokan', supplier.space]),
    );
    expect(
      await expectPricingFunction(rows, await agreementsOf(suppliers.map((s) => s.space))),
    ).toBeGreaterThan(1_000);
    // 10 % off ¥8,000 for two.
    const two = rows.find((row) => row.key === seasonal && row.date === '2027-03-01' && row.adults === 2);
    expect(two?.price).toBe('14400');
  });

  it('rewrites the bands when a tariff is revised and when an agreement supersedes another', async () => {
    const rates = [
      { season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 7000, child: null },
      { season: '紅葉', unit: 'per_group', pax_min: 1, pax_max: 9, adult: 30000, child: null },
    ];
    await expectOk(call(ctx.app, supplier.owner, 'PATCH', `/api/v1/Tariff/${seasonal}`, { rates }));
    await expectOk(call(ctx.app, supplier.owner, 'PATCH', `/api/tariff/${seasonal}/submitted`));
    await expectOk(call(ctx.app, admin, 'PATCH', `/api/tariff/${seasonal}/published`));
    const revised = await bandPrices('tariff_listings', [seasonal]);
    await expectPricingFunction(revised);
    const on = (date: string, adults: number) =>
      revised.find((row) => row.date === date && row.adults === adults)?.price;
    // ¥7,000 a head all year; in the autumn leaves a group of 6 pays ¥30,000 rather than ¥42,000.
    expect([on('2027-07-01', 6), on('2027-11-15', 6), on('2027-12-01', 6)]).toEqual([
      '42000',
      '30000',
      '42000',
    ]);

    await agreed(ctx.app, partnership, buyer, supplier, 25);
    const partnerRows = await bandPrices('partner_prices', [seasonal]);
    expect(new Set(partnerRows.map((row) => row.terms))).toEqual(new Set(['{"discount":25}']));
    await expectPricingFunction(partnerRows, await agreementsOf([supplier.space]));
    expect(partnerRows.find((row) => row.date === '2027-11-15' && row.adults === 6)?.price).toBe('22500');
  });

  it('gives tariffs written before the bands their bands at start-up, and a search prices them at once', async () => {
    await ctx.app.database.db.execute(
      sql`update tariffs set band_from = '{}', band_prices = '{}', search_form = 1 where key = ${seasonal}`,
    );
    // A buyer with no partnership: the public listing's bands price it.
    const stranger = await team(ctx.app, 'buyer', '一般帯価格トラベル株式会社');
    const search = () =>
      expectOk(
        call(ctx.app, stranger.owner, 'POST', '/api/v1/Tariff/search', {
          q: '嵐山',
          adults: 6,
          date: '2027-11-15',
          price: { max: 30_000 },
        }),
      );
    const before = await search();
    expect(before.body.items.map((item: { key: string }) => item.key)).not.toContain(seasonal);
    expect(await rewriteEarlierSearchForms(ctx.app.database.db)).toBe(1);
    await expectPricingFunction(await bandPrices('tariff_listings', [seasonal]));
    const after = await search();
    expect(after.body.items.map((item: { key: string }) => item.key)).toContain(seasonal);
  });
});
