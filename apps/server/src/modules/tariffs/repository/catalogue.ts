import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tariffs } from '../../../db/schema/index.ts';

/*
 * A supplier's published catalogue in key order, for connectivity (docs/octo.md): OCTO's product list and the
 * Things to do feed page through it. Partners-only tariffs only for the supplier's active partners.
 */

/** Published tariffs of `supplier` after the key `after`; `limit` rows plus one (none: every row). */
export function supplierCatalogue(
  db: Db,
  supplier: string,
  withPartnersOnly: boolean,
  after?: string,
  limit?: number,
) {
  const conditions: (SQL | undefined)[] = [
    eq(tariffs.spaceKey, supplier),
    eq(tariffs.state, 'published'),
    withPartnersOnly ? undefined : eq(tariffs.visibility, 'public'),
    after !== undefined ? gt(tariffs.key, after) : undefined,
  ];
  const query = db
    .select({
      key: tariffs.key,
      spaceKey: tariffs.spaceKey,
      visibility: tariffs.visibility,
      doc: tariffs.doc,
      updatedAt: tariffs.updatedAt,
    })
    .from(tariffs)
    .where(and(...conditions))
    .orderBy(asc(tariffs.key));
  return limit === undefined ? query : query.limit(limit + 1);
}

/** Published public tariffs of `supplier` (null: every supplier), in key order, a shard of `limit` at `offset`. */
export function publicCatalogue(db: Db, supplier: string | null, offset: number, limit: number) {
  return db
    .select({ key: tariffs.key, spaceKey: tariffs.spaceKey, doc: tariffs.doc, updatedAt: tariffs.updatedAt })
    .from(tariffs)
    .where(publicOf(supplier))
    .orderBy(asc(tariffs.key))
    .offset(offset)
    .limit(limit);
}

/** How many such tariffs there are and when the last of them changed: what a feed's ETag is made of. */
export async function publicCatalogueStamp(db: Db, supplier: string | null) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${tariffs.updatedAt})::text`,
    })
    .from(tariffs)
    .where(publicOf(supplier));
  return { count: Number(row?.count ?? 0), last: row?.last ? new Date(row.last) : null };
}

const publicOf = (supplier: string | null) =>
  and(
    eq(tariffs.state, 'published'),
    eq(tariffs.visibility, 'public'),
    supplier === null ? undefined : eq(tariffs.spaceKey, supplier),
  );
