import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { businesses, spaceMembers, spaces, tariffs, users } from '../apps/server/src/db/schema/index.ts';
import { derivedColumns } from '../apps/server/src/modules/tariffs/index.ts';
import { bookableTariff } from './bookings-seed.ts';
import { supplierSpread, suppliers } from './generate.ts';

/** Buyer spaces: every supplier bills each of them, so pairs = suppliers × BUYERS. */
export const BUYERS = 50;

export type StatementsWorld = { month: string; suppliers: string[]; pairs: number };

/**
 * Loads the statements benchmark's world (docs/performance.md "Statements"): `pairs / 50` supplier spaces with
 * two bookable tariffs each, 50 buyer spaces, and `bookingCount` bookings of `month` spread evenly over every
 * supplier–buyer pair, written by INSERT … SELECT over generate_series: 90 % completed, 5 % no-shows with a fee,
 * 5 % cancellations whose fee was recorded in the month (the three kinds a statement bills, docs/statements.md §1).
 */
export async function seedStatements(
  db: Db,
  options: { pairs: number; bookingCount: number; month: string },
  log: (line: string) => void = () => {},
): Promise<StatementsWorld> {
  const started = performance.now();
  const supplierCount = Math.max(1, Math.ceil(options.pairs / BUYERS));
  const owners = suppliers(supplierCount);
  const buyerKeys = Array.from({ length: BUYERS }, (_, i) => `sp_bench-st-buyer-${i}`);
  const people = [
    ...owners.map((s) => ({ sub: s.owner, key: s.key })),
    ...buyerKeys.map((key) => ({ sub: `${key}-owner`, key })),
  ];
  await db
    .insert(users)
    .values(people.map((p) => ({ sub: p.sub, email: `${p.sub}@bench.test`, nickname: p.sub })));
  await db.insert(businesses).values(people.map((p) => ({ key: `bz_${p.sub}`, sub: p.sub, name: p.sub })));
  await db.insert(spaces).values([
    ...owners.map((s) => ({
      key: s.key,
      kind: 'corporate' as const,
      role: 'supplier' as const,
      category: 'supplier',
      industry: 'creator' as const,
      name: s.name,
      businessKey: `bz_${s.owner}`,
      createdBy: s.owner,
    })),
    ...buyerKeys.map((key, i) => ({
      key,
      kind: 'corporate' as const,
      role: 'buyer' as const,
      category: 'buyer',
      industry: 'arranger' as const,
      name: `ベンチ請求旅行株式会社 ${i + 1}号`,
      businessKey: `bz_${key}-owner`,
      createdBy: `${key}-owner`,
    })),
  ]);
  await db
    .insert(spaceMembers)
    .values(people.map((p) => ({ spaceKey: p.key, sub: p.sub, role: 'owner' as const })));

  // Two tariffs per supplier, each owned by the supplier it is billed for (not the catalogue's Zipf spread).
  const spread = supplierSpread(owners);
  const [first] = options.month.split('-');
  const rows = Array.from({ length: supplierCount * 2 }, (_, i) => {
    const owner = owners[i % supplierCount] as (typeof owners)[number];
    const t = bookableTariff(i, spread, `${first}-01-02`);
    return { ...t, spaceKey: owner.key, createdBy: owner.owner, ...derivedColumns(t.doc) };
  });
  for (let at = 0; at < rows.length; at += 500) await db.insert(tariffs).values(rows.slice(at, at + 500));

  const [year, mon] = options.month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const booking = performance.now();
  // Booking i: supplier i mod S, buyer (i div S) mod 50, so every pair gets bookingCount / pairs of them.
  await db.execute(sql`
    with n as (
      select i,
        i % ${supplierCount} as s,
        (i / ${supplierCount}) % ${BUYERS} as b,
        ${`${options.month}-01`}::date + (i % ${days})::int as first,
        case when i % 20 = 7 then 'no_show' when i % 20 = 13 then 'cancelled' else 'completed' end as state,
        1 + i % 3 as adults
      from generate_series(0::bigint, ${options.bookingCount - 1}) as i
    )
    insert into bookings (key, reference, tariff_key, supplier_key, buyer_key, state, first_date, last_date,
      adults, units, currency, lines, total, fee, fee_schedule, created_by, created_at, updated_at)
    select 'bk_st' || i, 'TT-ST-' || i,
      (${sql.raw(`'{${rows.map((r) => `"${r.key}"`).join(',')}}'`)}::text[])[1 + n.s + ${supplierCount} * (i % 2)],
      'sp_bench-' || n.s, 'sp_bench-st-buyer-' || n.b, n.state, n.first, n.first, n.adults, 1, 'JPY',
      '[]'::jsonb, 8800 * n.adults + (i % 7) * 110,
      case when n.state = 'completed' then null else 4400 * n.adults end,
      '{"template": "standard_travel_domestic", "tiers": []}'::jsonb, 'sp_bench-st-buyer-' || n.b || '-owner',
      n.first - 20, (n.first::timestamp + interval '12 hours') at time zone 'Asia/Tokyo'
    from n`);
  log(`  ${options.bookingCount} bookings in ${seconds(booking)} s`);
  await db.execute(sql`vacuum analyze`);
  log(`  seeded in ${seconds(started)} s`);
  return {
    month: options.month,
    suppliers: owners.map((s) => s.key),
    pairs: supplierCount * Math.min(BUYERS, options.bookingCount),
  };
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
