import { createHash } from 'node:crypto';
import { type BookingState, japanDate, type PricingAgreement } from '@tourtariff/shared';
import type { ChannelBooking } from '../../bookings/index.ts';
import { availabilityIdOf } from './availability.ts';
import { type OctoPricing, pricingFor } from './pricing.ts';
import { OPTION_ID, type Tariff } from './products.ts';
import { unitItemsOf } from './units.ts';

/*
 * A booking as OCTO's Booking (docs/octo.md "Bookings"): its state as OCTO's status (the exact state rides in
 * `tourtariff:state`), the fee schedule on dates as `tourtariff:cancellationSchedule`, and its price: net what the
 * reseller pays (the booking's total), retail the public price of the same group from the one pricing function.
 */

export const STATUS: Record<BookingState, string> = {
  held: 'ON_HOLD',
  pending: 'PENDING',
  confirmed: 'CONFIRMED',
  expired: 'EXPIRED',
  rejected: 'REJECTED',
  cancelled: 'CANCELLED',
  completed: 'REDEEMED',
  no_show: 'CONFIRMED',
};

/** A stable uuid for the `i`th unit item of a booking (items are people counted, not stored one by one). */
function itemUuid(booking: string, i: number): string {
  const hex = createHash('sha256').update(`${booking}:${i}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function contactOf(contact: Record<string, unknown> | null) {
  const text = (key: string) => (typeof contact?.[key] === 'string' ? (contact[key] as string) : null);
  return {
    fullName: text('fullName'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    emailAddress: text('emailAddress'),
    phoneNumber: text('phoneNumber'),
    locales: Array.isArray(contact?.locales) ? (contact.locales as string[]) : [],
    postalCode: text('postalCode'),
    country: text('country'),
    notes: text('notes'),
  };
}

/**
 * Whether a reseller may still cancel: a hold or a request always, a confirmed booking until the first tier
 * that keeps the whole price begins (OCTO's cancellation cut-off; docs/octo.md "Cancellation").
 */
export function cancellableNow(booking: ChannelBooking, now: Date): boolean {
  const { view } = booking;
  if (!view.actions.includes('cancel')) return false;
  if (view.state !== 'confirmed') return true;
  const whole = view.feeSchedule.find((tier) => tier.percent >= 100);
  return !whole || japanDate(now) < whole.from;
}

export function bookingShape(
  booking: ChannelBooking,
  tariff: Tariff | undefined,
  agreement: PricingAgreement | null,
  language: 'ja' | 'en',
  now: Date,
) {
  const { view } = booking;
  const group = { adults: view.adults, children: view.children, bands: view.bands };
  const contact = contactOf(booking.contact);
  const retail = tariff
    ? pricingFor(tariff, { date: view.date, ...group, units: view.units }, agreement, language)
    : null;
  const pricing: OctoPricing | null = retail ? { ...retail, net: view.total } : null;
  const ticket =
    view.state === 'confirmed' || view.state === 'completed'
      ? {
          redemptionMethod: 'DIGITAL' as const,
          utcRedeemedAt: null,
          deliveryOptions: [{ deliveryFormat: 'QRCODE' as const, deliveryValue: view.reference }],
        }
      : null;
  const status = STATUS[view.state];
  return {
    id: view.key,
    uuid: booking.uuid,
    testMode: false,
    resellerReference: booking.resellerReference,
    supplierReference: view.reference,
    status,
    utcCreatedAt: view.createdAt,
    utcUpdatedAt: view.updatedAt,
    utcExpiresAt: view.holdExpiresAt,
    utcRedeemedAt: null,
    utcConfirmedAt: booking.confirmedAt,
    productId: view.tariff,
    optionId: OPTION_ID,
    cancellable: cancellableNow(booking, now),
    cancellation:
      view.state === 'cancelled'
        ? {
            refund: !view.fee ? 'FULL' : view.fee >= view.total ? 'NONE' : 'PARTIAL',
            reason: view.reason,
            utcCancelledAt: view.updatedAt,
          }
        : null,
    freesale: false,
    availabilityId: availabilityIdOf(view.tariff, view.date),
    availability: null,
    contact,
    notes: view.note || null,
    deliveryMethods: ['VOUCHER'],
    voucher: ticket,
    unitItems: unitItemsOf(group).map((unitId, i) => ({
      uuid: itemUuid(booking.uuid, i),
      resellerReference: null,
      supplierReference: view.reference,
      unitId,
      status,
      utcRedeemedAt: null,
      contact,
      ticket,
    })),
    ...(pricing ? { pricing } : {}),
    'tourtariff:state': view.state,
    'tourtariff:units': view.units,
    'tourtariff:cancellationSchedule': view.feeSchedule,
    'tourtariff:cancellationFee': view.fee,
  };
}
