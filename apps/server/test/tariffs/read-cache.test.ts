import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { describeEachDatabase } from '../helper.ts';
import { agreed, partner, team } from '../partners/support.ts';
import type { TestUser } from '../sessions.ts';
import { call, createPublished, newAdmin, newBuyer, newSupplier } from './support.ts';

// tariff reads and searches are answered from a cache that no write may outlive.
describeEachDatabase('cached tariff reads', (ctx) => {
  let second: { app: FastifyInstance; database: Database | null } | undefined;
  afterAll(async () => {
    await second?.app.close();
    await second?.database?.close();
  });

  const read = (app: FastifyInstance, user: TestUser, key: string) =>
    call(app, user, 'GET', `/api/v1/Tariff/${key}`);
  const found = async (app: FastifyInstance, user: TestUser, q: string) =>
    (await call(app, user, 'POST', '/api/v1/Tariff/search', { q })).body.items.map(
      (item: { key: string }) => item.key,
    );

  it('answers a write of this process at once, and a write of another process soon after', async () => {
    const supplier = await newSupplier(ctx.app, 'キャッシュ株式会社');
    const admin = await newAdmin(ctx.app);
    const buyer = await newBuyer(ctx.app);
    const { key } = await createPublished(ctx.app, supplier, admin, {
      title: { jp: '鞍馬の火祭り見学', en: 'Kurama fire festival' },
    });
    expect((await read(ctx.app, buyer, key)).status).toBe(200);
    expect(await found(ctx.app, buyer, '火祭り')).toEqual([key]);

    // Suspended through this app: gone from the very next read and search.
    expect((await call(ctx.app, admin, 'PATCH', `/api/tariff/${key}/suspended`)).status).toBe(200);
    expect((await read(ctx.app, buyer, key)).status).toBe(404);
    expect(await found(ctx.app, buyer, '火祭り')).toEqual([]);

    // Another process (on PostgreSQL its own pool; PGlite lives in one process) publishes it again.
    const database = ctx.engine === 'postgres' ? await openDatabase(ctx.app.config.database) : null;
    const app = await buildApp({ config: ctx.app.config, database: database ?? ctx.app.database });
    second = { app, database };
    expect((await read(app, buyer, key)).status).toBe(404);
    expect((await call(app, admin, 'PATCH', `/api/tariff/${key}/published`)).status).toBe(200);
    expect((await read(app, buyer, key)).status).toBe(200);
    await vi.waitFor(async () => {
      expect((await read(ctx.app, buyer, key)).status).toBe(200);
      expect(await found(ctx.app, buyer, '火祭り')).toEqual([key]);
    });
  });

  it('shows a renamed supplier on the next read', async () => {
    const supplier = await newSupplier(ctx.app, '旧名株式会社');
    const admin = await newAdmin(ctx.app);
    const buyer = await newBuyer(ctx.app);
    const { key } = await createPublished(ctx.app, supplier, admin);
    expect((await read(ctx.app, buyer, key)).body.supplier.name).toBe('旧名株式会社');
    const renamed = await call(ctx.app, supplier.user, 'PATCH', `/api/corporate/${supplier.space}`, {
      name: '新名株式会社',
    });
    expect(renamed.status).toBe(200);
    expect((await read(ctx.app, buyer, key)).body.supplier.name).toBe('新名株式会社');
  });

  it('answers each kind of caller of one kept tariff with its own answer, sent as the same bytes again', async () => {
    const supplier = await team(ctx.app, 'supplier', '共有回答観光株式会社');
    const other = await newSupplier(ctx.app, '別の観光株式会社');
    const buyer = await team(ctx.app, 'buyer', '共有回答トラベル株式会社');
    const stranger = await newBuyer(ctx.app);
    const admin = await newAdmin(ctx.app);
    const { key } = await createPublished(ctx.app, { user: supplier.owner, space: supplier.space }, admin);
    await agreed(ctx.app, await partner(ctx.app, buyer, supplier), buyer, supplier, 10);
    const callers = { stranger, partner: buyer.owner, member: supplier.member, admin, other: other.user };
    const raw = async (user: TestUser) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/Tariff/${key}`, ...user.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      return res.body;
    };
    // Two rounds in turn: the second round's answers come from the kept detail (the supplier's member, the
    // administrator and the other supplier share one, told apart by their roles).
    const first: Record<string, string> = {};
    for (const [name, user] of Object.entries(callers)) first[name] = await raw(user);
    for (const [name, user] of Object.entries(callers)) expect(await raw(user), name).toBe(first[name]);
    const body = (name: keyof typeof callers) => JSON.parse(first[name] as string);
    expect(body('stranger').partner).toBeNull();
    expect(body('stranger').actions).toBeUndefined();
    expect(body('partner').partner).toMatchObject({ discount: 10 });
    expect(body('partner').partner.rates.length).toBeGreaterThan(0);
    expect(body('partner').actions).toBeUndefined();
    expect(body('member').actions).toEqual(expect.any(Array));
    expect(body('member').partner).toBeNull();
    expect(body('admin').actions).toEqual(expect.any(Array));
    expect(body('other').actions).toBeUndefined();
    expect(body('other').note).toBeUndefined();
    // A browser's compressed answer of a kept read: the same bytes each time, the same JSON once inflated.
    const gzipped = async (user: TestUser) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/Tariff/${key}`,
        ...user.auth,
        headers: { ...user.auth.headers, 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      return res.rawPayload;
    };
    const packed = await gzipped(buyer.owner);
    expect((await gzipped(buyer.owner)).equals(packed)).toBe(true);
    expect(gunzipSync(packed).toString('utf8')).toBe(first.partner);
    // The JSON is the same as an answer worked out afresh: a write forgets the kept ones.
    await call(ctx.app, supplier.owner, 'PATCH', `/api/corporate/${supplier.space}`, {
      name: '共有回答観光株式会社',
    });
    expect(JSON.parse(await raw(buyer.owner))).toEqual(body('partner'));
  });
});
