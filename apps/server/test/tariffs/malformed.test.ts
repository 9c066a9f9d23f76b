import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import type { TestUser } from '../sessions.ts';
import {
  malformedCsv,
  malformedEvent,
  malformedTariff,
  malformedTransition,
  unknownState,
} from './malformed.ts';
import { createDraft, createPublished, newAdmin, newSupplier, type Supplier, snapshot } from './support.ts';

/** Fixed seed and at least 200 bodies per endpoint: failures reproduce exactly. */
const RUNS = { seed: 20_261_122, numRuns: 200 };

describeEachDatabase('malformed input never changes data and never fails with 5xx', (ctx) => {
  let supplier: Supplier;
  let admin: TestUser;
  let draftKey: string;
  let publishedKey: string;
  let eventKey: string;

  /** Sends `body` as JSON (whatever its type) and answers the status. */
  async function send(user: TestUser, method: string, url: string, body: unknown) {
    const res = await ctx.app.inject({
      method: method as 'POST',
      url,
      ...user.auth,
      headers: { ...user.auth.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body) ?? 'null',
    });
    return res.statusCode;
  }

  /** Runs the property, then checks the stored data did not move. */
  async function property(arbitrary: fc.Arbitrary<unknown>, hit: (body: unknown) => Promise<number>) {
    const before = await snapshot(ctx.app);
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(arbitrary, async (body) => {
        const status = await hit(body);
        statuses.add(status);
        return status >= 400 && status < 500;
      }),
      RUNS,
    );
    expect(await snapshot(ctx.app)).toBe(before);
    return statuses;
  }

  // Set-up: a draft, a published tariff and an event.
  beforeAll(async () => {
    supplier = await newSupplier(ctx.app, 'ファズ株式会社');
    admin = await newAdmin(ctx.app);
    draftKey = (await createDraft(ctx.app, supplier)).key;
    publishedKey = (await createPublished(ctx.app, supplier, admin)).key;
    const res = await send(supplier.user, 'POST', '/api/v1/Event', {
      space: supplier.space,
      title: { jp: '祭' },
      dates: { from: '2027-01-01', to: '2027-01-02' },
    });
    expect(res).toBe(200);
    eventKey = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/Event?space=${supplier.space}`,
        ...supplier.user.auth,
      })
    ).json().items[0].key;
  });

  const long = 120_000;

  it('POST /api/v1/Tariff', { timeout: long }, async () => {
    await property(malformedTariff({ space: 'SPACE' }), (body) =>
      send(
        supplier.user,
        'POST',
        '/api/v1/Tariff',
        typeof body === 'object' && body && 'space' in body ? { ...body, space: supplier.space } : body,
      ),
    );
  });

  it('PUT /api/v1/Tariff/{key}', { timeout: long }, async () => {
    await property(malformedTariff(), (body) =>
      send(supplier.user, 'PUT', `/api/v1/Tariff/${draftKey}`, body),
    );
  });

  it('PATCH /api/v1/Tariff/{key}, draft and published', { timeout: long }, async () => {
    await property(malformedTariff(), (body) =>
      send(supplier.user, 'PATCH', `/api/v1/Tariff/${draftKey}`, body),
    );
    await property(malformedTariff(), (body) =>
      send(supplier.user, 'PATCH', `/api/v1/Tariff/${publishedKey}`, body),
    );
  });

  it('PATCH /api/tariff/{id}/{state}', { timeout: long }, async () => {
    await property(malformedTransition, (body) =>
      send(supplier.user, 'PATCH', `/api/tariff/${draftKey}/submitted`, body),
    );
    await property(unknownState, (state) =>
      send(admin, 'PATCH', `/api/tariff/${publishedKey}/${state}`, { note: 'x' }),
    );
  });

  it('PATCH /api/tariff/admin/{id}', { timeout: long }, async () => {
    await property(malformedTariff(), (changes) =>
      send(admin, 'PATCH', `/api/tariff/admin/${publishedKey}`, { changes }),
    );
  });

  it('POST /api/v1/Tariff/csv', { timeout: long }, async () => {
    await property(malformedCsv, (csv) =>
      send(supplier.user, 'POST', '/api/v1/Tariff/csv', { space: supplier.space, csv }),
    );
  });

  it('POST, PUT and PATCH /api/v1/Event', { timeout: long }, async () => {
    const bodies = malformedEvent(supplier.space);
    await property(bodies, (body) => send(supplier.user, 'POST', '/api/v1/Event', body));
    await property(bodies, (body) => send(supplier.user, 'PUT', `/api/v1/Event/${eventKey}`, body));
    await property(bodies, (body) => send(supplier.user, 'PATCH', `/api/v1/Event/${eventKey}`, body));
  });

  it('POST query, aggregate and search', { timeout: long }, async () => {
    const junk = fc.record({
      filter: fc.dictionary(
        fc.constantFrom('key', 'version', 'validity.from', 'publishedAt', 'tags', 'tax.rate', 'nope'),
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(fc.constantFrom('$eq', '$in', '$gte', '$contains', '$x'), fc.jsonValue()),
        ),
        { minKeys: 1 },
      ),
      cursor: fc.oneof(fc.string(), fc.base64String()),
    });
    await property(junk, (body) => send(supplier.user, 'POST', '/api/v1/Tariff/query', body));
    await property(junk, (body) =>
      send(supplier.user, 'POST', '/api/v1/Tariff/aggregate', { ...(body as object), groupBy: ['x'] }),
    );
    await property(
      fc.record({
        q: fc.string(),
        adults: fc.jsonValue(),
        date: fc.string(),
        cursor: fc.string({ minLength: 1 }),
      }),
      (body) => send(supplier.user, 'POST', '/api/v1/Tariff/search', body),
    );
  });
});
