import { and, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

export type Counter = typeof rateLimits.$inferSelect;

/**
 * Locks the counters of `keys` (made at need, as of `windowStart`) in key order, lets `decide` judge them, and
 * counts one more failure on each when it allows the attempt. Concurrent attempts on the same counters queue on
 * the row locks instead of racing. Returns what `decide` returned.
 */
export async function withCounters(
  db: Db,
  keys: string[],
  windowStart: Date,
  now: Date,
  decide: (rows: Counter[]) => number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(rateLimits)
      .values(keys.map((key) => ({ key, failures: 0, lastFailureAt: windowStart })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, keys))
      .orderBy(rateLimits.key)
      .for('update');
    const wait = decide(rows);
    if (wait > 0) return wait;
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

export async function deleteCounters(db: Db, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Takes back one failure from a counter. */
export async function decrementCounter(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ failures: sql`greatest(${rateLimits.failures} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}

/** Deletes counters under `prefix` whose last failure is older than `before`. */
export async function purgeCounters(db: Db, prefix: string, before: Date): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(like(rateLimits.key, `${prefix}%`), lt(rateLimits.lastFailureAt, before)));
}
