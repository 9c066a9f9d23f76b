import { lowestPrice, type PricingAgreement, partnerDoc, type TariffDoc } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase } from '../helper.ts';
import { signedInUser, type TestUser } from '../sessions.ts';
import { createPublished } from '../tariffs/support.ts';
import { agreed, call, expectOk, partner, type Team, team } from './support.ts';

/**
 * A tariff of the catalogue below: two seasons a few hundred yen apart and a cheaper price for a group of up to
 * four, odd amounts so 10 % off rounds differently from one tariff to the next.
 */
const shaped = (i: number) => {
  const regular = 9_500 + 97 * i;
  return {
    title: { jp: `比叡 山道 ${i}`, en: `Hiei trail ${i}` },
    seasons: [
      { name: { jp: '通常期', en: 'Regular' }, from: '2027-01-01', to: '2027-06-30' },
      { name: { jp: '繁忙期', en: 'Peak' }, from: '2027-07-01', to: '2027-12-31' },
    ],
    rates: [
      { season: '通常期', unit: 'per_person', pax_min: 1, pax_max: 9, adult: regular, child: null },
      {
        season: '繁忙期',
        unit: 'per_person',
        pax_min: 1,
        pax_max: 9,
        adult: regular + 611 + 13 * i,
        child: null,
      },
      {
        season: null,
        unit: 'per_group',
        pax_min: 2,
        pax_max: 4,
        adult: 2 * regular - 1_501 - 7 * i,
        child: null,
      },
    ],
    blackout: [],
  };
};

type Card = { key: string; priceFrom: number | null };

describeEachDatabase("a partner's price filter and order, settled by the bounds of their terms", (ctx) => {
  let supplier: Team;
  let other: Team;
  let buyer: Team; // 10 % off
  let special: Team; // 20 % off, and 40 % off one tariff
  let stranger: Team;
  let admin: TestUser;
  const docs = new Map<string, { space: string; doc: TariffDoc }>();
  const agreements = new Map<TestUser, PricingAgreement | null>();
  let overridden = '';

  /** Every page of a search, in order, with the total and the counts of the first page. */
  const searchAll = async (user: TestUser, body: object) => {
    const cards: Card[] = [];
    let first: { total: number; counts: Record<string, number> } | null = null;
    let cursor: string | null = null;
    do {
      const page = await expectOk(
        call(ctx.app, user, 'POST', '/api/v1/Tariff/search', {
          q: '比叡',
          limit: 5,
          ...body,
          ...(cursor ? { cursor } : {}),
        }),
      );
      first ??= { total: page.body.total, counts: page.body.counts };
      cards.push(...page.body.items);
      cursor = page.body.next;
    } while (cursor);
    return { keys: cards.map((card) => card.key), cards, ...first };
  };

  /** What the one pricing function says the caller pays for the party on the date. */
  const pays = (user: TestUser, key: string, adults: number, date?: string) => {
    const held = docs.get(key);
    if (!held) throw new Error(key);
    const agreement = held.space === supplier.space ? agreements.get(user) : null;
    return lowestPrice(agreement ? partnerDoc(held.doc, key, agreement) : held.doc, adults, date);
  };

  beforeAll(async () => {
    supplier = await team(ctx.app, 'supplier', '比叡観光株式会社');
    other = await team(ctx.app, 'supplier', '坂本案内株式会社');
    buyer = await team(ctx.app, 'buyer', '比叡トラベル株式会社');
    special = await team(ctx.app, 'buyer', '特約トラベル株式会社');
    stranger = await team(ctx.app, 'buyer', '一見トラベル株式会社');
    admin = await signedInUser(ctx.app, { grants: ['admin'] });
    for (let i = 0; i < 18; i++) {
      const [owner, space] = i % 3 === 2 ? [other.owner, other.space] : [supplier.owner, supplier.space];
      await createPublished(ctx.app, { user: owner, space }, admin, shaped(i));
    }
    const held = await queryRows<{ key: string; space: string; doc: TariffDoc }>(
      ctx.app.database.db,
      sql`select key, space_key as space, doc from tariffs where space_key in (${supplier.space}, ${other.space})`,
    );
    for (const row of held) docs.set(row.key, { space: row.space, doc: row.doc });
    expect(docs.size).toBe(18);
    overridden = [...docs].find(([, held]) => held.space === supplier.space)?.[0] ?? '';
    const general = await agreed(ctx.app, await partner(ctx.app, buyer, supplier), buyer, supplier, 10);
    const overrides = [{ type: 'percent', tariff: overridden, percent: 40 }];
    const own = await agreed(ctx.app, await partner(ctx.app, special, supplier), special, supplier, 20, {
      overrides,
    });
    agreements.set(buyer.member, { key: general, discount: 10, overrides: [] });
    agreements.set(special.member, {
      key: own,
      discount: 20,
      overrides: overrides as PricingAgreement['overrides'],
    });
    agreements.set(stranger.member, null);
  });

  const bodies = [
    { price: { max: 10_000 } },
    { price: { max: 9_300 }, sort: 'price' },
    { price: { min: 9_200, max: 10_000 }, sort: 'newest' },
    { price: { min: 9_600 } },
    { date: '2027-03-10', price: { max: 10_000 }, sort: 'price' },
    { date: '2027-08-10', adults: 2, price: { max: 19_000 }, sort: 'price' },
    { date: '2027-08-10', adults: 3, price: { min: 27_000, max: 30_000 } },
    { adults: 2, sort: 'price' },
    { date: '2027-05-05', sort: 'price' },
  ];

  it('answers what the pricing function says each caller pays, page after page', async () => {
    for (const user of [buyer.member, special.member, stranger.member])
      for (const body of bodies) {
        const found = await searchAll(user, body);
        const adults = ('adults' in body ? body.adults : undefined) ?? 1;
        const date = 'date' in body ? body.date : undefined;
        const { min = -Infinity, max = Infinity } = body.price ?? {};
        const wanted = [...docs.keys()].filter((key) => {
          const price = pays(user, key, adults, date);
          return body.price ? price !== null && price >= min && price <= max : true;
        });
        expect(found.keys.slice().sort(), JSON.stringify(body)).toEqual(wanted.sort());
        expect(found.total).toBe(wanted.length);
        if (body.sort !== 'price') continue;
        // By what the caller pays, then the "from" price, then the key (ORDER in repository/search.ts).
        const from = new Map(found.cards.map((card) => [card.key, card.priceFrom ?? 0]));
        const ordered = wanted
          .map((key) => ({ key, price: pays(user, key, adults, date) ?? Infinity, from: from.get(key) ?? 0 }))
          .sort(
            (a, b) => a.price - b.price || a.from - b.from || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
          );
        expect(found.keys, JSON.stringify(body)).toEqual(ordered.map((row) => row.key));
      }
  });

  it('answers the same with no bounds known, when every candidate is looked up', async () => {
    const db = ctx.app.database.db;
    const tight = [];
    for (const user of [buyer.member, special.member])
      for (const body of bodies) tight.push(await searchAll(user, body));
    const held = await queryRows<{ terms: string; floor: number; ceiling: number }>(
      db,
      sql`select terms, floor_bp as floor, ceiling_bp as ceiling from partner_price_floors`,
    );
    // The bounds these callers' terms settled most candidates by: 10 % and 20 % off, never more than the public price.
    expect(held.find((row) => row.terms === '{"discount":10}')?.ceiling).toBeLessThanOrEqual(10_000);
    await db.execute(sql`delete from partner_price_floors`);
    try {
      const loose = [];
      for (const user of [buyer.member, special.member])
        for (const body of bodies) loose.push(await searchAll(user, body));
      expect(loose).toEqual(tight);
    } finally {
      for (const row of held)
        await db.execute(sql`insert into partner_price_floors (terms, floor_bp, ceiling_bp)
          values (${row.terms}, ${row.floor}, ${row.ceiling})`);
    }
  });

  it('reads the partner price of the overridden tariff, which its general terms do not bound', async () => {
    // 40 % off for the special partner: under a ceiling its 20 % terms would settle against.
    const price = pays(special.member, overridden, 1, '2027-03-10') ?? 0;
    const found = await searchAll(special.member, {
      date: '2027-03-10',
      price: { max: price },
      sort: 'price',
    });
    expect(found.keys[0]).toBe(overridden);
    expect((await searchAll(buyer.member, { date: '2027-03-10', price: { max: price } })).keys).not.toContain(
      overridden,
    );
  });
});
