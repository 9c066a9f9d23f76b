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
  snapshot,
  tagsOf,
  tariffBody,
} from './support.ts';

const rulesOf = (body: { error: { fields: { field: string; rule: string }[] } }) =>
  body.error.fields.map((f) => `${f.field}:${f.rule}`);

describeEachDatabase('tariff CRUD and versions', (ctx) => {
  let supplier: Supplier;
  let other: Supplier;
  let admin: TestUser;
  let buyer: TestUser;

  // Set-up: the roles.
  beforeAll(async () => {
    supplier = await newSupplier(ctx.app);
    other = await newSupplier(ctx.app, '他社株式会社');
    admin = await newAdmin(ctx.app);
    buyer = await newBuyer(ctx.app);
  });

  it('[SUPPLIER] creates a draft with defaults filled in', async () => {
    const draft = await createDraft(ctx.app, supplier, { tax: undefined, currency: undefined });
    expect(draft).toMatchObject({
      space: supplier.space,
      state: 'draft',
      currency: 'JPY',
      tax: { included: true, rate: 10 },
      visibility: 'public',
      pending: null,
    });
    expect(draft.key).toMatch(/^tf_/);
  });

  it('keeps season names and tags in both languages; a rate names its season in either', async () => {
    const seasons = [
      { name: { jp: '通常期', en: 'Regular' }, from: '2027-01-01', to: '2027-06-30' },
      { name: { jp: '', en: 'Peak' }, from: '2027-07-01', to: '2027-12-31' },
    ];
    const rates = [
      { season: 'Regular', unit: 'per_person', pax_min: 1, pax_max: 9, adult: 8000, child: null },
      { season: 'Peak', unit: 'per_person', pax_min: 1, pax_max: 9, adult: 10000, child: null },
    ];
    const tags = [
      { jp: '竹林', en: 'bamboo grove' },
      { jp: '', en: 'walk' },
    ];
    const draft = await createDraft(ctx.app, supplier, { seasons, rates, tags });
    const read = (await call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff/${draft.key}`)).body;
    expect(read).toMatchObject({ seasons, rates, tags });
    const oneLanguage = await call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${draft.key}`, {
      tags: [{ jp: '', en: '' }],
    });
    expect(oneLanguage.status).toBe(400);
    expect(rulesOf(oneLanguage.body)).toContain('body.tags.0:required');
  });

  it('refuses a create in a space the caller does not belong to (404, as if absent) or as a buyer (403)', async () => {
    const res = await call(ctx.app, other.user, 'POST', '/api/v1/Tariff', {
      space: supplier.space,
      ...tariffBody(),
    });
    expect(res.status).toBe(404);
    const buyerSpace = (await call(ctx.app, buyer, 'GET', '/api/profile')).body.corporate[0].key;
    const asBuyer = await call(ctx.app, buyer, 'POST', '/api/v1/Tariff', {
      space: buyerSpace,
      ...tariffBody(),
    });
    expect(asBuyer.status).toBe(403);
  });

  it("[SUPPLIER] cannot edit, delete or read the drafts of another space's tariff", async () => {
    const draft = await createDraft(ctx.app, supplier);
    const before = await snapshot(ctx.app);
    // A draft another space cannot read answers as a missing one would.
    expect(
      (await call(ctx.app, other.user, 'PATCH', `/api/v1/Tariff/${draft.key}`, { tags: tagsOf('x') })).status,
    ).toBe(404);
    expect((await call(ctx.app, other.user, 'PUT', `/api/v1/Tariff/${draft.key}`, tariffBody())).status).toBe(
      404,
    );
    expect((await call(ctx.app, other.user, 'DELETE', `/api/v1/Tariff/${draft.key}`)).status).toBe(404);
    expect((await call(ctx.app, other.user, 'GET', `/api/v1/Tariff/${draft.key}`)).status).toBe(404);
    expect(
      (await call(ctx.app, buyer, 'PATCH', `/api/v1/Tariff/${draft.key}`, { tags: tagsOf('x') })).status,
    ).toBe(403);
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('names the field and rule of every refused input (400) and changes nothing', async () => {
    const draft = await createDraft(ctx.app, supplier);
    const before = await snapshot(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [
        { rates: [{ unit: 'per_person', pax_min: 5, pax_max: 2, adult: 1000, child: null }] },
        'body.rates.0.pax_min:pax_order',
      ],
      [
        { rates: [{ unit: 'per_person', pax_min: 1, pax_max: 2, adult: -1, child: null }] },
        'body.rates.0.adult:too_small',
      ],
      [
        { rates: [{ unit: 'per_person', pax_min: 1, pax_max: 2, adult: 10_000_000_001, child: null }] },
        'body.rates.0.adult:too_big',
      ],
      [
        { rates: [{ unit: 'per_person', pax_min: 1, pax_max: 2, adult: '1000', child: null }] },
        'body.rates.0.adult:invalid_type',
      ],
      [{ validity: { from: '2027-05-01', to: '2027-04-01' } }, 'body.validity.to:date_order'],
      [{ prefecture: '48' }, 'body.prefecture:prefecture'],
      [{ currency: 'XYZ' }, 'body.currency:iso4217'],
      [{ title: { jp: 'あ'.repeat(201), en: '' } }, 'body.title.jp:too_big'],
      [{ title: { jp: '', en: '' } }, 'body.title:required'],
      [{ price: 100 }, 'body.price:unknown_field'],
      [{ images: ['not-a-hash'] }, 'body.images.0:invalid_format'],
    ];
    for (const [patch, expected] of cases) {
      const res = await call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${draft.key}`, patch);
      expect(res.status, expected).toBe(400);
      expect(rulesOf(res.body), expected).toContain(expected);
    }
    const overlapping = tariffBody({
      seasons: [
        { name: { jp: 'A', en: '' }, from: '2027-01-01', to: '2027-06-30' },
        { name: { jp: 'B', en: '' }, from: '2027-06-01', to: '2027-12-31' },
      ],
      rates: [],
    });
    const res = await call(ctx.app, supplier.user, 'PUT', `/api/v1/Tariff/${draft.key}`, overlapping);
    expect(rulesOf(res.body)).toContain('body.seasons.1.from:overlap');
    // A stable code the page shows in the reader's language, with the seasons it names (1-based, as shown).
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'tariff.season_overlap',
      params: { season: 2, other: 1, name: 'A', from: '2027-01-01', to: '2027-06-30' },
    });
    expect(res.body.error.fields).toContainEqual({
      field: 'body.seasons.1.from',
      rule: 'overlap',
      message: 'overlaps season 1 (A)',
      params: { other: 1, name: 'A', from: '2027-01-01', to: '2027-06-30' },
    });
    const sameName = tariffBody({
      seasons: [
        { name: { jp: '夏', en: 'Summer' }, from: '2027-01-01', to: '2027-06-30' },
        { name: { jp: 'Summer', en: '' }, from: '2027-07-01', to: '2027-12-31' },
      ],
      rates: [],
    });
    const named = await call(ctx.app, supplier.user, 'PUT', `/api/v1/Tariff/${draft.key}`, sameName);
    expect(named.body.error.fields).toContainEqual(
      expect.objectContaining({
        field: 'body.seasons.1.name',
        rule: 'unique',
        params: { other: 1, name: 'Summer' },
      }),
    );
    const paxOrder = await call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${draft.key}`, {
      rates: [{ season: null, unit: 'per_person', pax_min: 5, pax_max: 2, adult: 1, child: null }],
    });
    expect(paxOrder.body.error).toMatchObject({ code: 'tariff.pax_order', params: { rate: 1, max: 2 } });
    const unknownSeason = tariffBody({
      rates: [{ season: '夏', unit: 'per_person', pax_min: 1, pax_max: 2, adult: 1, child: null }],
    });
    const res2 = await call(ctx.app, supplier.user, 'PUT', `/api/v1/Tariff/${draft.key}`, unknownSeason);
    expect(rulesOf(res2.body)).toContain('body.rates.0.season:season_unknown');
    expect(res2.body.error).toMatchObject({ code: 'tariff.season_unknown', params: { rate: 1, name: '夏' } });
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('[SUPPLIER] edits a published tariff: a pending version, while buyers keep seeing the published one', async () => {
    const published = await createPublished(ctx.app, supplier, admin);
    const edited = await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${published.key}`, {
        title: { jp: '嵐山 竹林散策ツアー（改訂版）', en: 'Arashiyama bamboo walk, revised' },
      }),
    );
    expect(edited.body).toMatchObject({ state: 'published', version: 1, title: published.title });
    expect(edited.body.pending).toMatchObject({ version: 2, state: 'draft' });
    expect(edited.body.pending.doc.title.en).toBe('Arashiyama bamboo walk, revised');
    const seen = (await call(ctx.app, buyer, 'GET', `/api/v1/Tariff/${published.key}`)).body;
    expect(seen.title.en).toBe('Arashiyama bamboo grove walk');
    expect(seen).not.toHaveProperty('pending');
    // The buyer learns who sells it (the detail page's supplier card), not the space's private details.
    expect(seen.supplier).toEqual({ key: supplier.space, name: '京都テスト旅館株式会社', avatar: null });

    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/tariff/${published.key}/submitted`));
    const stillPublished = (await call(ctx.app, buyer, 'GET', `/api/v1/Tariff/${published.key}`)).body;
    expect(stillPublished).toMatchObject({ state: 'published', version: 1 });
    expect(stillPublished.title.en).toBe('Arashiyama bamboo grove walk');
    // Under review the revision is locked.
    expect(
      (await call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${published.key}`, { tags: [] })).status,
    ).toBe(409);

    await expectOk(call(ctx.app, admin, 'PATCH', `/api/tariff/${published.key}/published`));
    const after = (await call(ctx.app, buyer, 'GET', `/api/v1/Tariff/${published.key}`)).body;
    expect(after).toMatchObject({ state: 'published', version: 2 });
    expect(after.title.en).toBe('Arashiyama bamboo walk, revised');
    const trail = (await call(ctx.app, admin, 'GET', `/api/tariff/${published.key}/audit`)).body.items;
    const publish = trail.at(-1);
    expect(publish).toMatchObject({ action: 'publish', target: 'revision', version: 2 });
    expect(publish.diff).toContainEqual({
      field: 'title.en',
      from: 'Arashiyama bamboo grove walk',
      to: 'Arashiyama bamboo walk, revised',
    });
  });

  it('[ADMIN] returns a pending version; the published one stays, the supplier edits the version again', async () => {
    const published = await createPublished(ctx.app, supplier, admin);
    await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${published.key}`, { tags: tagsOf('改訂') }),
    );
    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/tariff/${published.key}/submit`));
    const returned = await expectOk(
      call(ctx.app, admin, 'PATCH', `/api/tariff/${published.key}/return`, {
        note: 'タグを見直してください',
      }),
    );
    expect(returned.body).toMatchObject({
      state: 'published',
      pending: { state: 'returned', note: 'タグを見直してください' },
    });
    const again = await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${published.key}`, { tags: tagsOf('竹林') }),
    );
    expect(again.body.pending).toMatchObject({ state: 'draft', version: 2 });
  });

  it('lists the space tariffs last changed first, with cursor pages', async () => {
    const mine = await newSupplier(ctx.app, 'リスト株式会社');
    for (let i = 0; i < 3; i++) await createDraft(ctx.app, mine, { tags: tagsOf(`t${i}`) });
    const first = await call(ctx.app, mine.user, 'GET', `/api/v1/Tariff?space=${mine.space}&limit=2`);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items[0].tags).toEqual(tagsOf('t2'));
    const second = await call(
      ctx.app,
      mine.user,
      'GET',
      `/api/v1/Tariff?space=${mine.space}&limit=2&cursor=${first.body.next}`,
    );
    expect(second.body.items.map((t: { tags: unknown }) => t.tags)).toEqual([tagsOf('t0')]);
    expect(second.body.next).toBeNull();
    // Somebody else sees only what is published and public there.
    expect((await call(ctx.app, buyer, 'GET', `/api/v1/Tariff?space=${mine.space}`)).body.items).toEqual([]);
  });
});
