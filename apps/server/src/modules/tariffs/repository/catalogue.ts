import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
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
