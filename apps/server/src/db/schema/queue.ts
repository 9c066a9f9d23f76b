import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The task queue (docs/operations.md "Background work", docs/decisions/0013-job-queue.md): one row per run of a
 * piece of timed or retried work. A runner claims due rows with `FOR UPDATE SKIP LOCKED` under a lease; a row
 * whose lease ran out (its process died) is claimed again. `(queue, key)` is unique, so every process may offer
 * the same schedule slot and only one row, hence one run, results.
 */
export const queueTasks = pgTable(
  'queue_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    /** What makes a run unique within its queue: a schedule slot (`at:2026-12-02T18:30:00.000Z`) or the caller's key. */
    key: text('key').notNull(),
    state: text('state').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Base of the exponential backoff between attempts; the lease each claim takes. */
    backoffMs: integer('backoff_ms').notNull().default(10_000),
    leaseMs: integer('lease_ms').notNull().default(60_000),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The runner holding the lease: a completion by any other (a late one whose lease ran out) is ignored. */
    leaseHolder: text('lease_holder'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What an enqueued run is about (JSON), handed to its work function; null for a schedule slot. */
    payload: jsonb('payload'),
  },
  (t) => [
    uniqueIndex('queue_tasks_queue_key_idx').on(t.queue, t.key),
    index('queue_tasks_due_idx').on(t.state, t.runAt),
    check('queue_tasks_state_check', sql`${t.state} in ('waiting', 'running', 'done', 'failed')`),
  ],
);

/** Who owns this table (docs/ARCHITECTURE.md "Table owners"): only that unit's files import it. */
export const queueOwner = 'core/queue';
