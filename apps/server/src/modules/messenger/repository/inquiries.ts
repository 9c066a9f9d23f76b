import type { InquiryState } from '@tourtariff/shared';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { inquiries, inquiryHistory, referenceSequences } from '../../../db/schema/index.ts';

export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryHistoryRow = typeof inquiryHistory.$inferSelect;

export async function insertInquiry(db: Db, row: typeof inquiries.$inferInsert) {
  const [created] = await db.insert(inquiries).values(row).returning();
  return created as InquiryRow;
}

/** An inquiry by key; `lock` holds it until the transaction ends, so two answers cannot cross. */
export async function findInquiry(db: Db, key: string, lock = false): Promise<InquiryRow | undefined> {
  const query = db.select().from(inquiries).where(eq(inquiries.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function inquiriesByKey(db: Db, keys: string[]): Promise<InquiryRow[]> {
  if (!keys.length) return [];
  return db.select().from(inquiries).where(inArray(inquiries.key, keys));
}

export async function updateInquiry(db: Db, key: string, patch: Partial<typeof inquiries.$inferInsert>) {
  const [row] = await db
    .update(inquiries)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(inquiries.key, key))
    .returning();
  return row as InquiryRow;
}

export async function insertInquiryHistory(db: Db, row: typeof inquiryHistory.$inferInsert) {
  await db.insert(inquiryHistory).values(row);
}

export async function historyOf(db: Db, keys: string[]): Promise<InquiryHistoryRow[]> {
  if (!keys.length) return [];
  return db
    .select()
    .from(inquiryHistory)
    .where(inArray(inquiryHistory.inquiryKey, keys))
    .orderBy(inquiryHistory.createdAt, inquiryHistory.id);
}

/** A space's inquiries (as buyer or supplier), newest first, keyset-paged on (created_at, key). */
export async function listInquiries(
  db: Db,
  filter: {
    space: string;
    state?: InquiryState | undefined;
    after: { at: Date; key: string } | null;
    limit: number;
  },
) {
  return db
    .select()
    .from(inquiries)
    .where(
      and(
        or(eq(inquiries.buyerKey, filter.space), eq(inquiries.supplierKey, filter.space)),
        filter.state ? eq(inquiries.state, filter.state) : undefined,
        filter.after
          ? sql`(${inquiries.createdAt}, ${inquiries.key}) < (${filter.after.at.toISOString()}::timestamptz, ${filter.after.key})`
          : undefined,
      ),
    )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.key))
    .limit(filter.limit + 1);
}

/**
 * The next reference number of a year: the year's counter row is bumped under its row lock, so concurrent
 * acceptances queue on it and each gets its own number.
 */
export async function nextReference(db: Db, year: number): Promise<number> {
  const [row] = await db
    .insert(referenceSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: referenceSequences.year,
      set: { last: sql`${referenceSequences.last} + 1` },
    })
    .returning({ last: referenceSequences.last });
  return (row as { last: number }).last;
}

/** Quoted inquiries whose time ran out (the sweep and reads expire them). */
export async function dueInquiries(db: Db, now: Date, limit = 100): Promise<InquiryRow[]> {
  return db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.state, 'quoted'), lt(inquiries.expiresAt, now)))
    .limit(limit);
}
