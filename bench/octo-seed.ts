import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../apps/server/src/db/client.ts';
import { partnerships } from '../apps/server/src/db/schema/index.ts';
import { type BookingsWorld, seedBookings } from './bookings-seed.ts';

const BATCH = 500;

export type OctoWorld = BookingsWorld & {
  /** Every published tariff (an OCTO product) with its supplier, the whole catalogue the paging walk expects. */
  products: { key: string; supplier: string }[];
  /** The suppliers, each an active partner of the timed reseller. */
  suppliers: string[];
};

/**
 * The OCTO benchmark's world (docs/performance.md "OCTO"): the bookings benchmark's bulk seed (bench/bookings-seed.ts)
 * with `tariffCount` bookable tariffs of `supplierCount` suppliers (Zipf-wise, as real catalogues are), `days` of
 * allotment inventory and `bookingCount` bookings of 50 buyers; and the timed reseller — the bookings seed's own
 * timed buyer — an active trading partner of every supplier, so that every product can be sold and paged through.
 */
export async function seedOcto(
  db: Db,
  options: { tariffCount: number; supplierCount: number; days: number; bookingCount: number },
  log: (line: string) => void = () => {},
): Promise<OctoWorld> {
  // One race round: the bookings seed's race dates lie past the inventory here and are not used.
  const world = await seedBookings(db, { ...options, raceRounds: 1 }, log);
  const products = await queryRows<{ key: string; supplier: string }>(
    db,
    sql`select key, space_key as supplier from tariffs where state = 'published' and key like 'tf_bench%'
        order by key`,
  );
  const suppliers = [...new Set(products.map((p) => p.supplier))].sort();
  for (let start = 0; start < suppliers.length; start += BATCH)
    await db.insert(partnerships).values(
      suppliers.slice(start, start + BATCH).map((supplier, j) => ({
        key: `pt_bench-octo-${start + j}`,
        buyerKey: world.buyer.space,
        supplierKey: supplier,
        state: 'active' as const,
        requestedBy: 'buyer' as const,
        createdBy: world.buyer.sub,
        activatedAt: new Date(),
      })),
    );
  log(`  ${suppliers.length} partnerships of the timed reseller`);
  return { ...world, products, suppliers };
}
