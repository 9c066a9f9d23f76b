import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import { partner, type Team, team } from '../partners/support.ts';
import { call, signedInUser, type TestUser } from '../sessions.ts';
import { createPublished, expectOk } from '../tariffs/support.ts';

export { call, expectOk, partner, type Team, team };

/** A supplier with a published tariff, a buyer that is its active partner, and an administrator. */
export type World = { supplier: Team; buyer: Team; admin: TestUser; tariff: string };

let n = 0;
export async function world(app: FastifyInstance): Promise<World> {
  n += 1;
  const supplier = await team(app, 'supplier', `レビュー売り手${n}株式会社`);
  const buyer = await team(app, 'buyer', `レビュー買い手${n}株式会社`);
  const admin = await signedInUser(app, { grants: ['admin'] });
  await partner(app, buyer, supplier);
  const tariff = await createPublished(app, { user: supplier.owner, space: supplier.space }, admin);
  return { supplier, buyer, admin, tariff: tariff.key as string };
}

export const content = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  title: '丁寧な対応でした',
  text: '団体での利用でしたが、スムーズに手配していただけました。',
  lang: 'jp',
  ...overrides,
});

/** A review by the buyer's owner; answers its key. */
export async function write(app: FastifyInstance, w: World, overrides: Record<string, unknown> = {}) {
  const res = await expectOk(
    call(app, w.buyer.owner, 'POST', '/api/v1/Review', {
      tariff: w.tariff,
      space: w.buyer.space,
      ...content(overrides),
    }),
  );
  return res.body.key as string;
}

/** A review taken to `state` by the administrator (hidden: published first). */
export async function inState(
  app: FastifyInstance,
  w: World,
  state: 'pending' | 'published' | 'rejected' | 'hidden',
) {
  const key = await write(app, w);
  const move = (to: string) =>
    expectOk(call(app, w.admin, 'PATCH', `/api/v1/Review/${key}/${to}`, { reason: 'テスト' }));
  if (state === 'published' || state === 'hidden') await move('published');
  if (state === 'rejected') await move('rejected');
  if (state === 'hidden') await move('hidden');
  return key;
}

/** Every stored review and rating row: "nothing stored" compares two of these. */
export async function reviewSnapshot(app: FastifyInstance) {
  const [row] = await queryRows<Record<string, unknown>>(
    app.database.db,
    sql`select (select coalesce(json_agg(r order by r.key), '[]') from reviews r) as reviews,
      (select coalesce(json_agg(t order by t.tariff_key), '[]') from tariff_ratings t) as ratings`,
  );
  return JSON.stringify(row);
}
