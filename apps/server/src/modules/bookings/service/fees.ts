import {
  bookingSettings,
  cancellationFee,
  FEE_TEMPLATES,
  type FeeSchedule,
  japanDaysBefore,
  scheduleInDates,
  type TariffDoc,
} from '@tourtariff/shared';

/*
 * A tariff's booking terms (its document's `booking` member) and the fee rules of packages/shared
 * (docs/product-decisions.md §12, §15): the server only picks the schedule and hands the figures over, it never
 * computes a fee itself.
 */

export const DEFAULT_HOLD_MINUTES = 30;

export type BookingTerms = { holdMinutes: number; cutoffHours: number; feeSchedule: FeeSchedule };

/**
 * The terms a tariff books under. A tariff without a fee schedule of its own keeps the cancellation rows it
 * always had (days before → percent), as tiers of a schedule; a named template without tiers is the template.
 */
export function termsOf(doc: TariffDoc): BookingTerms {
  const parsed = bookingSettings.safeParse((doc as { booking?: unknown }).booking ?? {});
  const settings = parsed.success ? parsed.data : {};
  let schedule: FeeSchedule | undefined = settings.feeSchedule;
  if (schedule?.template && schedule.tiers.length === 0) schedule = FEE_TEMPLATES[schedule.template].schedule;
  schedule ??= {
    tiers: (doc.cancellation ?? []).map((row) => ({ daysBefore: row.days_before, percent: row.fee_percent })),
  };
  return {
    holdMinutes: settings.holdMinutes ?? DEFAULT_HOLD_MINUTES,
    cutoffHours: settings.cutoffHours ?? 0,
    feeSchedule: schedule,
  };
}

export type FeeInput = {
  schedule: FeeSchedule;
  date: string;
  guests: number;
  dayTrip: boolean;
  total: number;
};

/** What cancelling at `at` costs, with the schedule laid on dates. */
export function feeAt(input: FeeInput, at: Date, noShow = false) {
  const started = japanDaysBefore(input.date, at) < 0;
  const fee = cancellationFee({
    schedule: input.schedule,
    serviceDate: input.date,
    at,
    guests: input.guests,
    dayTrip: input.dayTrip,
    price: input.total,
    noShow,
    started,
  });
  return { percent: fee.percent, fee: fee.fee, daysBefore: fee.daysBefore, schedule: datesOf(input) };
}

export const datesOf = (input: Omit<FeeInput, 'total'>) =>
  scheduleInDates({
    schedule: input.schedule,
    serviceDate: input.date,
    guests: input.guests,
    dayTrip: input.dayTrip,
  });
