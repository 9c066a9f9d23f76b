import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  idpFactorAudit,
  idpFactors,
  idpPasskeys,
  idpRecoveries,
  idpRecoveryCodes,
} from '../../db/schema/index.ts';

export type RecoveryRow = typeof idpRecoveries.$inferSelect;

const open = (sub: string, now: Date) =>
  and(
    eq(idpRecoveries.sub, sub),
    isNull(idpRecoveries.cancelledAt),
    isNull(idpRecoveries.completedAt),
    gt(idpRecoveries.endsAt, now),
  );

/** The account's recovery still waiting or ready, if any. */
export async function openRecovery(db: Db, sub: string, now: Date): Promise<RecoveryRow | undefined> {
  const [row] = await db.select().from(idpRecoveries).where(open(sub, now));
  return row;
}

/**
 * Starts a recovery and records it in the factor history, in one transaction; a lapsed one still marked open
 * is closed first (as cancelled) so the one-open-recovery index holds.
 */
export async function insertRecovery(
  db: Db,
  row: { sub: string; startedAt: Date; readyAt: Date; endsAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(idpRecoveries)
      .set({ cancelledAt: row.startedAt })
      .where(
        and(
          eq(idpRecoveries.sub, row.sub),
          isNull(idpRecoveries.cancelledAt),
          isNull(idpRecoveries.completedAt),
        ),
      );
    await tx.insert(idpRecoveries).values(row);
    await tx.insert(idpFactorAudit).values({
      sub: row.sub,
      actorSub: row.sub,
      action: 'recovery_started',
      createdAt: sql`clock_timestamp()`,
    });
  });
}

/** Cancels the open recovery; false when there was none (already cancelled, completed or lapsed). */
export async function cancelRecovery(db: Db, sub: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(idpRecoveries)
      .set({ cancelledAt: now })
      .where(open(sub, now))
      .returning({ id: idpRecoveries.id });
    if (!rows.length) return false;
    await tx
      .insert(idpFactorAudit)
      .values({ sub, actorSub: sub, action: 'recovery_cancelled', createdAt: sql`clock_timestamp()` });
    return true;
  });
}

/**
 * Completes the recovery `id` if it is still open: every factor of the account goes (authenticator app,
 * recovery codes, passkeys) and the history says "recovered", all in one transaction. False when another
 * request completed or cancelled it first.
 */
export async function completeRecovery(db: Db, id: string, sub: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(idpRecoveries)
      .set({ completedAt: now })
      .where(and(eq(idpRecoveries.id, id), open(sub, now)))
      .returning({ id: idpRecoveries.id });
    if (!rows.length) return false;
    await tx.delete(idpFactors).where(eq(idpFactors.sub, sub));
    await tx.delete(idpRecoveryCodes).where(eq(idpRecoveryCodes.sub, sub));
    await tx.delete(idpPasskeys).where(eq(idpPasskeys.sub, sub));
    await tx
      .insert(idpFactorAudit)
      .values({ sub, actorSub: sub, action: 'recovered', createdAt: sql`clock_timestamp()` });
    return true;
  });
}
