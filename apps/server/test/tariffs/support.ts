import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import { call, signedInUser, type TestUser } from '../sessions.ts';

// Tariff suites import everything from here; the helper itself is shared with the other suites.
export { call };

export type Answer = Awaited<ReturnType<typeof call>>;

export type Supplier = { user: TestUser; space: string };

/** A user with a corporate supplier space of their own (they are its owner). */
export async function newSupplier(app: FastifyInstance, name = '京都テスト旅館株式会社'): Promise<Supplier> {
  const user = await signedInUser(app);
  const res = await call(app, user, 'POST', '/api/corporate', {
    name,
    category: 'supplier',
    role: 'supplier',
    industry: 'creator',
  });
  if (res.status !== 200) throw new Error(`supplier space: ${JSON.stringify(res.body)}`);
  return { user, space: res.body.key };
}

export async function newBuyer(app: FastifyInstance): Promise<TestUser> {
  const user = await signedInUser(app);
  await call(app, user, 'POST', '/api/corporate', {
    name: 'テスト旅行株式会社',
    category: 'buyer',
    role: 'buyer',
    industry: 'arranger',
  });
  return user;
}

export const newAdmin = (app: FastifyInstance) => signedInUser(app, { grants: ['admin'] });

/** A complete, valid tariff body: two seasons, pax tiers, a cancellation policy, both languages. */
export function tariffBody(overrides: Record<string, unknown> = {}) {
  return {
    title: { jp: '嵐山 竹林散策ツアー', en: 'Arashiyama bamboo grove walk' },
    summary: { jp: '早朝の竹林を案内します', en: 'An early-morning guided walk' },
    description: { jp: '渡月橋から竹林、天龍寺まで。', en: 'From Togetsukyo bridge to Tenryu-ji.' },
    category: 'activity',
    prefecture: '26',
    area: { jp: '京都市右京区 嵐山', en: 'Arashiyama, Kyoto' },
    tags: [
      { jp: '竹林', en: 'bamboo grove' },
      { jp: '', en: 'walk' },
    ],
    validity: { from: '2027-01-01', to: '2027-12-31' },
    blackout: ['2027-01-01'],
    seasons: [
      { name: { jp: '通常期', en: 'Regular' }, from: '2027-01-01', to: '2027-06-30' },
      { name: { jp: '繁忙期', en: 'Peak' }, from: '2027-07-01', to: '2027-12-31' },
    ],
    rates: [
      { season: '通常期', unit: 'per_person', pax_min: 1, pax_max: 9, adult: 8000, child: 4000 },
      { season: '繁忙期', unit: 'per_person', pax_min: 1, pax_max: 9, adult: 10000, child: 5000 },
      { season: null, unit: 'per_group', pax_min: 10, pax_max: 30, adult: 60000, child: null },
    ],
    cancellation: [
      { days_before: 2, fee_percent: 50 },
      { days_before: 0, fee_percent: 100 },
    ],
    ...overrides,
  };
}

/** Creates a draft in the supplier's space and answers it. */
export async function createDraft(
  app: FastifyInstance,
  supplier: Supplier,
  overrides: Record<string, unknown> = {},
) {
  const res = await call(app, supplier.user, 'POST', '/api/v1/Tariff', {
    space: supplier.space,
    ...tariffBody(overrides),
  });
  if (res.status !== 200) throw new Error(`create: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A tariff taken through review to publication. */
export async function createPublished(
  app: FastifyInstance,
  supplier: Supplier,
  admin: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const draft = await createDraft(app, supplier, overrides);
  await expectOk(call(app, supplier.user, 'PATCH', `/api/tariff/${draft.key}/submitted`));
  return (await expectOk(call(app, admin, 'PATCH', `/api/tariff/${draft.key}/published`))).body;
}

export async function expectOk(answer: Promise<Answer>): Promise<Answer> {
  const res = await answer;
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** Everything the tariff module stores, in a stable order: "stored data identical" compares two of these. */
export async function snapshot(app: FastifyInstance) {
  const [row] = await queryRows<Record<string, unknown>>(
    app.database.db,
    sql`select
      (select coalesce(json_agg(t order by t.key), '[]') from tariffs t) as tariffs,
      (select coalesce(json_agg(r order by r.tariff_key), '[]') from tariff_revisions r) as revisions,
      (select coalesce(json_agg(a order by a.id), '[]') from tariff_audit a) as audit,
      (select coalesce(json_agg(e order by e.key), '[]') from tariff_events e) as events,
      (select count(*)::int from notifications) as notifications`,
  );
  return JSON.stringify(row);
}

/** Tags as the contract has them ({jp, en}); a test's tags are Japanese-only unless it says otherwise. */
export const tagsOf = (...names: string[]) => names.map((jp) => ({ jp, en: '' }));
