import { kind } from './define.ts';

/**
 * Bookings and inventory (docs/product-decisions.md §15). Each refusal stores nothing; `params` carries the
 * figures the reader's text shows.
 */
export const bookingErrors = {
  /** Fewer units are left than asked for; params {date, left, asked}. */
  'booking.sold_out': kind.conflict,
  /** The supplier closed a date (stop-sell); params {date}. */
  'booking.closed': kind.conflict,
  /** A date that has already begun in Japan; params {date}. */
  'booking.past': kind.invalid,
  /** A partner booking after the tariff's cut-off; params {date, cutoffHours}. */
  'booking.cutoff': kind.invalid,
  /** The group fits no pax tier of the tariff on that date; params {date}. */
  'booking.no_tier': kind.unprocessable,
  /** A hold confirmed after it expired; params {expiredAt}. */
  'booking.hold_expired': kind.gone,
  /** The move is not open from the booking's state; params {from, move}. */
  'booking.state': kind.conflict,
  /** The other side makes this move; params {move, side}. */
  'booking.wrong_side': kind.forbidden,
  /** An Idempotency-Key reused with a different body. */
  'booking.idempotency_conflict': kind.conflict,
  /** The fee computed now differs from the one the caller was shown; params {fee, expected}. */
  'booking.fee_changed': kind.conflict,
  /** A supplier cancelling, or rejecting, gives a reason. */
  'booking.reason_required': kind.invalid,
  /** Completing before the last day ended, or marking a no-show before the first began; params {date}. */
  'booking.too_early': kind.conflict,
  /** An amendment names a date on request: only dates sold at once take one; params {date}. */
  'booking.on_request': kind.conflict,
  /** The caller's space is not the buyer side of a booking, or the tariff is not bookable by it; params {space}. */
  'booking.not_buyer_space': kind.unprocessable,
  /** Allotments go to active partners of the supplier only; params {partner}. */
  'booking.not_partner': kind.unprocessable,
} as const;
