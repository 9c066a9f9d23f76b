import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { reviews } from '../../../db/schema/index.ts';

/** Published reviews of a tariff or of a supplier space, counted per star (never pending, rejected, hidden). */
export async function starCounts(db: Db, by: 'tariff' | 'supplier', key: string) {
  const column = by === 'tariff' ? reviews.tariffKey : reviews.supplierKey;
  return db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(column, key), eq(reviews.state, 'published')))
    .groupBy(reviews.rating);
}
