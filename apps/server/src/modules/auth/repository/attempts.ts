import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authAttempts } from '../../../db/schema/index.ts';

export type AttemptRow = typeof authAttempts.$inferSelect;

/** Stores one sign-in attempt, sweeping abandoned ones first (no process needs a scheduler). */
export async function insertAttempt(db: Db, row: AttemptRow, now: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.expiresAt, now));
  await db.insert(authAttempts).values(row);
}

/** Takes the attempt out of the table (delete … returning), so it can be used once only. */
export async function takeAttempt(
  db: Db,
  state: string,
  browserHash: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.state, state), eq(authAttempts.browserHash, browserHash)))
    .returning();
  return row;
}
