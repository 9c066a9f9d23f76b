import {
  cancellation,
  DEFAULT_CUTOFF_HOURS,
  DEFAULT_HOLD_MINUTES,
  FEE_TEMPLATES,
  type FeeSchedule,
  feeScheduleOf,
  japanDaysBefore,
  scheduleInDates,
  type TariffDoc,
} from '@tourtariff/shared';

/*
 * A tariff's booking terms (its document's `booking` member) and the fee figures of the one pricing function
 * (docs/product-decisions.md §12, §16): the server picks the schedule a booking keeps and hands the figures
 * over; it never computes a fee itself.
 */

export type BookingTerms = { holdMinutes: number; cutoffHours: number; feeSchedule: FeeSchedule };

/**
 * The terms a tariff books under; the schedule is kept on the booking, so a later edit of the tariff never
 * changes the terms of a booking made. The partner's agreement in force, when it names a schedule, wins over the
 * tariff's (§16). A named template without tiers of its own is the template.
 */
export function termsOf(doc: TariffDoc, agreementSchedule?: FeeSchedule | null): BookingTerms {
  let schedule = feeScheduleOf(doc, agreementSchedule);
  if (schedule.template && schedule.tiers.length === 0) schedule = FEE_TEMPLATES[schedule.template].schedule;
  return {
    holdMinutes: doc.booking?.holdMinutes ?? DEFAULT_HOLD_MINUTES,
    cutoffHours: doc.booking?.cutoffHours ?? DEFAULT_CUTOFF_HOURS,
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

/** What cancelling (or a no-show) at `at` costs `by`, with the schedule laid on dates. */
export function feeAt(input: FeeInput, at: Date, by: 'buyer' | 'supplier', noShow = false) {
  const due = cancellation({
    doc: { cancellation: [], booking: { feeSchedule: input.schedule } },
    date: input.date,
    guests: input.guests,
    dayTrip: input.dayTrip,
    total: input.total,
    at,
    noShow,
    started: japanDaysBefore(input.date, at) < 0,
    by: noShow ? 'buyer' : by,
  });
  return { percent: due.percent, fee: due.fee, daysBefore: due.daysBefore, schedule: due.schedule };
}

export const datesOf = (input: Omit<FeeInput, 'total'>) =>
  scheduleInDates({
    schedule: input.schedule,
    serviceDate: input.date,
    guests: input.guests,
    dayTrip: input.dayTrip,
  });
