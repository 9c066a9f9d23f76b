import { z } from 'zod';

/* The task queue's admin contract (docs/operations.md "Background work"): counts per queue and failed runs. */

/** A run's id in the path: digits only (the table's identity). */
export const queueTaskParams = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,15}$/, 'must be a task id (digits)'),
});

export const queueCountsResponse = z.object({
  queue: z.string(),
  /** Due and not yet claimed. */
  waiting: z.number().int(),
  /** Waiting for a later time: the next slot of a schedule, or a retry's backoff. */
  scheduled: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  /** Finished within the last hour. */
  doneRecently: z.number().int(),
});

export const queueTaskResponse = z.object({
  id: z.string(),
  queue: z.string(),
  key: z.string(),
  state: z.enum(['waiting', 'running', 'done', 'failed']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  error: z.string().nullable(),
  runAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type QueueTask = z.infer<typeof queueTaskResponse>;

export const queueOverviewResponse = z.object({
  queues: z.array(queueCountsResponse),
  /** The latest 100 failed runs, newest first. */
  failed: z.array(queueTaskResponse),
});
export type QueueOverview = z.infer<typeof queueOverviewResponse>;
