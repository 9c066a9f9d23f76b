import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import {
  claimDue,
  completeTask,
  countsByQueue,
  failAbandoned,
  failTask,
  offerTasks,
  pruneDone,
  type QueueCounts,
  type TaskRow,
} from '../repository/tasks.ts';

/** One run as its work function sees it. */
export type TaskRun = { queue: string; key: string; payload: unknown; attempt: number };

/**
 * A piece of background work (docs/operations.md "Background work"). The work function stays in its owner
 * module and must be idempotent: a run whose process died after doing the work but before recording it is run
 * again once its lease ran out.
 */
export type TaskDefinition = {
  /** `module.work`, e.g. `bookings.hold-expiry`. */
  queue: string;
  /** A recurring schedule: one run per slot of this many ms (aligned on the epoch, so every process agrees). */
  every?: number;
  /** Attempts in all before the run is failed for an administrator to retry (default 5). */
  attempts?: number;
  /** The first retry's wait; each further one doubles it, up to an hour (default 10 s). */
  backoffMs?: number;
  /** How long a claim holds the run; longer than the work ever takes (default 60 s). */
  leaseMs?: number;
  run: (task: TaskRun) => Promise<void>;
};

export type RunnerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** How often the runner looks for due runs (default 1 s). */
  pollMs?: number;
  clock?: () => Date;
  /** Runs claimed per look (default 5). */
  batch?: number;
};

const MAX_BACKOFF_MS = 3_600_000;
const RECENT_MS = 3_600_000;
const COUNTS_MS = 15_000;
const FAILING_MS = 30_000;

/** The wait before attempt `attempt + 1`: exponential from the definition's base, capped at an hour. */
export function backoff(base: number, attempt: number): number {
  return Math.min(base * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
}

/**
 * This process's runner: offers the recurring schedules' next slots, claims due runs under a lease and runs
 * them. Any number of processes run one each on the same database; the table's `(queue, key)` uniqueness and
 * `FOR UPDATE SKIP LOCKED` make each run happen in one of them, and the lease fence (holder and attempt) ignores
 * a late completion by a process that lost its lease.
 */
export class TaskRunner {
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #definitions = new Map<string, TaskDefinition>();
  readonly #offered = new Map<string, string>();
  readonly #options: Required<Omit<RunnerOptions, 'log' | 'db'>> & Pick<RunnerOptions, 'log' | 'db'>;
  #timer: NodeJS.Timeout | null = null;
  #ticking: Promise<number> | null = null;
  #counts: QueueCounts[] = [];
  #countsAt = 0;
  #stopped = true;
  /** When looks began to fail (null: the last one succeeded). */
  #failingSince: number | null = null;

  constructor(options: RunnerOptions) {
    // Each default stands unless a value is given: a setting passed on as `undefined` must not make the runner
    // look every millisecond.
    this.#options = {
      ...options,
      pollMs: options.pollMs ?? 1_000,
      clock: options.clock ?? (() => new Date()),
      batch: options.batch ?? 5,
    };
  }

  define(definition: TaskDefinition): void {
    if (this.#definitions.has(definition.queue)) throw new Error(`queue ${definition.queue} defined twice`);
    this.#definitions.set(definition.queue, definition);
  }

  get queues(): string[] {
    return [...this.#definitions.keys()];
  }

  /**
   * Adds one run of a defined queue; a second with the same key is ignored (answers false). `db` may be the
   * caller's transaction: the run is then stored, and becomes claimable, only if that transaction commits, so a
   * change and the work it asks for are never separated (the saved-search alerts of a publication).
   */
  async enqueue(
    queue: string,
    key: string,
    payload?: unknown,
    options: { runAt?: Date; db?: Db } = {},
  ): Promise<boolean> {
    const definition = this.#definitions.get(queue);
    if (!definition) throw new Error(`queue ${queue} is not defined`);
    const added = await offerTasks(options.db ?? this.#options.db, [
      {
        ...this.#rowOf(definition, key),
        runAt: options.runAt ?? this.#options.clock(),
        payload: payload ?? null,
      },
    ]);
    return added > 0;
  }

  #rowOf(definition: TaskDefinition, key: string) {
    return {
      queue: definition.queue,
      key,
      maxAttempts: definition.attempts ?? 5,
      backoffMs: definition.backoffMs ?? 10_000,
      leaseMs: definition.leaseMs ?? 60_000,
    };
  }

  /** Offers each recurring queue's next slot, once per slot in this process (the others' offers are ignored). */
  async #offerSlots(now: Date): Promise<void> {
    const rows = [];
    for (const definition of this.#definitions.values()) {
      if (!definition.every) continue;
      const slot = new Date((Math.floor(now.getTime() / definition.every) + 1) * definition.every);
      const key = `at:${slot.toISOString()}`;
      if (this.#offered.get(definition.queue) === key) continue;
      rows.push({ ...this.#rowOf(definition, key), runAt: slot });
    }
    await offerTasks(this.#options.db, rows);
    // Remembered once stored, so a failed offer is made again at the next look.
    for (const row of rows) this.#offered.set(row.queue, row.key);
  }

  /** One look: offer slots, fail runs abandoned on their last attempt, claim due runs and run them. */
  tick(): Promise<number> {
    this.#ticking ??= this.#tick()
      .then(
        (count) => {
          this.#failingSince = null;
          return count;
        },
        (error: unknown) => {
          this.#failingSince ??= this.#options.clock().getTime();
          throw error;
        },
      )
      .finally(() => {
        this.#ticking = null;
      });
    return this.#ticking;
  }

  async #tick(): Promise<number> {
    const { db, clock, batch } = this.#options;
    const now = clock();
    await this.#offerSlots(now);
    await failAbandoned(db, this.queues, now);
    const claimed = await claimDue(db, this.queues, this.holder, now, batch);
    for (const task of claimed) await this.#run(task);
    if (now.getTime() - this.#countsAt >= COUNTS_MS) await this.refreshCounts();
    return claimed.length;
  }

  async #run(task: TaskRow): Promise<void> {
    const { db, clock, log } = this.#options;
    const definition = this.#definitions.get(task.queue);
    if (!definition) return;
    try {
      await definition.run({
        queue: task.queue,
        key: task.key,
        payload: task.payload,
        attempt: task.attempts,
      });
      if (!(await completeTask(db, task, this.holder, clock())))
        log.warn({ queue: task.queue, key: task.key }, 'task finished after its lease was taken over');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = task.attempts >= task.maxAttempts;
      const now = clock();
      const retryAt = last ? null : new Date(now.getTime() + backoff(task.backoffMs, task.attempts));
      log.warn({ err: error, queue: task.queue, key: task.key, attempt: task.attempts, last }, 'task failed');
      await failTask(db, task, this.holder, message.slice(0, 2000), now, retryAt);
    }
  }

  /** Reads the counts /metrics reports (a scrape must not query the database). */
  async refreshCounts(): Promise<QueueCounts[]> {
    const now = this.#options.clock();
    this.#counts = await countsByQueue(this.#options.db, now, new Date(now.getTime() - RECENT_MS));
    this.#countsAt = now.getTime();
    return this.#counts;
  }

  get counts(): QueueCounts[] {
    return this.#counts;
  }

  get running(): boolean {
    return !this.#stopped;
  }

  /**
   * Readiness: this runner is started and its looks succeed. No query of its own: the database's ping is
   * /readyz's other part, and a look that keeps failing (its table gone, a lost connection) is what says the
   * queue cannot work.
   */
  async check(): Promise<void> {
    if (this.#stopped) throw new Error('the task runner is stopped');
    const failing = this.#failingSince;
    if (failing !== null && this.#options.clock().getTime() - failing > FAILING_MS)
      throw new Error(`the task runner's looks have failed for ${FAILING_MS / 1000} s`);
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    const { pollMs, log } = this.#options;
    this.#timer = setInterval(() => {
      this.tick().catch((error: unknown) => log.warn({ err: error }, 'task queue look failed'));
    }, pollMs);
    this.#timer.unref();
  }

  /** Stops looking and waits for the runs in hand (their leases would otherwise make them wait to be retried). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#ticking?.catch(() => {});
  }
}

/** The queue's own upkeep: done runs are kept a week for the admin page's history, then forgotten. */
export function pruneDefinition(db: Db, clock: () => Date): TaskDefinition {
  return {
    queue: 'queue.prune',
    every: 3_600_000,
    run: () => pruneDone(db, new Date(clock().getTime() - 7 * 86_400_000)),
  };
}
