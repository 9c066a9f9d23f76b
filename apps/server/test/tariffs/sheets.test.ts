import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import type { TestUser } from '../sessions.ts';
import {
  call,
  createDraft,
  createPublished,
  expectOk,
  newAdmin,
  newSupplier,
  type Supplier,
  snapshot,
} from './support.ts';

/** A ryokan-like sheet: occupancy and day-typed rows, a special period and a marked day (docs/product-decisions.md §12). */
const sheet = {
  category: 'accommodation',
  validity: { from: '2027-03-01', to: '2028-02-29' },
  blackout: ['2027-12-31'],
  seasons: [
    { name: { jp: '通常期', en: 'Regular' }, from: '2027-03-01', to: '2027-12-31' },
    { name: { jp: '冬', en: 'Winter' }, from: '2028-01-01', to: '2028-02-29' },
  ],
  special_days: [{ name: { jp: 'GW', en: 'Golden Week' }, from: '2027-04-29', to: '2027-05-05' }],
  marked_days: ['2027-08-14'],
  rates: [
    {
      season: null,
      unit: 'per_person',
      pax_min: 1,
      pax_max: 9,
      adult: 20_000,
      child: 14_000,
      occupancy: 2,
      day_type: 'weekday',
    },
    {
      season: null,
      unit: 'per_person',
      pax_min: 1,
      pax_max: 9,
      adult: 24_000,
      child: null,
      occupancy: 2,
      day_type: 'holiday_eve',
    },
    {
      season: null,
      unit: 'per_person',
      pax_min: 1,
      pax_max: 9,
      adult: 30_000,
      child: null,
      occupancy: 2,
      day_type: 'GW',
    },
  ],
};

// docs/product-decisions.md §13: next-year copy and bulk rate change.
describeEachDatabase('rate sheets: next year and bulk change', (ctx) => {
  let supplier: Supplier;
  let other: Supplier;
  let admin: TestUser;

  beforeAll(async () => {
    supplier = await newSupplier(ctx.app);
    other = await newSupplier(ctx.app, '他社株式会社');
    admin = await newAdmin(ctx.app);
  });

  it('previews the copy a year later with its moved dates and stores nothing', async () => {
    const draft = await createDraft(ctx.app, supplier, sheet);
    const before = await snapshot(ctx.app);
    const res = await expectOk(
      call(ctx.app, supplier.user, 'POST', `/api/v1/Tariff/${draft.key}/next-year`, { preview: true }),
    );
    expect(res.body.tariff).toBeNull();
    expect(res.body.doc.validity).toEqual({ from: '2028-03-01', to: '2029-02-28' });
    expect(res.body.doc.special_days[0]).toMatchObject({ from: '2028-04-29', to: '2028-05-05' });
    expect(res.body.changes).toContainEqual({
      field: 'marked_days.0',
      from: '2027-08-14',
      to: '2028-08-14',
      weekdays: [6, 1],
      dayTypes: ['holiday_eve', 'holiday'],
    });
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('[SUPPLIER] saves the copy as a new draft of the same space; the original stays', async () => {
    const published = await createPublished(ctx.app, supplier, admin, sheet);
    const res = await expectOk(
      call(ctx.app, supplier.user, 'POST', `/api/v1/Tariff/${published.key}/next-year`, {}),
    );
    const copy = res.body.tariff;
    expect(copy).toMatchObject({ space: supplier.space, state: 'draft', rates: sheet.rates });
    expect(copy.key).not.toBe(published.key);
    expect(copy.seasons[1]).toMatchObject({ from: '2029-01-01', to: '2029-02-28' });
    const original = await expectOk(call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff/${published.key}`));
    expect(original.body).toMatchObject({ state: 'published', validity: sheet.validity });
  });

  it('refuses another supplier: a draft reads as absent, a published tariff as forbidden', async () => {
    const draft = await createDraft(ctx.app, supplier, sheet);
    const published = await createPublished(ctx.app, supplier, admin, sheet);
    const hidden = await call(ctx.app, other.user, 'POST', `/api/v1/Tariff/${draft.key}/next-year`, {});
    expect([hidden.status, hidden.body.error.code]).toEqual([404, 'record.not_found']);
    const seen = await call(ctx.app, other.user, 'POST', `/api/v1/Tariff/${published.key}/next-year`, {});
    expect(seen.status).toBe(403);
  });

  it('previews a 5 % rise of the 休前日 rows to ¥100, then applies it: a draft in place, a published tariff as a revision', async () => {
    const draft = await createDraft(ctx.app, supplier, sheet);
    const published = await createPublished(ctx.app, supplier, admin, sheet);
    const body = {
      tariffs: [draft.key, published.key],
      change: { kind: 'percent', value: 5 },
      rows: { day_type: 'holiday_eve' },
      rounding: 100,
    };
    const before = await snapshot(ctx.app);
    const preview = await expectOk(
      call(ctx.app, supplier.user, 'POST', '/api/v1/Tariff/bulk-rates', { ...body, preview: true }),
    );
    expect(await snapshot(ctx.app)).toBe(before);
    expect(preview.body.tariffs.map((t: { rows: unknown[] }) => t.rows)).toEqual([
      [expect.objectContaining({ index: 1, day_type: 'holiday_eve', adult: [24_000, 25_200], child: null })],
      [expect.objectContaining({ index: 1, adult: [24_000, 25_200] })],
    ]);

    const applied = await expectOk(call(ctx.app, supplier.user, 'POST', '/api/v1/Tariff/bulk-rates', body));
    const [onDraft, onPublished] = applied.body.tariffs;
    expect(onDraft.tariff.rates.map((r: { adult: number }) => r.adult)).toEqual([20_000, 25_200, 30_000]);
    expect(onPublished.tariff.rates[1].adult).toBe(24_000);
    expect(onPublished.tariff.pending.doc.rates[1].adult).toBe(25_200);
  });

  it('refuses the whole change when one tariff is under review, storing nothing', async () => {
    const draft = await createDraft(ctx.app, supplier, sheet);
    const inReview = await createDraft(ctx.app, supplier, sheet);
    await expectOk(call(ctx.app, supplier.user, 'PATCH', `/api/tariff/${inReview.key}/submitted`));
    const before = await snapshot(ctx.app);
    const res = await call(ctx.app, supplier.user, 'POST', '/api/v1/Tariff/bulk-rates', {
      tariffs: [draft.key, inReview.key],
      change: { kind: 'amount', value: 1_000 },
    });
    expect([res.status, res.body.error.code]).toEqual([409, 'tariff.locked']);
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('names the refused field of a bad change', async () => {
    const draft = await createDraft(ctx.app, supplier, sheet);
    const res = await call(ctx.app, supplier.user, 'POST', '/api/v1/Tariff/bulk-rates', {
      tariffs: [draft.key],
      change: { kind: 'percent', value: 5 },
      rounding: 50,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: { field: string }) => f.field)).toContain('body.rounding');
  });
});
