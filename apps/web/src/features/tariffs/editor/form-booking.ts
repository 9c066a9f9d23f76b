import {
  DEFAULT_CUTOFF_HOURS,
  DEFAULT_HOLD_MINUTES,
  FEE_TEMPLATES,
  type FeeSchedule,
  type FeeTemplateKey,
  feeTemplateKeys,
  type TariffDoc,
} from '@tourtariff/shared';
import type { FormReader } from './doc-from-form';

/*
 * The tariff's booking terms (docs/product-decisions.md §16) as the editor types them: the hold time, the cut-off
 * and the cancellation fee schedule, either one of the two templates or a schedule written through the API, which
 * the editor keeps as it is ('custom'). Null: the tariff has no `booking` member (the section is closed).
 */
export type BookingForm = {
  holdMinutes: string;
  cutoffHours: string;
  template: FeeTemplateKey | 'custom' | '';
  /** The schedule kept when it is not one of the templates. */
  custom: FeeSchedule | null;
} | null;

export const defaultBooking = (): NonNullable<BookingForm> => ({
  holdMinutes: String(DEFAULT_HOLD_MINUTES),
  cutoffHours: String(DEFAULT_CUTOFF_HOURS),
  template: '',
  custom: null,
});

const sameTiers = (a: FeeSchedule, b: FeeSchedule) => JSON.stringify(a.tiers) === JSON.stringify(b.tiers);

export function bookingFromDoc(doc: Pick<TariffDoc, 'booking'>): BookingForm {
  const booking = doc.booking;
  if (!booking) return null;
  const schedule = booking.feeSchedule;
  const template = feeTemplateKeys.find(
    (key) => schedule?.template === key && sameTiers(schedule, FEE_TEMPLATES[key].schedule),
  );
  return {
    holdMinutes: booking.holdMinutes === undefined ? '' : String(booking.holdMinutes),
    cutoffHours: booking.cutoffHours === undefined ? '' : String(booking.cutoffHours),
    template: template ?? (schedule ? 'custom' : ''),
    custom: template || !schedule ? null : schedule,
  };
}

/** The `booking` member the form describes; an empty input leaves that member out (its default applies). */
export function bookingOfForm(form: BookingForm, read: FormReader): Pick<TariffDoc, 'booking'> {
  if (form === null) return {};
  const booking: NonNullable<TariffDoc['booking']> = {};
  if (form.holdMinutes.trim() !== '')
    booking.holdMinutes = read.integer(form.holdMinutes, 'booking.holdMinutes');
  if (form.cutoffHours.trim() !== '')
    booking.cutoffHours = read.integer(form.cutoffHours, 'booking.cutoffHours');
  if (form.template === 'custom' && form.custom) booking.feeSchedule = form.custom;
  else if (form.template !== '' && form.template !== 'custom')
    booking.feeSchedule = FEE_TEMPLATES[form.template].schedule;
  return { booking };
}
