import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { oid4vciNonces, oid4vciOffers, oid4vpTransactions } from '../../../db/schema/index.ts';

export type OfferRow = typeof oid4vciOffers.$inferSelect;
export type TransactionRow = typeof oid4vpTransactions.$inferSelect;

export async function insertOffer(db: Db, values: typeof oid4vciOffers.$inferInsert): Promise<OfferRow> {
  const [row] = await db.insert(oid4vciOffers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findOfferByCode(db: Db, codeHash: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(oid4vciOffers).where(eq(oid4vciOffers.codeHash, codeHash));
  return row;
}

/** Counts a wrong transaction code; answers the new count. */
export async function countFailedAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(oid4vciOffers)
    .set({ failedAttempts: sql`${oid4vciOffers.failedAttempts} + 1` })
    .where(eq(oid4vciOffers.id, id))
    .returning({ failed: oid4vciOffers.failedAttempts });
  return row?.failed ?? 0;
}

/**
 * Trades the code for a token in one statement: only an unexpired, unredeemed offer moves, so two wallets racing
 * with one code get one token between them.
 */
export async function redeemOffer(
  db: Db,
  id: string,
  token: { hash: string; expiresAt: Date },
  now: Date,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .update(oid4vciOffers)
    .set({ redeemedAt: now, tokenHash: token.hash, tokenExpiresAt: token.expiresAt })
    .where(and(eq(oid4vciOffers.id, id), isNull(oid4vciOffers.redeemedAt), gt(oid4vciOffers.expiresAt, now)))
    .returning();
  return row;
}

export async function findOfferByToken(db: Db, tokenHash: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(oid4vciOffers).where(eq(oid4vciOffers.tokenHash, tokenHash));
  return row;
}

/** Claims the offer's one credential; undefined when another request already did. */
export async function claimIssuance(db: Db, id: string, now: Date): Promise<OfferRow | undefined> {
  const [row] = await db
    .update(oid4vciOffers)
    .set({ issuedAt: now })
    .where(and(eq(oid4vciOffers.id, id), isNull(oid4vciOffers.issuedAt)))
    .returning();
  return row;
}

export async function recordIssued(db: Db, id: string, credentialId: string): Promise<void> {
  await db.update(oid4vciOffers).set({ credentialId }).where(eq(oid4vciOffers.id, id));
}

export async function purgeExpiredOffers(db: Db, before: Date): Promise<void> {
  await db.delete(oid4vciOffers).where(lt(oid4vciOffers.expiresAt, before));
}

export async function insertNonce(db: Db, nonceHash: string, expiresAt: Date): Promise<void> {
  await db.delete(oid4vciNonces).where(lt(oid4vciNonces.expiresAt, new Date()));
  await db.insert(oid4vciNonces).values({ nonceHash, expiresAt });
}

/** Spends a nonce: true only for the first spender, before it expires. */
export async function spendNonce(db: Db, nonceHash: string, now: Date): Promise<boolean> {
  const gone = await db
    .delete(oid4vciNonces)
    .where(and(eq(oid4vciNonces.nonceHash, nonceHash), gt(oid4vciNonces.expiresAt, now)))
    .returning({ hash: oid4vciNonces.nonceHash });
  return gone.length > 0;
}

export async function insertTransaction(
  db: Db,
  values: typeof oid4vpTransactions.$inferInsert,
): Promise<TransactionRow> {
  const [row] = await db.insert(oid4vpTransactions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findTransaction(db: Db, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(oid4vpTransactions).where(eq(oid4vpTransactions.id, id));
  return row;
}

export async function findTransactionByState(db: Db, stateHash: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(oid4vpTransactions).where(eq(oid4vpTransactions.stateHash, stateHash));
  return row;
}

/** Closes a pending, unexpired transaction with its outcome; undefined when it was already answered. */
export async function answerTransaction(
  db: Db,
  id: string,
  outcome: { state: 'presented' | 'failed'; result: unknown },
  now: Date,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .update(oid4vpTransactions)
    .set({ state: outcome.state, result: outcome.result, answeredAt: now })
    .where(
      and(
        eq(oid4vpTransactions.id, id),
        eq(oid4vpTransactions.state, 'pending'),
        gt(oid4vpTransactions.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
