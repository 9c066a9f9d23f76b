import { type Actor, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import type { JobRow } from '../repository/jobs.ts';

/** What the services pick of the request context (docs/ARCHITECTURE.md "Request context"). */
export type Ctx = Pick<RequestContext, 'database' | 'log' | 'config' | 'storage'>;

export const notFound = (what: string) => new AppError('record.not_found', `No ${what}`);

/** The caller's guide spaces. */
export const guideSpacesOf = (actor: Actor) =>
  actor.memberships.filter((m) => m.role === 'guide').map((m) => m.space);

/** Owners and admins of the poster space decide for it; its members only read. */
export const managesPoster = (actor: Actor, row: Pick<JobRow, 'spaceKey'>) => {
  const role = membershipOf(actor, row.spaceKey)?.memberRole;
  return role === 'owner' || role === 'admin';
};

export const isGuide = (actor: Actor, guide: string | null) =>
  guide !== null && membershipOf(actor, guide)?.role === 'guide';

/** An open job past its deadline reads as expired before the sweep writes it. */
export const effectiveState = (row: Pick<JobRow, 'state' | 'deadline'>, now = new Date()) =>
  row.state === 'open' && row.deadline.getTime() <= now.getTime() ? 'expired' : row.state;

/**
 * Who reads a job: the poster's members, the assigned and the offered guide, applicants, every guide while a
 * public job is open, and administrators; anyone else gets `invalid record`.
 */
export function mayRead(actor: Actor, row: JobRow, applied: boolean) {
  if (actor.isAdmin || membershipOf(actor, row.spaceKey)) return true;
  if (isGuide(actor, row.guideKey) || isGuide(actor, row.offerTo) || applied) return true;
  return row.state === 'open' && row.offerTo === null && guideSpacesOf(actor).length > 0;
}

export function assertManagesPoster(actor: Actor, row: JobRow) {
  if (!managesPoster(actor, row))
    throw new AppError(
      'job.manage_forbidden',
      "Only the poster space's owners and admins decide for the job",
    );
}

export const stateConflict = (row: JobRow, to: string, now = new Date()) => {
  const from = effectiveState(row, now);
  return new AppError('job.state_conflict', `A job that is ${from} cannot become ${to}`, {
    params: { from, to },
  });
};
