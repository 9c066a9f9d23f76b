import { daysOf } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { firstHeldDay, holdDays } from '../../guides/index.ts';
import { type JobRow, updateJob } from '../repository/jobs.ts';

/**
 * Assigns the guide inside the caller's transaction (the job row already locked): every day of the job is
 * inserted into the guide's calendar, whose primary key (guide, day) refuses a day already held. A day marked
 * unavailable answers `guide.unavailable` naming it; a day of another job `guide.busy` naming that job. Two
 * buyers accepting the same guide at once cannot both commit: the second insert waits for the first and then
 * finds the day taken. The refusal rolls the whole transaction back, so nothing is stored.
 */
export async function assignGuide(tx: Db, row: JobRow, guide: string) {
  const clash = await holdDays(tx, guide, row.key, daysOf(row.dateFrom, row.dateTo));
  if (clash) throw clashError(clash);
  return updateJob(tx, row.key, { state: 'assigned', guideKey: guide });
}

/** A guide's day already held: by another job (`guide.busy`, naming it) or marked unavailable. */
export function clashError(clash: { day: string; job: string | null }) {
  if (clash.job)
    return new AppError('guide.busy', `The guide is assigned job ${clash.job} on ${clash.day}`, {
      params: { job: clash.job, day: clash.day },
    });
  return new AppError('guide.unavailable', `The guide marked ${clash.day} unavailable`, {
    params: { day: clash.day },
  });
}

/**
 * Refuses an application from a guide who already holds one of the job's days, so a buyer never picks a guide
 * who cannot come. Acceptance checks again in its transaction (days can be taken after applying).
 */
export async function assertGuideFree(db: Db, row: JobRow, guide: string) {
  const clash = await firstHeldDay(db, guide, daysOf(row.dateFrom, row.dateTo));
  if (clash) throw clashError(clash);
}
