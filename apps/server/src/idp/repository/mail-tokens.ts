import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idpMailTokens } from '../../db/schema/index.ts';

type NewToken = typeof idpMailTokens.$inferInsert;
type Purpose = NewToken['purpose'];

/** Stores a link's hash, sweeping expired and long-used links first (no process needs a scheduler). */
export async function insertMailToken(db: Db, row: NewToken, now: Date): Promise<void> {
  await db
    .delete(idpMailTokens)
    .where(
      or(lt(idpMailTokens.expiresAt, now), lt(idpMailTokens.usedAt, new Date(now.getTime() - 86_400_000))),
    );
  await db.insert(idpMailTokens).values(row);
}

const live = (tokenHash: string, purpose: Purpose, now: Date) =>
  and(
    eq(idpMailTokens.tokenHash, tokenHash),
    eq(idpMailTokens.purpose, purpose),
    isNull(idpMailTokens.usedAt),
    gt(idpMailTokens.expiresAt, now),
  );

export async function peekMailToken(
  db: Db,
  tokenHash: string,
  purpose: Purpose,
  now: Date,
): Promise<{ email: string } | null> {
  const [row] = await db
    .select({ email: idpMailTokens.email })
    .from(idpMailTokens)
    .where(live(tokenHash, purpose, now));
  return row ?? null;
}

/** Marks the link used and returns it in one update, so two tabs racing on one link get it once. */
export async function useMailToken(
  db: Db,
  tokenHash: string,
  purpose: Purpose,
  now: Date,
): Promise<{ sub: string; email: string } | null> {
  const [row] = await db
    .update(idpMailTokens)
    .set({ usedAt: now })
    .where(live(tokenHash, purpose, now))
    .returning({ sub: idpMailTokens.sub, email: idpMailTokens.email });
  return row ?? null;
}

export async function deleteMailTokens(db: Db, sub: string, purpose: Purpose): Promise<void> {
  await db.delete(idpMailTokens).where(and(eq(idpMailTokens.sub, sub), eq(idpMailTokens.purpose, purpose)));
}
