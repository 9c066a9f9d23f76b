import type { AgreementState } from '@tourtariff/shared';
import { and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agreements } from '../../../db/schema/index.ts';

export type AgreementRow = typeof agreements.$inferSelect;

export async function insertAgreement(db: Db, row: typeof agreements.$inferInsert) {
  const [created] = await db.insert(agreements).values(row).returning();
  return created as AgreementRow;
}

export async function findAgreement(db: Db, key: string, lock = false): Promise<AgreementRow | undefined> {
  const query = db.select().from(agreements).where(eq(agreements.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateAgreement(db: Db, key: string, patch: Partial<typeof agreements.$inferInsert>) {
  const [row] = await db
    .update(agreements)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(agreements.key, key))
    .returning();
  return row as AgreementRow;
}

/** Marks the partnership's agreements in `state` (but `except`) as superseded by `by`; answers their keys. */
export async function supersede(db: Db, partnership: string, state: AgreementState, by: string) {
  const rows = await db
    .update(agreements)
    .set({ state: 'superseded', supersededBy: by, supersededAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(agreements.partnershipKey, partnership), eq(agreements.state, state), ne(agreements.key, by)),
    )
    .returning({ key: agreements.key });
  return rows.map((row) => row.key);
}

export type AgreementFilter = {
  /** The caller's spaces; null: every agreement (an administrator). */
  mine: string[] | null;
  partnership?: string | undefined;
  state?: AgreementState | undefined;
  limit: number;
  offset: number;
};

/**
 * A page of agreements the caller may read, newest first: those of their supplier spaces in any state, those
 * of their buyer spaces once sent (a draft is the supplier's working copy).
 */
export async function listAgreements(db: Db, filter: AgreementFilter): Promise<AgreementRow[]> {
  const where: (SQL | undefined)[] = [];
  if (filter.mine) {
    if (!filter.mine.length) return [];
    where.push(
      or(
        inArray(agreements.supplierKey, filter.mine),
        and(inArray(agreements.buyerKey, filter.mine), ne(agreements.state, 'draft')),
      ),
    );
  }
  if (filter.partnership) where.push(eq(agreements.partnershipKey, filter.partnership));
  if (filter.state) where.push(eq(agreements.state, filter.state));
  return db
    .select()
    .from(agreements)
    .where(and(...where))
    .orderBy(desc(agreements.createdAt), agreements.key)
    .limit(filter.limit + 1)
    .offset(filter.offset);
}

/** Every agreement of the given partnerships, newest first: the cards' summaries are picked from them. */
export async function agreementsOf(db: Db, partnerships: string[]): Promise<AgreementRow[]> {
  if (!partnerships.length) return [];
  return db
    .select()
    .from(agreements)
    .where(inArray(agreements.partnershipKey, partnerships))
    .orderBy(desc(agreements.createdAt));
}
