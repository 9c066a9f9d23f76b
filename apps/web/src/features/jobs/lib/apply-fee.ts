import { type FeeTotal, type JobView, jobFeeTotal } from '@tourtariff/shared';

/** The fee a guide typed ("32,000", "３２０００") as yen, or NaN so the contract names it. */
export function feeOf(text: string): number {
  const clean = text.normalize('NFKC').replace(/[,\s]/g, '');
  return /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

/** What the buyer will see for this fee: every day of the job, overtime at the guide's rate beyond 8 hours. */
export function applicationTotal(
  job: Pick<JobView, 'dates' | 'hoursPerDay'>,
  fee: number,
  overtimePerHour: number,
): FeeTotal | null {
  if (!Number.isFinite(fee) || fee < 0) return null;
  return jobFeeTotal({ dates: job.dates, hoursPerDay: job.hoursPerDay, feePerDay: fee, overtimePerHour });
}
