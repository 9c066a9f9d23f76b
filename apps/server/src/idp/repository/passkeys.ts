import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idpFactorAudit, idpPasskeys, idpWebauthnChallenges } from '../../db/schema/index.ts';

export type PasskeyRow = typeof idpPasskeys.$inferSelect;
export type NewPasskey = typeof idpPasskeys.$inferInsert;
export type ChallengeRow = typeof idpWebauthnChallenges.$inferSelect;

export async function passkeysOf(db: Db, sub: string): Promise<PasskeyRow[]> {
  return db.select().from(idpPasskeys).where(eq(idpPasskeys.sub, sub)).orderBy(asc(idpPasskeys.createdAt));
}

export async function passkeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(idpPasskeys).where(eq(idpPasskeys.credentialId, credentialId));
  return row;
}

/** Stores a new passkey and records it in the account's factor history, in one transaction. */
export async function insertPasskey(db: Db, row: NewPasskey): Promise<PasskeyRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(idpPasskeys).values(row).returning();
    await tx.insert(idpFactorAudit).values({ sub: row.sub, actorSub: row.sub, action: 'passkey_added' });
    if (!created) throw new Error('passkey not stored');
    return created;
  });
}

export async function deletePasskey(db: Db, sub: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(idpPasskeys)
      .where(and(eq(idpPasskeys.sub, sub), eq(idpPasskeys.id, id)))
      .returning({ id: idpPasskeys.id });
    if (rows.length)
      await tx.insert(idpFactorAudit).values({ sub, actorSub: sub, action: 'passkey_removed' });
    return rows.length === 1;
  });
}

export async function deletePasskeysOf(db: Db, sub: string): Promise<number> {
  const rows = await db.delete(idpPasskeys).where(eq(idpPasskeys.sub, sub)).returning({ id: idpPasskeys.id });
  return rows.length;
}

/**
 * Moves the counter forward after a verified assertion, only from the value that was read: of two requests
 * racing with the same assertion, one wins and the other finds nothing.
 */
export async function usePasskey(
  db: Db,
  row: PasskeyRow,
  next: { counter: number; backedUp: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(idpPasskeys)
    .set({ counter: next.counter, backedUp: next.backedUp, lastUsedAt: now })
    .where(and(eq(idpPasskeys.id, row.id), eq(idpPasskeys.counter, row.counter)))
    .returning({ id: idpPasskeys.id });
  return rows.length === 1;
}

export async function insertChallenge(
  db: Db,
  row: { challenge: string; purpose: ChallengeRow['purpose']; sub: string | null; expiresAt: Date },
  now: Date,
): Promise<void> {
  // Challenges past their time are worth nothing; keep the table small while adding one.
  await db
    .delete(idpWebauthnChallenges)
    .where(lt(idpWebauthnChallenges.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)));
  await db.insert(idpWebauthnChallenges).values(row);
}

export async function findChallenge(db: Db, challenge: string): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(idpWebauthnChallenges)
    .where(eq(idpWebauthnChallenges.challenge, challenge));
  return row;
}

/** Marks the challenge used; false when another request used it first, or it expired meanwhile. */
export async function spendChallenge(db: Db, challenge: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(idpWebauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(idpWebauthnChallenges.challenge, challenge),
        isNull(idpWebauthnChallenges.usedAt),
        gt(idpWebauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: idpWebauthnChallenges.challenge });
  return rows.length === 1;
}

export async function insertPasskeyAudit(db: Db, sub: string, action: 'passkey_cloned') {
  await db.insert(idpFactorAudit).values({ sub, actorSub: sub, action, createdAt: sql`clock_timestamp()` });
}

/** Of these accounts, those with a passkey. */
export async function subsWithPasskey(db: Db, subs: string[]): Promise<Set<string>> {
  if (!subs.length) return new Set();
  const rows = await db
    .selectDistinct({ sub: idpPasskeys.sub })
    .from(idpPasskeys)
    .where(or(...subs.map((sub) => eq(idpPasskeys.sub, sub))));
  return new Set(rows.map((row) => row.sub));
}
