import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queueTasks } from '../../../db/schema/index.ts';

/* All SQL of the task queue (docs/operations.md "Background work", docs/decisions/0013-job-queue.md). */

export type TaskRow = typeof queueTasks.$inferSelect;
export type NewTask = typeof queueTasks.$inferInsert;

/** Offers runs; one already offered under the same `(queue, key)` stays as it is (another process was first). */
export async function offerTasks(db: Db, rows: NewTask[]): Promise<number> {
  if (!rows.length) return 0;
  const added = await db
    .insert(queueTasks)
    .values(rows)
    .onConflictDoNothing({ target: [queueTasks.queue, queueTasks.key] })
    .returning({ id: queueTasks.id });
  return added.length;
}

/**
 * Claims up to `limit` due runs of `queues` for `holder`: waiting ones whose time came, and running ones whose
 * lease ran out (their process died) with attempts left. `SKIP LOCKED` makes concurrent claims take disjoint
 * rows; each claimed row counts an attempt and is leased for its `lease_ms`.
 */
export async function claimDue(
  db: Db,
  queues: string[],
  holder: string,
  now: Date,
  limit: number,
): Promise<TaskRow[]> {
  if (!queues.length) return [];
  return db
    .update(queueTasks)
    .set({
      state: 'running',
      attempts: sql`${queueTasks.attempts} + 1`,
      leaseHolder: holder,
      leaseUntil: sql`${now.toISOString()}::timestamptz + ${queueTasks.leaseMs} * interval '1 millisecond'`,
    })
    .where(
      inArray(
        queueTasks.id,
        db
          .select({ id: queueTasks.id })
          .from(queueTasks)
          .where(
            and(
              inArray(queueTasks.queue, queues),
              or(
                and(eq(queueTasks.state, 'waiting'), lte(queueTasks.runAt, now)),
                and(
                  eq(queueTasks.state, 'running'),
                  lt(queueTasks.leaseUntil, now),
                  lt(queueTasks.attempts, queueTasks.maxAttempts),
                ),
              ),
            ),
          )
          .orderBy(asc(queueTasks.runAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
}

/** Runs whose lease ran out on their last attempt: failed, for an administrator to retry. */
export async function failAbandoned(db: Db, queues: string[], now: Date): Promise<void> {
  if (!queues.length) return;
  await db
    .update(queueTasks)
    .set({ state: 'failed', finishedAt: now, lastError: 'lease expired on the last attempt (process lost)' })
    .where(
      and(
        inArray(queueTasks.queue, queues),
        eq(queueTasks.state, 'running'),
        lt(queueTasks.leaseUntil, now),
        sql`${queueTasks.attempts} >= ${queueTasks.maxAttempts}`,
      ),
    );
}

/** The lease's fence: only the holder of this very attempt may settle the run. */
const fence = (task: Pick<TaskRow, 'id' | 'attempts'>, holder: string) =>
  and(
    eq(queueTasks.id, task.id),
    eq(queueTasks.state, 'running'),
    eq(queueTasks.leaseHolder, holder),
    eq(queueTasks.attempts, task.attempts),
  );

/** Marks a run done; false when the lease was lost meanwhile (another runner took the run over). */
export async function completeTask(db: Db, task: TaskRow, holder: string, now: Date): Promise<boolean> {
  const done = await db
    .update(queueTasks)
    .set({ state: 'done', finishedAt: now, leaseUntil: null, lastError: null })
    .where(fence(task, holder))
    .returning({ id: queueTasks.id });
  return done.length > 0;
}

/** Records a failed attempt: waiting again at `retryAt`, or failed for good when it was the last attempt. */
export async function failTask(
  db: Db,
  task: TaskRow,
  holder: string,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(queueTasks)
    .set(
      retryAt
        ? { state: 'waiting', runAt: retryAt, leaseUntil: null, lastError: error }
        : { state: 'failed', finishedAt: now, leaseUntil: null, lastError: error },
    )
    .where(fence(task, holder));
}

export type QueueCounts = {
  queue: string;
  waiting: number;
  scheduled: number;
  running: number;
  failed: number;
  doneRecently: number;
};

/** Each queue's runs by state; `done` counts only those finished since `since`. */
export async function countsByQueue(db: Db, now: Date, since: Date): Promise<QueueCounts[]> {
  const rows = await db
    .select({
      queue: queueTasks.queue,
      waiting: sql<number>`count(*) filter (where ${queueTasks.state} = 'waiting' and ${queueTasks.runAt} <= ${now})`,
      scheduled: sql<number>`count(*) filter (where ${queueTasks.state} = 'waiting' and ${queueTasks.runAt} > ${now})`,
      running: sql<number>`count(*) filter (where ${queueTasks.state} = 'running')`,
      failed: sql<number>`count(*) filter (where ${queueTasks.state} = 'failed')`,
      doneRecently: sql<number>`count(*) filter (where ${queueTasks.state} = 'done' and ${queueTasks.finishedAt} > ${since})`,
    })
    .from(queueTasks)
    .groupBy(queueTasks.queue)
    .orderBy(asc(queueTasks.queue));
  return rows.map((row) => ({
    queue: row.queue,
    waiting: Number(row.waiting),
    scheduled: Number(row.scheduled),
    running: Number(row.running),
    failed: Number(row.failed),
    doneRecently: Number(row.doneRecently),
  }));
}

/** Failed runs, the latest first. */
export function failedTasks(db: Db, limit: number): Promise<TaskRow[]> {
  return db
    .select()
    .from(queueTasks)
    .where(eq(queueTasks.state, 'failed'))
    .orderBy(desc(queueTasks.finishedAt), desc(queueTasks.id))
    .limit(limit);
}

export async function findTask(db: Db, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(queueTasks).where(eq(queueTasks.id, id));
  return row;
}

/** A failed run back to waiting with its attempts anew; undefined when it is not (or no longer) failed. */
export async function retryTask(db: Db, id: number, now: Date): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(queueTasks)
    .set({ state: 'waiting', attempts: 0, runAt: now, finishedAt: null, leaseHolder: null })
    .where(and(eq(queueTasks.id, id), eq(queueTasks.state, 'failed')))
    .returning();
  return row;
}

/** Forgets runs done before `before` (the queue's own hourly task). */
export async function pruneDone(db: Db, before: Date): Promise<void> {
  await db.delete(queueTasks).where(and(eq(queueTasks.state, 'done'), lt(queueTasks.finishedAt, before)));
}
