import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import type { TestUser } from '../sessions.ts';
import {
  call,
  createDraft,
  createPublished,
  newAdmin,
  newBuyer,
  newSupplier,
  type Supplier,
} from './support.ts';

const sushi = {
  title: { jp: '築地の寿司職人と握り体験', en: 'Sushi making with a Tsukiji chef' },
  summary: { jp: '江戸前寿司を学ぶ', en: 'Learn Edomae nigiri' },
  description: { jp: '', en: '' },
  category: 'meal',
  prefecture: '13',
  area: { jp: '東京都中央区 築地', en: 'Tsukiji, Tokyo' },
  tags: [{ jp: '寿司', en: 'sushi' }],
  seasons: [],
  rates: [
    { season: null, unit: 'per_person', pax_min: 1, pax_max: 8, adult: 12000, child: 6000 },
    { season: null, unit: 'per_group', pax_min: 9, pax_max: 20, adult: 90000, child: null },
  ],
};

describeEachDatabase('tariff search', (ctx) => {
  let supplier: Supplier;
  let rival: Supplier;
  let admin: TestUser;
  let buyer: TestUser;
  const search = (user: TestUser, body: object) => call(ctx.app, user, 'POST', '/api/v1/Tariff/search', body);
  const keys = (res: { body: { items: { key: string }[] } }) => res.body.items.map((i) => i.key);
  let kyoto: string;
  let sushiKey: string;
  let partners: string;
  let draft: string;
  let pending: string;

  // Set-up: tariffs in every state.
  beforeAll(async () => {
    supplier = await newSupplier(ctx.app, '検索テスト株式会社');
    rival = await newSupplier(ctx.app, 'ライバル株式会社');
    admin = await newAdmin(ctx.app);
    buyer = await newBuyer(ctx.app);
    kyoto = (
      await createPublished(ctx.app, supplier, admin, {
        title: { jp: '京都の竹林散策ＴＯＵＲ', en: 'Bamboo grove walk' },
      })
    ).key;
    sushiKey = (await createPublished(ctx.app, supplier, admin, sushi)).key;
    partners = (
      await createPublished(ctx.app, rival, admin, {
        ...sushi,
        title: { jp: '寿司 限定', en: 'Partners-only sushi' },
        visibility: 'partners',
      })
    ).key;
    draft = (
      await createDraft(ctx.app, supplier, { ...sushi, title: { jp: '寿司の下書き', en: 'Draft sushi' } })
    ).key;
    pending = (
      await createPublished(ctx.app, supplier, admin, {
        ...sushi,
        title: { jp: '天ぷら', en: 'Tempura' },
        summary: { jp: '揚げたて', en: 'Fresh' },
        tags: [{ jp: '天ぷら', en: '' }],
      })
    ).key;
    // A pending version mentions sushi, the published one does not: search must not see the pending text.
    await call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${pending}`, {
      title: { jp: '寿司と天ぷら', en: 'Sushi and tempura' },
    });
  });

  it('finds a tariff by a two-character Japanese word and by an English word', async () => {
    expect(keys(await search(buyer, { q: '寿司' }))).toEqual([sushiKey]);
    expect(keys(await search(buyer, { q: 'sushi' }))).toEqual([sushiKey]);
    expect(keys(await search(buyer, { q: 'SUSHI  chef' }))).toEqual([sushiKey]);
    expect(keys(await search(buyer, { q: '竹林' }))).toContain(kyoto);
    // One character, full-width letters (NFKC), punctuation ignored, and a LIKE wildcard taken literally.
    expect(keys(await search(buyer, { q: '握' }))).toEqual([sushiKey]);
    expect(keys(await search(buyer, { q: 'tour' }))).toContain(kyoto);
    expect(keys(await search(buyer, { q: '寿%' }))).toEqual([sushiKey]);
    expect(keys(await search(buyer, { q: 'to_r' }))).toEqual([]);
    expect(keys(await search(buyer, { q: '築地 bamboo' }))).toEqual([]);
    // A short Japanese word beside an English one: both must occur.
    expect(keys(await search(buyer, { q: '築地 sushi' }))).toEqual([sushiKey]);
    expect(keys(await search(buyer, { q: '寿 chef' }))).toEqual([sushiKey]);
  });

  it('never returns drafts, pending versions or another space’s partners tariffs', async () => {
    const all = keys(await search(buyer, { q: '寿司', limit: 100 }));
    expect(all).not.toContain(draft);
    expect(all).not.toContain(partners);
    expect(all).not.toContain(pending);
    const mine = keys(await search(supplier.user, { q: '寿司', limit: 100 }));
    expect(mine).not.toContain(draft);
    expect(mine).not.toContain(partners);
    expect(keys(await search(rival.user, { q: '寿司' }))).toContain(partners);
    expect(keys(await search(admin, { q: '寿司' }))).toContain(partners);
  });

  it('filters by category, prefecture, date (validity, blackout) and JPY price for N adults', async () => {
    expect(keys(await search(buyer, { q: '寿司', category: 'activity' }))).toEqual([]);
    expect(keys(await search(buyer, { q: '寿司', prefecture: '13' }))).toEqual([sushiKey]);
    expect(keys(await search(buyer, { q: '竹林', date: '2027-03-01' }))).toContain(kyoto);
    expect(keys(await search(buyer, { q: '竹林', date: '2027-01-01' }))).not.toContain(kyoto); // a blackout
    expect(keys(await search(buyer, { q: '竹林', date: '2028-03-01' }))).not.toContain(kyoto);
    // Two adults: 2 × 12,000 per person; ten adults: the 90,000 group rate.
    const two = await search(buyer, { q: '寿司', adults: 2, price: { min: 20000, max: 30000 } });
    expect(two.body.items).toEqual([
      expect.objectContaining({
        key: sushiKey,
        price: { amount: 24000, adults: 2, unit: { unit: 'per_person', paxMin: 1, paxMax: 8 } },
      }),
    ]);
    const ten = await search(buyer, { q: '寿司', adults: 10 });
    expect(ten.body.items[0].price.unit.unit).toBe('per_group');
    expect(keys(await search(buyer, { q: '寿司', adults: 10, price: { max: 90000 } }))).toEqual([sushiKey]);
    expect(keys(await search(buyer, { q: '寿司', adults: 10, price: { max: 89999 } }))).toEqual([]);
    expect(keys(await search(buyer, { q: '寿司', adults: 30 }))).toEqual([sushiKey]);
  });

  it('prices children by age band as the quote does, with or without a date; filters, orders and counts by it', async () => {
    const bands = { elementary: 1 };
    const date = '2027-03-01';
    const quoted = await call(ctx.app, buyer, 'POST', `/api/v1/Tariff/${sushiKey}/quote`, {
      date,
      adults: 2,
      bands,
    });
    expect(quoted.status).toBe(200);
    const total = quoted.body.total as number;
    // A 小学生 at 70 % of the adult rate: more than the two adults alone (24,000), less than three adults.
    expect(total).toBeGreaterThan(24_000);
    expect(total).toBeLessThan(36_000);
    for (const dated of [{ date }, {}]) {
      const found = await search(buyer, { q: '寿司', adults: 2, bands, ...dated });
      expect(found.body.items).toEqual([
        expect.objectContaining({
          key: sushiKey,
          price: expect.objectContaining({ amount: total, adults: 2, bands }),
        }),
      ]);
    }
    const inRange = await search(buyer, { q: '寿司', adults: 2, bands, price: { min: total, max: total } });
    expect(keys(inRange)).toEqual([sushiKey]);
    expect(inRange.body.counts).toEqual({ meal: 1 });
    const below = await search(buyer, { q: '寿司', adults: 2, bands, price: { max: total - 1 } });
    expect([keys(below), below.body.total]).toEqual([[], 0]);
    // A band of 0 is no band: the adults' stored price.
    const none = await search(buyer, { q: '寿司', adults: 2, bands: { elementary: 0 } });
    expect(none.body.items[0].price).toEqual({
      amount: 24000,
      adults: 2,
      unit: { unit: 'per_person', paxMin: 1, paxMax: 8 },
    });
    const byPrice = await search(buyer, { sort: 'price', adults: 2, bands, limit: 100 });
    const prices = byPrice.body.items.map(
      (i: { price: { amount: number } | null }) => i.price?.amount ?? Infinity,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices).toContain(total);
    const bad = await search(buyer, { adults: 2, bands: { Bad: 1, elementary: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['body.bands.elementary']),
    );
    expect(JSON.stringify(bad.body.error.fields)).toContain('body.bands');
  });

  it('counts per category, sorts, pages, and names bad input', async () => {
    const res = await search(buyer, { q: '竹林' });
    expect(res.body.counts.activity).toBeGreaterThanOrEqual(1);
    expect(res.body.total).toBe(res.body.items.length);
    const byPrice = await search(buyer, { sort: 'price', limit: 100 });
    const prices = byPrice.body.items.map(
      (i: { price: { amount: number } | null }) => i.price?.amount ?? Infinity,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = await search(buyer, { sort: 'newest', limit: 1 });
    const second = await search(buyer, { sort: 'newest', limit: 1, cursor: first.body.next });
    expect(second.body.items[0].key).not.toBe(first.body.items[0].key);
    const bad = await search(buyer, { q: 'x', sort: 'random', price: { min: 5, max: 1 }, secret: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['body.sort', 'body.secret']),
    );
  });

  it('finds the seeded demo tariffs by 京都 and by English words', async () => {
    const kyotoHits = keys(await search(buyer, { q: '京都', limit: 100 }));
    expect(kyotoHits).toEqual(
      expect.arrayContaining(['tf_kyoto-ryokan-stay', 'tf_gion-tea-ceremony', 'tf_kyoto-charter-bus']),
    );
    expect(keys(await search(buyer, { q: 'tea ceremony' }))).toContain('tf_gion-tea-ceremony');
    expect(keys(await search(buyer, { q: '茶道' }))).toEqual(['tf_gion-tea-ceremony']);
    // The supplier's personal space has its own two.
    expect(keys(await search(buyer, { q: '着物' }))).toEqual(['tf_hanako-kimono-walk']);
    expect(keys(await search(buyer, { q: 'Nishiki' }))).toEqual(['tf_hanako-nishiki-food']);
  });
  it('says what a card price is for: per vehicle for the bus, per person for the tea ceremony', async () => {
    type Hit = {
      key: string;
      price: { amount: number; unit: { unit: string; paxMin: number; paxMax: number } };
    };
    const hits: Hit[] = (await search(buyer, { q: '京都', limit: 100 })).body.items;
    const bus = hits.find((h) => h.key === 'tf_kyoto-charter-bus');
    expect(bus?.price).toEqual({
      amount: 165_000,
      adults: 1,
      unit: { unit: 'per_vehicle', paxMin: 1, paxMax: 27 },
    });
    const tea = hits.find((h) => h.key === 'tf_gion-tea-ceremony');
    expect(tea?.price.unit).toEqual({ unit: 'per_person', paxMin: 1, paxMax: 9 });
  });

  it('follows a tariff through suspension, reinstatement and a published revision', async () => {
    const own = await createPublished(ctx.app, supplier, admin, {
      ...sushi,
      title: { jp: '鴨川の川床料理', en: 'Kamogawa riverside dining' },
      summary: { jp: '', en: '' },
      area: { jp: '', en: '' },
      tags: [],
    });
    const find = async (q: string) => keys(await search(buyer, { q }));
    const move = (user: TestUser, state: string) =>
      call(ctx.app, user, 'PATCH', `/api/tariff/${own.key}/${state}`);
    expect(await find('川床')).toEqual([own.key]);
    await move(admin, 'suspended');
    expect(await find('川床')).toEqual([]);
    await move(admin, 'published');
    expect(await find('川床')).toEqual([own.key]);
    await call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${own.key}`, {
      title: { jp: '鴨川の納涼床', en: 'Kamogawa summer terrace' },
    });
    await move(supplier.user, 'submitted');
    expect(await find('納涼')).toEqual([]);
    await move(admin, 'published');
    expect(await find('納涼')).toEqual([own.key]);
    expect(await find('川床')).toEqual([]);
    await move(supplier.user, 'archived');
    expect(await find('納涼')).toEqual([]);
  });

  it('prices a party beyond the precomputed sizes, and on a date by its season', async () => {
    const banquet = await createPublished(ctx.app, supplier, admin, {
      title: { jp: '大宴会プラン', en: 'Grand banquet plan' },
      summary: { jp: '', en: '' },
      description: { jp: '', en: '' },
      area: { jp: '', en: '' },
      tags: [],
      rates: [
        { season: '通常期', unit: 'per_person', pax_min: 1, pax_max: 60, adult: 5000, child: null },
        { season: '繁忙期', unit: 'per_person', pax_min: 1, pax_max: 60, adult: 7000, child: null },
      ],
    });
    const price = async (body: object) =>
      (await search(buyer, { q: '大宴会', ...body })).body.items.map(
        (i: { key: string; price: { amount: number } | null }) => [i.key, i.price?.amount ?? null],
      );
    expect(await price({ adults: 40 })).toEqual([[banquet.key, 200000]]);
    expect(await price({ adults: 40, price: { max: 199999 } })).toEqual([]);
    expect(await price({ adults: 2 })).toEqual([[banquet.key, 10000]]);
    // In the busy season the dearer rate applies, and a price ceiling below it leaves the tariff out.
    expect(await price({ adults: 2, date: '2027-08-01' })).toEqual([[banquet.key, 14000]]);
    expect(await price({ adults: 2, date: '2027-08-01', price: { max: 13999 } })).toEqual([]);
    expect(await price({ adults: 61 })).toEqual([[banquet.key, null]]);
  });
});
