import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import type { TestUser } from '../sessions.ts';
import {
  call,
  createDraft,
  createPublished,
  expectOk,
  newAdmin,
  newBuyer,
  newSupplier,
  type Supplier,
} from './support.ts';

describeEachDatabase('events (docs/product-decisions.md §6)', (ctx) => {
  let supplier: Supplier;
  let other: Supplier;
  let admin: TestUser;
  let buyer: TestUser;
  const event = (overrides: object = {}) => ({
    space: supplier.space,
    title: { jp: '嵐山 花灯路', en: 'Arashiyama Hanatouro' },
    description: { jp: '夜の竹林をライトアップ', en: 'The bamboo grove lit at night' },
    dates: { from: '2027-12-08', to: '2027-12-17' },
    place: { jp: '嵐山', en: 'Arashiyama' },
    prefecture: '26',
    ...overrides,
  });

  beforeAll(async () => {
    supplier = await newSupplier(ctx.app, 'イベント株式会社');
    other = await newSupplier(ctx.app, '他社イベント株式会社');
    admin = await newAdmin(ctx.app);
    buyer = await newBuyer(ctx.app);
  });

  it('[SUPPLIER] creates an event linking its tariffs; the shared page shows it once published', async () => {
    const tariff = await createPublished(ctx.app, supplier, admin);
    const draft = await createDraft(ctx.app, supplier);
    const created = await expectOk(
      call(ctx.app, supplier.user, 'POST', '/api/v1/Event', event({ tariffs: [tariff.key, draft.key] })),
    );
    expect(created.body).toMatchObject({ key: expect.stringMatching(/^ev_/), published: false });
    const key = created.body.key;
    expect((await call(ctx.app, null, 'GET', `/api/v1/Event/public/${key}`)).status).toBe(404);
    expect((await call(ctx.app, buyer, 'GET', `/api/v1/Event/${key}`)).status).toBe(404);
    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/v1/Event/${key}`, { published: true }));
    const shared = await call(ctx.app, null, 'GET', `/api/v1/Event/public/${key}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({
      title: { jp: '嵐山 花灯路' },
      supplier: { name: 'イベント株式会社' },
    });
    // Only published, public tariffs appear on the shared page.
    expect(shared.body.tariffs.map((t: { key: string }) => t.key)).toEqual([tariff.key]);
    expect(
      (await call(ctx.app, buyer, 'GET', `/api/v1/Event?space=${supplier.space}`)).body.items,
    ).toHaveLength(1);
  });

  it('refuses other spaces, bad dates and foreign tariffs', async () => {
    expect((await call(ctx.app, other.user, 'POST', '/api/v1/Event', event())).status).toBe(404);
    const bad = await call(
      ctx.app,
      supplier.user,
      'POST',
      '/api/v1/Event',
      event({ dates: { from: '2027-12-08', to: '2027-12-01' } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0]).toMatchObject({ field: 'body.dates.to', rule: 'date_order' });
    const foreign = await createDraft(ctx.app, other);
    const linked = await call(
      ctx.app,
      supplier.user,
      'POST',
      '/api/v1/Event',
      event({ tariffs: [foreign.key] }),
    );
    expect(linked.status).toBe(422);
    expect(linked.body.error.fields[0]).toMatchObject({ field: 'body.tariffs.0', rule: 'unknown_tariff' });
    const created = await expectOk(
      call(ctx.app, supplier.user, 'POST', '/api/v1/Event', event({ published: true })),
    );
    expect(
      (await call(ctx.app, other.user, 'PATCH', `/api/v1/Event/${created.body.key}`, { published: false }))
        .status,
    ).toBe(403);
    expect((await call(ctx.app, other.user, 'DELETE', `/api/v1/Event/${created.body.key}`)).status).toBe(403);
    await expectOk(call(ctx.app, supplier.user, 'DELETE', `/api/v1/Event/${created.body.key}`));
    expect((await call(ctx.app, null, 'GET', `/api/v1/Event/public/${created.body.key}`)).status).toBe(404);
  });

  it('serves the seeded demo event to anyone', async () => {
    const res = await call(ctx.app, null, 'GET', '/api/v1/Event/public/ev_kyoto-autumn-2026');
    expect(res.status).toBe(200);
    expect(res.body.tariffs.map((t: { key: string }) => t.key).sort()).toEqual([
      'tf_gion-tea-ceremony',
      'tf_kyoto-ryokan-stay',
    ]);
  });

  it("prices the shared page's cards exactly as a default search prices the same tariffs", async () => {
    const page = await call(ctx.app, null, 'GET', '/api/v1/Event/public/ev_kyoto-autumn-2026');
    for (const card of page.body.tariffs as { key: string; title: { en: string }; priceFrom: number }[]) {
      const found = await call(ctx.app, buyer, 'POST', '/api/v1/Tariff/search', { q: card.title.en });
      const hit = found.body.items.find((i: { key: string }) => i.key === card.key);
      expect(hit?.price?.amount ?? hit?.priceFrom).toBe(card.priceFrom);
    }
    // The tea ceremony's group tier (10+ at ¥5,500) is no price for one adult: both say ¥6,500.
    const tea = page.body.tariffs.find((t: { key: string }) => t.key === 'tf_gion-tea-ceremony');
    expect(tea.priceFrom).toBe(6500);
  });
  it("serves the pictures of the shared page's tariffs to anyone, and nothing else from the store", async () => {
    const store = async (bytes: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/ipfs',
        ...supplier.user.auth,
        headers: { ...supplier.user.auth.headers, 'content-type': 'image/png' },
        payload: Buffer.from(bytes),
      });
      return (res.json() as { hash: string }).hash;
    };
    const picture = await store('a picture of the bamboo grove');
    const private_ = await store('an internal price sheet');
    const tariff = await createPublished(ctx.app, supplier, admin, { images: [picture] });
    const created = await expectOk(
      call(ctx.app, supplier.user, 'POST', '/api/v1/Event', event({ tariffs: [tariff.key] })),
    );
    const key = created.body.key;
    const image = (hash: string) => call(ctx.app, null, 'GET', `/api/v1/Event/public/${key}/image/${hash}`);
    // Not before the event is published.
    expect((await image(picture)).status).toBe(404);
    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/v1/Event/${key}`, { published: true }));
    const shown = await image(picture);
    expect(shown).toMatchObject({ status: 200, body: 'a picture of the bamboo grove' });
    expect((await image(private_)).status).toBe(404);
    expect((await call(ctx.app, null, 'GET', `/api/ipfs/${picture}`)).status).toBe(401);
  });
});
