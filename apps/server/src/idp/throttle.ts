import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** Failures forgiven before slowing down, and how long a run of failures is remembered. */
export const FREE_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_MS = 60 * 1000;
const PREFIX = 'idp:';

export type Clock = () => Date;

/** The counters one attempt touches: the caller's address and the account it names (sign-in and sign-up alike). */
export function throttleKeys(ip: string, email: string): string[] {
  const keys = [`${PREFIX}ip:${ip}`];
  if (email.trim()) keys.push(accountKey(email));
  return keys;
}

function accountKey(email: string): string {
  return `${PREFIX}email:${email.trim().toLowerCase()}`;
}

/** After the free failures, each further one doubles the wait since the last failure: 1 s, 2 s, 4 s … 60 s. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

/**
 * Seconds the caller must still wait, or 0. Slowing rather than locking out means a guesser gets a handful of
 * tries per minute while the real owner is never locked out of their account by someone else's failures.
 */
export async function retryAfterSeconds(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
  let waitMs = 0;
  for (const row of rows) {
    const since = now.getTime() - row.lastFailureAt.getTime();
    if (since >= WINDOW_MS) continue;
    waitMs = Math.max(waitMs, delayAfter(row.failures) - since);
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

let lastPurge = 0;

/** Counts one failure on every key; a run older than the window starts again from one. */
export async function recordFailure(db: Db, keys: string[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  for (const key of keys) {
    await db
      .insert(rateLimits)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          failures: sql`case when ${rateLimits.lastFailureAt} < ${windowStart.toISOString()} then 1
            else ${rateLimits.failures} + 1 end`,
          lastFailureAt: now,
        },
      });
  }
  // Forgotten runs only take space; sweep them now and then rather than on every failure.
  if (now.getTime() - lastPurge > WINDOW_MS) {
    lastPurge = now.getTime();
    await db
      .delete(rateLimits)
      .where(and(like(rateLimits.key, `${PREFIX}%`), lt(rateLimits.lastFailureAt, windowStart)));
  }
}

/** A successful sign-in clears the account's run; the address keeps its count so one good login cannot wash it. */
export async function resetAccount(db: Db, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)));
}
