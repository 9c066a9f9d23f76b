import { japanDay, type jobCancelBody, type jobDeclineBody } from '@tourtariff/shared';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { countCompleted, findProfile, releaseDays } from '../../guides/index.ts';
import { pendingGuides } from '../repository/applications.ts';
import { expireDueJobs, findJob, type JobRow, updateJob } from '../repository/jobs.ts';
import {
  assertManagesPoster,
  type Ctx,
  effectiveState,
  isGuide,
  managesPoster,
  stateConflict,
} from './access.ts';
import { assignGuide } from './assign.ts';
import { readableJob } from './jobs.ts';
import { notifyJob } from './notify.ts';
import { jobView } from './view.ts';

/** Runs a move on the job, locked in a transaction; a refusal inside rolls everything back. */
async function move<T>(ctx: Ctx, actor: Actor, key: string, change: (tx: Db, row: JobRow) => Promise<T>) {
  await readableJob(ctx, actor, key);
  return ctx.database.db.transaction(async (tx) => change(tx, (await findJob(tx, key, true)) as JobRow));
}

/** `POST …/complete`: the poster marks an assigned job done, from its last day on. */
export async function completeJob(ctx: Ctx, actor: Actor, key: string) {
  const row = await move(ctx, actor, key, async (tx, found) => {
    assertManagesPoster(actor, found);
    if (found.state !== 'assigned') throw stateConflict(found, 'completed');
    if (japanDay() < found.dateTo)
      throw new AppError('job.too_early', `The job can be completed from ${found.dateTo} on`, {
        params: { day: found.dateTo },
      });
    if (found.guideKey) await countCompleted(tx, found.guideKey);
    return updateJob(tx, key, { state: 'completed' });
  });
  await notifyJob(ctx, row, 'completed', row.guideKey ? [row.guideKey] : []);
  return jobView(ctx.database.db, actor, row);
}

/** Who may cancel: the poster an open or assigned job, the assigned guide an assigned one. */
function cancelSide(actor: Actor, row: JobRow): 'buyer' | 'guide' {
  const state = effectiveState(row);
  if (state !== 'open' && state !== 'assigned') throw stateConflict(row, 'cancelled');
  if (managesPoster(actor, row)) return 'buyer';
  if (state === 'assigned' && isGuide(actor, row.guideKey)) return 'guide';
  assertManagesPoster(actor, row);
  return 'buyer';
}

/**
 * `POST …/cancel`: the poster cancels an open job, or either side an assigned one before its first day; the
 * guide's days are freed and the other side told, with the reason.
 */
export async function cancelJob(ctx: Ctx, actor: Actor, key: string, body: z.output<typeof jobCancelBody>) {
  const { row, told } = await move(ctx, actor, key, async (tx, found) => {
    const side = cancelSide(actor, found);
    if (found.state === 'assigned' && japanDay() >= found.dateFrom)
      throw new AppError('job.started', `The job started on ${found.dateFrom}`, {
        params: { start: found.dateFrom },
      });
    const applicants = found.state === 'open' ? await pendingGuides(tx, key) : [];
    await releaseDays(tx, key);
    const updated = await updateJob(tx, key, {
      state: 'cancelled',
      cancelReason: body.reason,
      cancelledBy: side,
    });
    const others = [...applicants, found.guideKey, found.offerTo].filter((g): g is string => g !== null);
    return { row: updated, told: side === 'guide' ? [found.spaceKey] : others };
  });
  await notifyJob(ctx, row, 'cancelled', told, body.reason);
  return jobView(ctx.database.db, actor, row);
}

const notOffered = (row: JobRow) => new AppError('job.not_offer', `Job ${row.key} is not an offer to you`);

/** `POST …/accept-offer`: the offered guide takes the job; their days are held as for an application. */
export async function acceptOffer(ctx: Ctx, actor: Actor, key: string) {
  const row = await move(ctx, actor, key, async (tx, found) => {
    const guide = found.offerTo;
    if (!guide || !isGuide(actor, guide)) throw notOffered(found);
    if (effectiveState(found) !== 'open') throw stateConflict(found, 'assigned');
    if (!(await findProfile(tx, guide)))
      throw new AppError('guide.no_profile', 'Write your guide profile first', { params: { space: guide } });
    return assignGuide(tx, found, guide);
  });
  await notifyJob(ctx, row, 'offer_accepted', [row.spaceKey]);
  return jobView(ctx.database.db, actor, row);
}

/** `POST …/decline-offer`: the offered guide declines; the job is cancelled and the poster told. */
export async function declineOffer(
  ctx: Ctx,
  actor: Actor,
  key: string,
  body: z.output<typeof jobDeclineBody>,
) {
  const row = await move(ctx, actor, key, async (tx, found) => {
    if (!found.offerTo || !isGuide(actor, found.offerTo)) throw notOffered(found);
    if (effectiveState(found) !== 'open') throw stateConflict(found, 'cancelled');
    return updateJob(tx, key, {
      state: 'cancelled',
      cancelReason: body.reason ?? null,
      cancelledBy: 'guide',
    });
  });
  await notifyJob(ctx, row, 'offer_declined', [row.spaceKey], body.reason ?? null);
  return jobView(ctx.database.db, actor, row);
}

/** The minute sweep: open jobs past their deadline become expired (reads show them expired already). */
export async function expireDue(ctx: Ctx, now = new Date()) {
  return (await expireDueJobs(ctx.database.db, now)).length;
}
