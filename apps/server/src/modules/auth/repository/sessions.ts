import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
type NewSession = typeof sessions.$inferInsert;

/** Inserts a session, sweeping expired ones first. */
export async function insertSession(db: Db, row: NewSession, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.insert(sessions).values(row);
}

export async function deleteSessionRow(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.delete(sessions).where(eq(sessions.idHash, idHash)).returning();
  return row;
}

export async function deleteSessionsOf(db: Db, sub: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sub, sub));
}

export async function findSessionRow(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash));
  return row;
}

/** Stores refreshed tokens unless another request rotated them first (then nothing changes: undefined). */
export async function storeRefreshedTokens(
  db: Db,
  row: Pick<SessionRow, 'idHash' | 'accessToken'>,
  tokens: Pick<SessionRow, 'accessToken' | 'refreshToken' | 'idToken' | 'accessExpiresAt'>,
): Promise<SessionRow | undefined> {
  const [updated] = await db
    .update(sessions)
    .set({ ...tokens, lastSeenAt: new Date() })
    .where(and(eq(sessions.idHash, row.idHash), eq(sessions.accessToken, row.accessToken)))
    .returning();
  return updated;
}

export async function markSessionInvalid(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ valid: false })
    .where(eq(sessions.idHash, idHash))
    .returning();
  return row;
}

export async function setSessionSecondFactor(db: Db, idHash: string): Promise<void> {
  await db.update(sessions).set({ secondFactor: true }).where(eq(sessions.idHash, idHash));
}

/** The account's live sessions, newest first. */
export async function sessionsOf(db: Db, sub: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.sub, sub), eq(sessions.valid, true), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
}

/** Ends one session of this account; undefined when it is not one of theirs. */
export async function deleteSessionOf(db: Db, sub: string, idHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.sub, sub), eq(sessions.idHash, idHash)))
    .returning();
  return row;
}

/** Ends every session of the account, answering what they were (their tokens are stopped next). */
export async function deleteAllSessionsOf(db: Db, sub: string): Promise<SessionRow[]> {
  return db.delete(sessions).where(eq(sessions.sub, sub)).returning();
}
