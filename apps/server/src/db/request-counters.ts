import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { requestCounters } from '../db/schema/index.ts';

export const WINDOW_SECONDS = 60;

export type Count = { key: string; count: number; retryAfter: number };

const window = sql`date_trunc('minute', now())`;

/**
 * Counts one request against each key in the current fixed window, in a single statement: a key seen in an
 * older window starts again at 1. The database clock defines the window, so every process agrees on it.
 * Keys are locked in the order given; callers always pass them in the same order (session or client first,
 * then IP), so two requests can never wait on each other in a cycle.
 */
export async function countRequest(db: Db, keys: string[]): Promise<Count[]> {
  const current = requestCounters.windowStart;
  return db
    .insert(requestCounters)
    .values(keys.map((key) => ({ key, windowStart: window, count: 1 })))
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        // A request that read the clock just before a new window must not drag the row back into the old one.
        count: sql`case when ${current} >= excluded.window_start then ${requestCounters.count} + 1 else 1 end`,
        windowStart: sql`greatest(${current}, excluded.window_start)`,
      },
    })
    .returning({
      key: requestCounters.key,
      count: requestCounters.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${current} + make_interval(secs => ${WINDOW_SECONDS}) - now()))))::int`,
    });
}

/**
 * Deletes counters of windows long over. Rows another request holds are skipped rather than waited for, so a
 * sweep never blocks a request nor deadlocks with one; they go in a later sweep.
 */
export async function sweepCounters(db: Db): Promise<void> {
  const stale = db
    .select({ key: requestCounters.key })
    .from(requestCounters)
    .where(sql`${requestCounters.windowStart} < now() - make_interval(secs => ${2 * WINDOW_SECONDS})`)
    .for('update', { skipLocked: true });
  await db.delete(requestCounters).where(inArray(requestCounters.key, stale));
}
