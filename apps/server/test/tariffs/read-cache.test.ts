import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { describeEachDatabase } from '../helper.ts';
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
});
