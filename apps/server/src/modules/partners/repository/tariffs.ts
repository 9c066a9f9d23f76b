import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tariffListings, tariffs } from '../../../db/schema/index.ts';

/*
 * What the partners domain reads of tariffs, in its own SQL: how many a partner can see, and the rate rows an
 * agreement's overrides name. The tariffs module's door offers neither.
 */

/** Published tariffs per supplier: the public ones, and all (public and partners-only). */
export async function listedCounts(db: Db, suppliers: string[]) {
  if (!suppliers.length) return new Map<string, { open: number; all: number }>();
  const rows = await db
    .select({
      space: tariffListings.spaceKey,
      open: sql<number>`(count(*) filter (where ${tariffListings.visibility} = 'public'))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(tariffListings)
    .where(inArray(tariffListings.spaceKey, [...new Set(suppliers)]))
    .groupBy(tariffListings.spaceKey);
  return new Map(rows.map((row) => [row.space, { open: Number(row.open), all: Number(row.all) }]));
}

/** The rate rows of the named tariffs of one supplier (others' tariffs are simply not found). */
export async function supplierTariffRates(db: Db, supplier: string, keys: string[]) {
  if (!keys.length) return new Map<string, { adult: number; child: number | null }[]>();
  const rows = await db
    .select({ key: tariffs.key, doc: tariffs.doc })
    .from(tariffs)
    .where(and(inArray(tariffs.key, keys), eq(tariffs.spaceKey, supplier)));
  return new Map(
    rows.map((row) => [row.key, row.doc.rates.map((r) => ({ adult: r.adult, child: r.child }))]),
  );
}
