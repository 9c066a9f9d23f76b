import type { QueueOverview, QueueTask } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { countsByQueue, failedTasks, findTask, retryTask, type TaskRow } from '../repository/tasks.ts';

type Ctx = Pick<RequestContext, 'db' | 'clock'>;

const RECENT_MS = 3_600_000;
const FAILED_SHOWN = 100;

/** The routes let administrators alone in; the service says so again, as every service checks its caller. */
function mustAdminister(actor: Actor): void {
  if (!actor.isAdmin) throw new AppError('access.forbidden', 'Administrators only');
}

const view = (row: TaskRow): QueueTask => ({
  id: String(row.id),
  queue: row.queue,
  key: row.key,
  state: row.state as QueueTask['state'],
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  error: row.lastError,
  runAt: row.runAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** Every queue's counts and the latest failed runs with their error (the admin page). */
export async function queueOverview(ctx: Ctx, actor: Actor): Promise<QueueOverview> {
  mustAdminister(actor);
  const now = ctx.clock();
  const queues = await countsByQueue(ctx.db, now, new Date(now.getTime() - RECENT_MS));
  const failed = await failedTasks(ctx.db, FAILED_SHOWN);
  return { queues, failed: failed.map(view) };
}

/** A failed run waits again with its attempts anew; any other state is refused, a missing id is `invalid record`. */
export async function retryFailed(ctx: Ctx, actor: Actor, id: string): Promise<QueueTask> {
  mustAdminister(actor);
  const retried = await retryTask(ctx.db, Number(id), ctx.clock());
  if (retried) return view(retried);
  const found = await findTask(ctx.db, Number(id));
  if (!found) throw new AppError('record.not_found', 'invalid record');
  throw new AppError('queue.not_failed', 'Only a failed task is retried', { params: { state: found.state } });
}
