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
  tagsOf,
} from './support.ts';

const fieldsOf = (body: { error: { fields: { field: string; rule: string }[] } }) =>
  body.error.fields.map((f) => `${f.field}:${f.rule}`);

describeEachDatabase('tariff query language (docs/product-decisions.md §6, §11)', (ctx) => {
  let supplier: Supplier;
  let admin: TestUser;
  let buyer: TestUser;
  const query = (user: TestUser, body: object) => call(ctx.app, user, 'POST', '/api/v1/Tariff/query', body);
  const aggregate = (user: TestUser, body: object) =>
    call(ctx.app, user, 'POST', '/api/v1/Tariff/aggregate', body);

  // Set-up: published and draft tariffs.
  beforeAll(async () => {
    supplier = await newSupplier(ctx.app, 'クエリ株式会社');
    admin = await newAdmin(ctx.app);
    buyer = await newBuyer(ctx.app);
    await createPublished(ctx.app, supplier, admin, {
      category: 'meal',
      prefecture: '13',
      tags: tagsOf('寿司', 'qtest'),
    });
    await createPublished(ctx.app, supplier, admin, {
      category: 'meal',
      prefecture: '27',
      tags: tagsOf('qtest'),
    });
    await createPublished(ctx.app, supplier, admin, {
      category: 'guide',
      prefecture: '13',
      tags: tagsOf('qtest'),
    });
    await createDraft(ctx.app, supplier, { category: 'meal', tags: tagsOf('qtest') });
  });

  it('filters with equality, $in, $ne, $gte/$lte and $contains; buyers never see drafts', async () => {
    const base = { tags: 'qtest' };
    const count = async (user: TestUser, filter: object) =>
      (await query(user, { filter: { ...base, ...filter } })).body.items.length;
    expect(await count(buyer, {})).toBe(3);
    expect(await count(supplier.user, {})).toBe(4);
    expect(await count(buyer, { category: 'meal' })).toBe(2);
    expect(await count(buyer, { prefecture: { $in: ['13', '27'] }, category: { $ne: 'guide' } })).toBe(2);
    expect(await count(buyer, { version: { $gte: 1, $lte: 1 } })).toBe(3);
    expect(await count(buyer, { tags: { $contains: '寿' } })).toBe(1);
    expect(await count(buyer, { 'title.en': { $contains: 'BAMBOO' } })).toBe(3);
    expect(await count(supplier.user, { state: 'draft' })).toBe(1);
    expect(await count(buyer, { state: 'draft' })).toBe(0);
    expect(await count(buyer, { publishedAt: null })).toBe(0);
  });

  it('sorts and pages with a cursor, projecting only the asked fields', async () => {
    const body = {
      filter: { tags: 'qtest' },
      sort: [{ field: 'prefecture', order: 'desc' }],
      limit: 2,
      fields: ['prefecture'],
    };
    const first = (await query(buyer, body)).body;
    expect(first.items.map((t: { prefecture: string }) => t.prefecture)).toEqual(['27', '13']);
    expect(Object.keys(first.items[0]).sort()).toEqual(['key', 'prefecture']);
    const second = (await query(buyer, { ...body, cursor: first.next })).body;
    expect(second.items.map((t: { prefecture: string }) => t.prefecture)).toEqual(['13']);
    expect(second.next).toBeNull();
    const keys = new Set([...first.items, ...second.items].map((t: { key: string }) => t.key));
    expect(keys.size).toBe(3);
  });

  it('refuses unknown fields and operators, naming them (400)', async () => {
    const cases: [object, string][] = [
      [{ filter: { price: 1 } }, 'body.filter.price:unknown_field'],
      [{ filter: { category: { $regex: '.*' } } }, 'body.filter.category.$regex:unknown_operator'],
      [
        { filter: { category: { $gte: 'a' }, version: { $contains: '1' } } },
        'body.filter.version.$contains:unknown_operator',
      ],
      [{ filter: { tags: { $gt: 'a' } } }, 'body.filter.tags.$gt:unknown_operator'],
      [{ filter: { version: 'one' } }, 'body.filter.version:type'],
      [{ filter: { category: 'hotel' } }, 'body.filter.category:enum'],
      [{ filter: { 'validity.from': { $gte: '2027-02-30' } } }, 'body.filter.validity.from.$gte:type'],
      [{ filter: { prefecture: { $in: [] } } }, 'body.filter.prefecture.$in:type'],
      [{ sort: [{ field: 'secret' }] }, 'body.sort.0.field:unknown_field'],
      [{ fields: ['password'] }, 'body.fields.0:unknown_field'],
      [{ limit: 101 }, 'body.limit:too_big'],
      [{ select: '*' }, 'body.select:unknown_field'],
      [{ cursor: 'garbage' }, 'body.cursor:cursor'],
    ];
    for (const [body, expected] of cases) {
      const res = await query(buyer, body);
      expect(res.status, expected).toBe(400);
      expect(fieldsOf(res.body), expected).toContain(expected);
    }
    const forged = Buffer.from(JSON.stringify(["x'; drop table tariffs; --", 'tf_x'])).toString('base64url');
    const res = await query(buyer, { sort: [{ field: 'validity.from' }], cursor: forged });
    expect(res.status).toBe(400);
  });

  it('aggregates counts, sums and averages by field, over readable tariffs only', async () => {
    const res = await aggregate(buyer, {
      filter: { tags: 'qtest' },
      groupBy: ['category'],
      metrics: [{ op: 'count' }, { op: 'sum', field: 'version' }, { op: 'avg', field: 'tax.rate' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { group: { category: 'guide' }, count: 1, 'sum:version': 1, 'avg:tax.rate': 10 },
      { group: { category: 'meal' }, count: 2, 'sum:version': 2, 'avg:tax.rate': 10 },
    ]);
    const mine = await aggregate(supplier.user, { filter: { tags: 'qtest' }, groupBy: ['state'] });
    expect(mine.body.items).toEqual([
      { group: { state: 'draft' }, count: 1 },
      { group: { state: 'published' }, count: 3 },
    ]);
  });

  it('refuses unknown fields and operators in aggregate (400)', async () => {
    const cases: [object, string][] = [
      [{ groupBy: ['nope'] }, 'body.groupBy.0:unknown_field'],
      [{ groupBy: ['tags'] }, 'body.groupBy.0:not_groupable'],
      [{ metrics: [{ op: 'sum', field: 'category' }] }, 'body.metrics.0.field:not_numeric'],
      [{ metrics: [{ op: 'median', field: 'version' }] }, 'body.metrics.0.op:invalid_value'],
      [{ metrics: [{ op: 'count', field: 'version' }] }, 'body.metrics.0.field:metric_field'],
      [{ filter: { version: { $between: [1, 2] } } }, 'body.filter.version.$between:unknown_operator'],
    ];
    for (const [body, expected] of cases) {
      const res = await aggregate(buyer, body);
      expect(res.status, expected).toBe(400);
      expect(fieldsOf(res.body), expected).toContain(expected);
    }
  });
});
