import type { ReviewState } from '@tourtariff/shared';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { spaceCard, spaceNames } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { reviews } from '../../../db/schema/index.ts';
import { cardOf, publishedReadableSql, type TariffCard, tariffTitles } from '../../tariffs/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type TariffRef = Pick<TariffCard, 'key' | 'spaceKey' | 'state' | 'visibility'> & {
  title: { jp: string; en: string };
};

/** Who reads what: published reviews of tariffs the caller may read, and every review of their own spaces. */
export type ReviewScope = {
  isAdmin: boolean;
  /** The caller's buyer spaces: their reviews are readable in every state. */
  authors: string[];
  /** Supplier spaces whose `partners` tariffs the caller reads: their own and their active partners'. */
  suppliers: string[];
};

/*
 * Tariffs are the tariffs module's and spaces the core users group's (docs/ARCHITECTURE.md "Table owners"): what
 * this domain reads of them comes through their index.ts.
 */
export async function findTariff(db: Db, key: string): Promise<TariffRef | undefined> {
  const row = await cardOf(db, key);
  if (!row) return undefined;
  const { category: _category, ...ref } = row;
  return { ...ref, title: { jp: row.titleJp, en: row.titleEn } };
}

export { spaceNames, tariffTitles };

export async function findSpaceRole(db: Db, key: string) {
  const row = await spaceCard(db, key);
  return row && { key: row.key, role: row.role };
}

/** A review by key; `lock` holds it until the transaction ends, so two moves cannot cross. */
export async function findReview(db: Db, key: string, lock = false): Promise<ReviewRow | undefined> {
  const query = db.select().from(reviews).where(eq(reviews.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function reviewOf(db: Db, tariffKey: string, buyerKey: string) {
  const [row] = await db
    .select({ key: reviews.key })
    .from(reviews)
    .where(and(eq(reviews.tariffKey, tariffKey), eq(reviews.buyerKey, buyerKey)));
  return row;
}

export async function insertReview(db: Db, row: typeof reviews.$inferInsert) {
  const [created] = await db.insert(reviews).values(row).returning();
  return created as ReviewRow;
}

export async function updateReview(db: Db, key: string, set: Partial<typeof reviews.$inferInsert>) {
  const [updated] = await db
    .update(reviews)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(reviews.key, key))
    .returning();
  return updated as ReviewRow;
}

export async function deleteReview(db: Db, key: string) {
  await db.delete(reviews).where(eq(reviews.key, key));
}

/** The condition that limits reviews to what a scope reads (see ReviewScope). */
export function readableReviews(scope: ReviewScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  const published = sql`(${reviews.state} = 'published' and ${publishedReadableSql(reviews.tariffKey, scope.suppliers)})`;
  return scope.authors.length ? (or(published, inArray(reviews.buyerKey, scope.authors)) as SQL) : published;
}

type ListFilter = {
  tariff?: string;
  supplier?: string;
  author?: string;
  state?: ReviewState;
  limit: number;
  offset: number;
};

/** `GET /api/v1/Review`: readable reviews, newest first, one more than a page (to tell if another follows). */
export async function listReviews(db: Db, scope: ReviewScope, filter: ListFilter) {
  return db
    .select()
    .from(reviews)
    .where(
      and(
        readableReviews(scope),
        filter.tariff ? eq(reviews.tariffKey, filter.tariff) : undefined,
        filter.supplier ? eq(reviews.supplierKey, filter.supplier) : undefined,
        filter.author ? eq(reviews.buyerKey, filter.author) : undefined,
        filter.state ? eq(reviews.state, filter.state) : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), reviews.key)
    .limit(filter.limit + 1)
    .offset(filter.offset);
}
