import type { Db } from '../db/client.ts';
import { decrementCounter, deleteCounters, purgeCounters, withCounters } from './repository/throttle.ts';

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
 * Keying the account by address means a guesser elsewhere cannot slow the real owner down (docs/product-decisions.md §4, ASVS 6.3).
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
  return withCounters(db, keys, windowStart, now, (rows) => {
    let waitMs = 0;
    for (const row of rows) {
      const since = now.getTime() - row.lastFailureAt.getTime();
      if (since >= WINDOW_MS) continue;
      waitMs = Math.max(waitMs, delayAfter(row.failures, freeFor(row.key)) - since);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  });
}

/**
 * A good attempt: the (account, address) run is over, and the address gets back the one attempt it was charged.
 * The address keeps the rest of its count, so one good sign-in cannot wash a guesser's failures away.
 */
export async function forgive(db: Db, keys: string[]): Promise<void> {
  const [address, ...accounts] = keys;
  if (accounts.length) await deleteCounters(db, accounts);
  if (address) await decrementCounter(db, address);
}

let lastPurge = 0;

/** Forgotten runs only take space; sweep them now and then rather than on every attempt. */
export async function purgeOldRuns(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastPurge < WINDOW_MS) return;
  lastPurge = now.getTime();
  await purgeCounters(db, PREFIX, new Date(now.getTime() - WINDOW_MS));
}
