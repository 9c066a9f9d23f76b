import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneDefinition, TaskRunner } from './service/runner.ts';

export { queueRoutes } from './routes.ts';
export {
  backoff,
  type RunnerOptions,
  type TaskDefinition,
  type TaskRun,
  TaskRunner,
} from './service/runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This process's task runner (docs/operations.md "Background work"): modules define their timed and retried
     * work on it when they register; it starts once the app is ready and stops, finishing its runs, on close.
     */
    tasks: TaskRunner;
  }
}

export type QueueOptions = { pollMs?: number };

/**
 * The task queue (docs/decisions/0013-job-queue.md): a table of runs claimed with `FOR UPDATE SKIP LOCKED` under
 * a lease, the same on PGlite and PostgreSQL. Registered before the modules so each can define its work; the
 * queue only schedules, the work functions stay with their owners.
 */
export const queuePlugin = fp(
  async (app: FastifyInstance, options: QueueOptions) => {
    const runner = new TaskRunner({ db: app.database.db, log: app.log, pollMs: options.pollMs });
    app.decorate('tasks', runner);
    runner.define(pruneDefinition(app.database.db, () => new Date()));
    app.metrics.gauge(
      'queue_tasks',
      'Background runs by queue and state (waiting: due now; scheduled: later), as of the last look.',
      () =>
        runner.counts.flatMap((counts) =>
          (['waiting', 'scheduled', 'running', 'failed'] as const).map((state) => ({
            labels: { queue: counts.queue, state },
            value: counts[state],
          })),
        ),
    );
    app.addHook('onReady', async () => {
      // A database down at start must not stop the process: /readyz says so, and the runner looks again.
      await runner
        .refreshCounts()
        .catch((error: unknown) => app.log.warn({ err: error }, 'queue counts not read'));
      runner.start();
    });
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'task-queue' },
);
