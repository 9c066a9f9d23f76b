import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idpFactorAudit, idpFactors, idpRecoveryCodes } from '../../db/schema/index.ts';

export type FactorRow = typeof idpFactors.$inferSelect;
export type FactorAction = (typeof idpFactorAudit.$inferInsert)['action'];

export async function confirmedTotp(db: Db, sub: string): Promise<FactorRow | undefined> {
  const [row] = await db
    .select()
    .from(idpFactors)
    .where(and(eq(idpFactors.sub, sub), eq(idpFactors.kind, 'totp'), isNotNull(idpFactors.confirmedAt)));
  return row;
}

export async function pendingTotp(db: Db, sub: string): Promise<FactorRow | undefined> {
  const [row] = await db
    .select()
    .from(idpFactors)
    .where(and(eq(idpFactors.sub, sub), eq(idpFactors.kind, 'totp'), isNull(idpFactors.confirmedAt)))
    .orderBy(desc(idpFactors.createdAt))
    .limit(1);
  return row;
}

/** A new enrolment replaces any earlier one not yet confirmed. */
export async function insertPendingTotp(db: Db, sub: string, sealedSecret: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(idpFactors)
      .where(and(eq(idpFactors.sub, sub), eq(idpFactors.kind, 'totp'), isNull(idpFactors.confirmedAt)));
    await tx.insert(idpFactors).values({ sub, kind: 'totp', sealedSecret });
  });
}

/**
 * Moves the factor's last used step forward to `step`, only if it is still behind: of two requests racing with
 * the same code, one wins and the other finds nothing. `confirm` also makes a pending enrolment the factor.
 */
export async function useStep(
  db: Db,
  id: string,
  step: number,
  now: Date,
  confirm = false,
): Promise<boolean> {
  const rows = await db
    .update(idpFactors)
    .set({ lastUsedStep: step, lastUsedAt: now, ...(confirm ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(idpFactors.id, id),
        or(isNull(idpFactors.lastUsedStep), lt(idpFactors.lastUsedStep, step)),
        confirm ? isNull(idpFactors.confirmedAt) : isNotNull(idpFactors.confirmedAt),
      ),
    )
    .returning({ id: idpFactors.id });
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: Db, sub: string) {
  return db
    .select({ id: idpRecoveryCodes.id, codeHash: idpRecoveryCodes.codeHash })
    .from(idpRecoveryCodes)
    .where(and(eq(idpRecoveryCodes.sub, sub), isNull(idpRecoveryCodes.usedAt)));
}

/** Uses a recovery code up; false when another request used it first. */
export async function spendRecoveryCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(idpRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(idpRecoveryCodes.id, id), isNull(idpRecoveryCodes.usedAt)))
    .returning({ id: idpRecoveryCodes.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, sub: string, hashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(idpRecoveryCodes).where(eq(idpRecoveryCodes.sub, sub));
    if (hashes.length)
      await tx.insert(idpRecoveryCodes).values(hashes.map((codeHash) => ({ sub, codeHash })));
  });
}

/** Removes every factor and recovery code of an account, and records who did it, in one transaction. */
export async function deleteFactors(db: Db, sub: string, actorSub: string, action: FactorAction) {
  await db.transaction(async (tx) => {
    await tx.delete(idpFactors).where(eq(idpFactors.sub, sub));
    await tx.delete(idpRecoveryCodes).where(eq(idpRecoveryCodes.sub, sub));
    await tx.insert(idpFactorAudit).values({ sub, actorSub, action });
  });
}

export async function insertFactorAudit(db: Db, sub: string, actorSub: string, action: FactorAction) {
  await db.insert(idpFactorAudit).values({ sub, actorSub, action, createdAt: sql`clock_timestamp()` });
}

export async function factorAuditOf(db: Db, sub: string, limit = 50) {
  return db
    .select({
      actorSub: idpFactorAudit.actorSub,
      action: idpFactorAudit.action,
      createdAt: idpFactorAudit.createdAt,
    })
    .from(idpFactorAudit)
    .where(eq(idpFactorAudit.sub, sub))
    .orderBy(desc(idpFactorAudit.createdAt))
    .limit(limit);
}

export async function recoveryCodesLeft(db: Db, sub: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(idpRecoveryCodes)
    .where(and(eq(idpRecoveryCodes.sub, sub), isNull(idpRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Of these accounts, those with a confirmed factor. */
export async function subsWithFactor(db: Db, subs: string[]): Promise<Set<string>> {
  if (!subs.length) return new Set();
  const rows = await db
    .selectDistinct({ sub: idpFactors.sub })
    .from(idpFactors)
    .where(and(inArray(idpFactors.sub, subs), isNotNull(idpFactors.confirmedAt)));
  return new Set(rows.map((row) => row.sub));
}
