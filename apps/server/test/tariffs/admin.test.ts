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
} from './support.ts';

describeEachDatabase('tariff correction', (ctx) => {
  let supplier: Supplier;
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    supplier = await newSupplier(ctx.app, '審査テスト株式会社');
    admin = await newAdmin(ctx.app);
    buyer = await newBuyer(ctx.app);
  });

  it('[ADMIN] sees submitted tariffs and new versions in the queue, a version with its diff', async () => {
    const fresh = await createDraft(ctx.app, supplier);
    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/tariff/${fresh.key}/submitted`));
    const published = await createPublished(ctx.app, supplier, admin);
    await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${published.key}`, {
        rates: [{ season: null, unit: 'per_group', pax_min: 1, pax_max: 30, adult: 70000, child: null }],
      }),
    );
    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/tariff/${published.key}/submitted`));
    const queue = await call(ctx.app, admin, 'GET', '/api/tariff/admin/queue?limit=100');
    expect(queue.status).toBe(200);
    const byKey = new Map(queue.body.items.map((i: { tariff: { key: string } }) => [i.tariff.key, i]));
    expect(byKey.get(fresh.key)).toMatchObject({ kind: 'tariff', diff: [], spaceName: '審査テスト株式会社' });
    const version = byKey.get(published.key) as {
      kind: string;
      diff: unknown[];
      tariff: { pending: unknown };
    };
    expect(version.kind).toBe('revision');
    expect(version.diff).toContainEqual({ field: 'rates.0.adult', from: 8000, to: 70000 });
    expect(version.tariff.pending).toMatchObject({ state: 'submitted', version: 2 });
    const page = await call(ctx.app, admin, 'GET', '/api/tariff/admin/queue?limit=1');
    const next = await call(
      ctx.app,
      admin,
      'GET',
      `/api/tariff/admin/queue?limit=1&cursor=${page.body.next}`,
    );
    expect(next.body.items[0].tariff.key).not.toBe(page.body.items[0].tariff.key);
  });

  it("[ADMIN] lists published tariffs across spaces with each space's name, not only its key", async () => {
    const published = await createPublished(ctx.app, supplier, admin);
    const list = await call(ctx.app, admin, 'GET', '/api/v1/Tariff?state=published&limit=100');
    expect(list.status).toBe(200);
    const item = list.body.items.find((i: { key: string }) => i.key === published.key);
    expect(item).toMatchObject({ space: supplier.space, spaceName: '審査テスト株式会社' });
  });

  it('[ADMIN] every administrator is told, in both languages, when a tariff is submitted for review', async () => {
    const other = await newAdmin(ctx.app);
    const title = { jp: '審査通知の確認ツアー', en: 'Review notice check tour' };
    const draft = await createDraft(ctx.app, supplier, { title });
    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/tariff/${draft.key}/submitted`));
    for (const reader of [admin, other]) {
      const bell = await call(ctx.app, reader, 'POST', '/core/notify/list', { target: reader.sub });
      const items = bell.body.data.items as { key: string; subject: { jp: string; en: string } }[];
      const review = items.find((n) => n.subject.en.includes(title.en));
      expect(review?.subject.en).toContain('review');
      expect(review?.subject.jp).toContain(title.jp);
      const details = await call(ctx.app, reader, 'POST', '/core/notify/get', { key: review?.key });
      // The link opens the administrators' review page of that tariff.
      expect(details.body.data.link).toBe(`/tariff/admin/${draft.key}`);
    }
    // A buyer is no administrator: nothing for them.
    const bell = await call(ctx.app, buyer, 'POST', '/core/notify/list', { target: buyer.sub });
    expect(
      (bell.body.data.items as { subject: { en: string } }[]).some((n) => n.subject.en.includes(title.en)),
    ).toBe(false);
  });

  it('[ADMIN] corrects a price in place; the trail keeps who, when, the note and the field diff', async () => {
    const draft = await createDraft(ctx.app, supplier);
    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/tariff/${draft.key}/submitted`));
    const rates = draft.rates.map((r: { adult: number }, i: number) => (i === 0 ? { ...r, adult: 8800 } : r));
    const corrected = await call(ctx.app, admin, 'PATCH', `/api/tariff/admin/${draft.key}`, {
      changes: { rates },
      note: '税込価格に修正',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ state: 'submitted', rates: [{ adult: 8800 }, {}, {}] });
    const trail = (await call(ctx.app, supplier.user, 'GET', `/api/tariff/${draft.key}/audit`)).body.items;
    expect(trail.at(-1)).toMatchObject({
      action: 'correct',
      from: 'submitted',
      to: 'submitted',
      note: '税込価格に修正',
      diff: [{ field: 'rates.0.adult', from: 8000, to: 8800 }],
      actor: { sub: admin.sub },
    });
    expect(trail.at(-1).at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const published = await expectOk(call(ctx.app, admin, 'PATCH', `/api/tariff/${draft.key}/published`));
    expect(published.body.rates[0].adult).toBe(8800);
    const bell = await call(ctx.app, supplier.user, 'POST', '/core/notify/list', {
      target: supplier.user.sub,
    });
    expect(
      bell.body.data.items.some((n: { subject: { en: string } }) => n.subject.en.includes('Corrected')),
    ).toBe(true);
  });

  it('[ADMIN] corrects the submitted version, not the published one', async () => {
    const published = await createPublished(ctx.app, supplier, admin);
    await expectOk(
      call(ctx.app, supplier.user, 'PATCH', `/api/v1/Tariff/${published.key}`, { tags: tagsOf('v2') }),
    );
    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/tariff/${published.key}/submitted`));
    const res = await expectOk(
      call(ctx.app, admin, 'PATCH', `/api/tariff/admin/${published.key}`, {
        changes: { tags: tagsOf('v2', '修正') },
      }),
    );
    expect(res.body.tags).toEqual(published.tags);
    expect(res.body.pending.doc.tags).toEqual(tagsOf('v2', '修正'));
  });

  it('refuses non-administrators and bad corrections, changing nothing', async () => {
    const draft = await createDraft(ctx.app, supplier);
    const before = await snapshot(ctx.app);
    const body = { changes: { tags: tagsOf('x') } };
    expect((await call(ctx.app, supplier.user, 'PATCH', `/api/tariff/admin/${draft.key}`, body)).status).toBe(
      403,
    );
    expect((await call(ctx.app, buyer, 'PATCH', `/api/tariff/admin/${draft.key}`, body)).status).toBe(403);
    expect((await call(ctx.app, buyer, 'GET', '/api/tariff/admin/queue')).status).toBe(403);
    const bad = await call(ctx.app, admin, 'PATCH', `/api/tariff/admin/${draft.key}`, {
      changes: { rates: [{ unit: 'per_person', pax_min: 3, pax_max: 1, adult: 1, child: null }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0]).toMatchObject({
      field: 'body.changes.rates.0.pax_min',
      rule: 'pax_order',
    });
    const empty = await call(ctx.app, admin, 'PATCH', `/api/tariff/admin/${draft.key}`, { changes: {} });
    expect(empty.body.error.fields[0]).toMatchObject({ field: 'body.changes', rule: 'required' });
    expect(await snapshot(ctx.app)).toBe(before);
    expect((await call(ctx.app, buyer, 'GET', `/api/tariff/${draft.key}/audit`)).status).toBe(403);
  });
});
