import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { presentationRequests, presentations } from '../../../db/schema/index.ts';

export type RequestRow = typeof presentationRequests.$inferSelect;
export type PresentationRow = typeof presentations.$inferSelect;

export async function insertRequest(
  db: Db,
  values: typeof presentationRequests.$inferInsert,
): Promise<RequestRow> {
  const [row] = await db.insert(presentationRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findRequest(db: Db, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(presentationRequests).where(eq(presentationRequests.id, id));
  return row;
}

export async function requestsOf(
  db: Db,
  where: { verifier?: string; holder?: string; state?: string },
): Promise<RequestRow[]> {
  return db
    .select()
    .from(presentationRequests)
    .where(
      and(
        where.verifier ? eq(presentationRequests.verifier, where.verifier) : undefined,
        where.holder ? eq(presentationRequests.holder, where.holder) : undefined,
        where.state ? eq(presentationRequests.state, where.state as RequestRow['state']) : undefined,
      ),
    )
    .orderBy(desc(presentationRequests.createdAt))
    .limit(500);
}

/** Answers a pending request; undefined when it was answered already (the nonce is spent: a replay). */
export async function answerRequest(
  db: Db,
  id: string,
  values: Partial<typeof presentationRequests.$inferInsert>,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(presentationRequests)
    .set({ ...values, answeredAt: new Date() })
    .where(and(eq(presentationRequests.id, id), eq(presentationRequests.state, 'pending')))
    .returning();
  return row;
}

/** The presentation of a request; the unique index on request_id refuses a second one. */
export async function insertPresentation(
  db: Db,
  values: typeof presentations.$inferInsert,
): Promise<PresentationRow | undefined> {
  const [row] = await db.insert(presentations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function presentationOf(db: Db, requestId: string): Promise<PresentationRow | undefined> {
  const [row] = await db.select().from(presentations).where(eq(presentations.requestId, requestId));
  return row;
}

export async function presentationsOfCredential(db: Db, credentialId: string): Promise<PresentationRow[]> {
  return db
    .select()
    .from(presentations)
    .where(eq(presentations.credentialId, credentialId))
    .orderBy(desc(presentations.createdAt));
}
