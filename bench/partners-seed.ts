import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../apps/server/src/db/client.ts';
import {
  agreements,
  businesses,
  partnerships,
  spaceMembers,
  spaces,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { registerPartnerTerms } from '../apps/server/src/modules/partners/index.ts';
import { backfillPartnerPrices } from '../apps/server/src/modules/tariffs/index.ts';
import { SEED } from './generate.ts';
import { Random } from './random.ts';

const BATCH = 1000;
const terms = (discount: number) => ({
  discount,
  overrides: [],
  paymentDays: 30,
  validity: { from: '2020-01-01', to: '2035-12-31' },
  notes: { jp: '', en: '' },
  pdf: null,
});

export type PartnerWorld = { partnerBuyer: string; plainBuyer: string; partnerSuppliers: string[] };

/**
 * Buyer spaces until the marketplace has `spaceCount` spaces, and `count` active partnerships between buyers and
 * the catalogue's suppliers (a third with an accepted agreement), written straight into the tables like the
 * catalogue itself. Buyer 0 has exactly `partnersOfOne` partners, all with agreements: the buyer the search is
 * timed for. `plainBuyer` has none: the same search seen with public visibility only. The accepted agreements
 * (all on the same 10 % terms) get their `partner_prices` rows as acceptance writes them in use: one per tariff
 * of each supplier with an agreement, shared by all its partners.
 */
export async function seedPartners(
  db: Db,
  options: { spaceCount: number; count: number; partnersOfOne: number },
  log: (line: string) => void = () => {},
): Promise<PartnerWorld> {
  const suppliers = (
    await queryRows<{ key: string }>(db, sql`select key from spaces where role = 'supplier' order by key`)
  ).map((row) => row.key);
  const buyerCount = Math.max(2, options.spaceCount - suppliers.length);
  const buyers = Array.from({ length: buyerCount }, (_, i) => `sp_bench-buyer-${i}`);
  const owner = (i: number) => `bench-buyer-owner-${i}`;
  for (let start = 0; start < buyerCount; start += BATCH) {
    const slice = buyers.slice(start, start + BATCH);
    const subs = slice.map((_, j) => owner(start + j));
    await db.insert(users).values(subs.map((sub) => ({ sub, email: `${sub}@bench.test`, nickname: sub })));
    await db.insert(businesses).values(subs.map((sub) => ({ key: `bz_${sub}`, sub, name: sub })));
    await db.insert(spaces).values(
      slice.map((key, j) => ({
        key,
        kind: 'corporate' as const,
        role: 'buyer' as const,
        category: 'buyer',
        industry: 'arranger' as const,
        name: `ベンチ旅行株式会社 ${start + j + 1}号`,
        businessKey: `bz_${owner(start + j)}`,
        createdBy: owner(start + j),
      })),
    );
    await db
      .insert(spaceMembers)
      .values(slice.map((key, j) => ({ spaceKey: key, sub: owner(start + j), role: 'owner' as const })));
  }

  const random = new Random(SEED ^ 0x5eed);
  const pairs: { buyer: string; supplier: string; agreed: boolean }[] = [];
  const pick = (buyer: string, count: number, agreed: (k: number) => boolean) => {
    const chosen = random.distinct(Math.min(count, suppliers.length), () => random.pick(suppliers));
    for (const [k, supplier] of chosen.entries()) pairs.push({ buyer, supplier, agreed: agreed(k) });
  };
  // Buyer 0 is the timed one; the last buyer stays without partners, for the public-visibility comparison.
  pick(buyers[0] ?? '', options.partnersOfOne, () => true);
  const others = buyers.slice(1, -1);
  const perBuyer = Math.ceil((options.count - options.partnersOfOne) / others.length);
  for (const buyer of others) {
    if (pairs.length >= options.count) break;
    pick(buyer, Math.min(perBuyer, options.count - pairs.length), () => random.chance(1 / 3));
  }
  for (let start = 0; start < pairs.length; start += BATCH) {
    const slice = pairs.slice(start, start + BATCH);
    const keys = slice.map((_, j) => `pt_bench-${start + j}`);
    await db.insert(partnerships).values(
      slice.map((p, j) => ({
        key: keys[j] ?? '',
        buyerKey: p.buyer,
        supplierKey: p.supplier,
        state: 'active' as const,
        requestedBy: 'buyer' as const,
        createdBy: 'bench',
        activatedAt: new Date(),
      })),
    );
    const agreed = slice.flatMap((p, j) => (p.agreed ? [{ p, key: keys[j] ?? '' }] : []));
    if (agreed.length)
      await db.insert(agreements).values(
        agreed.map(({ p, key }) => ({
          key: `ag_${key.slice(3)}`,
          partnershipKey: key,
          buyerKey: p.buyer,
          supplierKey: p.supplier,
          state: 'accepted' as const,
          terms: terms(10),
          discount: 10,
          validFrom: '2020-01-01',
          validTo: '2035-12-31',
          createdBy: 'bench',
          decidedBy: 'bench',
          decidedAt: new Date(),
        })),
      );
  }
  // The accepted agreements' partner search prices, which the app writes on acceptance: the backfill writes them
  // for agreements put straight into the tables, through the same code, so search reads what it reads in use.
  const started = performance.now();
  registerPartnerTerms();
  const filled = await backfillPartnerPrices(db);
  const [written] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from partner_prices`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`partner prices: ${written?.n} rows for ${filled} suppliers in ${seconds} s`);
  await db.execute(sql`vacuum analyze`);
  return {
    partnerBuyer: buyers[0] ?? '',
    plainBuyer: buyers.at(-1) ?? '',
    partnerSuppliers: pairs.filter((p) => p.buyer === buyers[0]).map((p) => p.supplier),
  };
}
