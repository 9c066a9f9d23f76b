import { and, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** Attempts forgiven before slowing down, and how long a run of failures is remembered. */
export const FREE_FAILURES = 5;
/**
 * An address alone gets more room than an (account, address) pair: many people behind one office NAT mistype
 * their passwords, while a guesser aims at one account at a time.
 */
export const FREE_FAILURES_PER_ADDRESS = 10;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_MS = 60 * 1000;
const PREFIX = 'idp:';

export type Clock = () => Date;

/**
 * The counters one attempt touches: the client's address, and the account it names as seen from that address.
 * Keying the account by address means a guesser elsewhere cannot slow the real owner down (DESIGN §4, ASVS 6.3).
 */
export function throttleKeys(ip: string, email: string): string[] {
  const keys = [`${PREFIX}ip:${ip}`];
  const account = email.trim().toLowerCase();
  if (account) keys.push(`${PREFIX}acct:${ip}:${account}`);
  return keys;
}

const freeFor = (key: string) => (key.startsWith(`${PREFIX}ip:`) ? FREE_FAILURES_PER_ADDRESS : FREE_FAILURES);

/** After the free failures, each further one doubles the wait since the last failure: 1 s, 2 s, 4 s … 60 s. */
export function delayAfter(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - free));
}

/**
 * Takes one attempt for `keys`, or refuses it. An allowed attempt is counted as a failure at once, before any
 * password is checked, so parallel guesses cannot all slip past one reading of the counters; `forgive` takes it
 * back when the attempt turns out to be good. A refused attempt changes nothing, so hammering while throttled
 * never lengthens anyone's wait. Returns 0 when the attempt may go ahead, else the seconds still to wait.
 */
export async function takeAttempt(db: Db, keys: string[], now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx
      .insert(rateLimits)
      .values(keys.map((key) => ({ key, failures: 0, lastFailureAt: windowStart })))
      .onConflictDoNothing();
    // Row locks in key order: concurrent attempts on the same counters queue here instead of racing.
    const rows = await tx
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, keys))
      .orderBy(rateLimits.key)
      .for('update');
    let waitMs = 0;
    for (const row of rows) {
      const since = now.getTime() - row.lastFailureAt.getTime();
      if (since >= WINDOW_MS) continue;
      waitMs = Math.max(waitMs, delayAfter(row.failures, freeFor(row.key)) - since);
    }
    if (waitMs > 0) return Math.ceil(waitMs / 1000);
    await tx
      .update(rateLimits)
      .set({
        failures: sql`case when ${rateLimits.lastFailureAt} <= ${windowStart.toISOString()} then 1
          else ${rateLimits.failures} + 1 end`,
        lastFailureAt: now,
      })
      .where(inArray(rateLimits.key, keys));
    return 0;
  });
}

/**
 * A good attempt: the (account, address) run is over, and the address gets back the one attempt it was charged.
 * The address keeps the rest of its count, so one good sign-in cannot wash a guesser's failures away.
 */
export async function forgive(db: Db, keys: string[]): Promise<void> {
  const [address, ...accounts] = keys;
  if (accounts.length) await db.delete(rateLimits).where(inArray(rateLimits.key, accounts));
  if (address) {
    await db
      .update(rateLimits)
      .set({ failures: sql`greatest(${rateLimits.failures} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${address}`);
  }
}

let lastPurge = 0;

/** Forgotten runs only take space; sweep them now and then rather than on every attempt. */
export async function purgeOldRuns(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastPurge < WINDOW_MS) return;
  lastPurge = now.getTime();
  await db
    .delete(rateLimits)
    .where(
      and(
        like(rateLimits.key, `${PREFIX}%`),
        lt(rateLimits.lastFailureAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    );
}
