import { kind } from './define.ts';

/**
 * Guide profiles (`guide.*`) and guide jobs (`job.*`). A profile, job or application the caller may
 * not read stays `record.not_found` (docs/product.md §8 `invalid record`). Field rules of a body are `request.invalid`
 * with `fields`; rules across fields or needing the clock are `guide.invalid` / `job.invalid` with `fields`
 * (rules `past`, `too_long`, `after_end`, `required`, `duplicate`, `future_date`, `outside_range` …).
 */
export const guideErrors = {
  /** A profile field breaks a rule across fields; `fields` names each with its rule. */
  'guide.invalid': kind.invalid,
  /** A guide profile belongs to a guide space; params {space}. */
  'guide.not_guide_space': kind.unprocessable,
  /** Only the guide space's owner changes its profile and calendar. */
  'guide.manage_forbidden': kind.forbidden,
  /** The guide space has no profile yet (apply, offer, PATCH); params {space}. */
  'guide.no_profile': kind.conflict,
  /** The guide holds assigned jobs that are not over; params {job}: the first one. */
  'guide.has_jobs': kind.conflict,
  /** The guide marked a day of the job unavailable; params {day}. */
  'guide.unavailable': kind.conflict,
  /** The guide is assigned another job on an overlapping day; params {job, day}: the clashing job and day. */
  'guide.busy': kind.conflict,
  /** A job field breaks a rule across fields or of the clock; `fields` names each with its rule. */
  'job.invalid': kind.invalid,
  /** Only a buyer space posts jobs; params {space}. */
  'job.not_buyer_space': kind.unprocessable,
  /** Only owners and admins of the poster space change, accept, complete or cancel; members read. */
  'job.manage_forbidden': kind.forbidden,
  /** The move is not open from the job's state; params {from, to}. */
  'job.state_conflict': kind.conflict,
  /** Applications go to open jobs only; params {state}. */
  'job.not_open': kind.conflict,
  /** The application deadline has passed; params {deadline}. */
  'job.deadline_passed': kind.conflict,
  /** One application per guide per job; params {application}: the existing one. */
  'job.duplicate_application': kind.conflict,
  /** An offer is for its guide alone: others neither apply nor accept it. */
  'job.offer_only': kind.forbidden,
  /** The job is not an offer (accept-offer, decline-offer). */
  'job.not_offer': kind.conflict,
  /** Completing waits for the job's last day; params {day}. */
  'job.too_early': kind.conflict,
  /** Cancelling is possible before the job starts only; params {start}. */
  'job.started': kind.conflict,
  /** The application is no longer pending; params {state}. */
  'job.application_state': kind.conflict,
} as const;
