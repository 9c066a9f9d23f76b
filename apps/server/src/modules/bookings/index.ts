import type { FastifyPluginAsync } from 'fastify';
import { backgroundContext } from '../../plugins/context.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { inventoryRoutes } from './routes/inventory.ts';
import { expireDueHolds } from './service/moves.ts';

// The messenger hands in the TT- reference series and the conversation notes (references.ts), and turns accepted
// inquiries into bookings.
// The OCTO module hears every change, for its resellers' webhooks (listeners.ts).
export { addBookingListener, type BookingChange, type BookingListener } from './listeners.ts';
export {
  type BookingNote,
  type BookingNotes,
  type ReferenceMinter,
  setBookingNotes,
  setReferenceMinter,
} from './references.ts';
export {
  type ChannelBooking,
  type ChannelFilter,
  type ChannelOrigin,
  channelBooking,
  channelBookingByKey,
  channelKey,
  confirmChannelBooking,
  extendChannelHold,
  listChannelBookings,
  reserveForChannel,
  updateChannelDetails,
} from './service/channel.ts';
export { termsOf } from './service/fees.ts';
export { bookingFromInquiry } from './service/inquiry.ts';
// The OCTO API sells the same inventory at the same prices, and moves bookings the web's way (docs/octo.md).
export { availability } from './service/inventory.ts';
export { cancellationPreview, moveBooking } from './service/moves.ts';
export { seedBookings } from './service/seed.ts';

export type BookingsOptions = { sweepMs?: number };

/**
 * Bookings on inventory (docs/product-decisions.md §15): per-date sale modes and capacity, partner allotments
 * with release days, the availability calendar, and bookings from hold or request to completion. Tariffs are
 * read and priced through the tariffs module, partnerships through the partners module. A queued task marks holds
 * whose time ran out (they stop counting at once either way; reads mark them too).
 */
export const bookingsModule: FastifyPluginAsync<BookingsOptions> = async (app, options) => {
  await app.register(inventoryRoutes);
  await app.register(bookingRoutes);

  // A minute's task of the queue (docs/operations.md "Background work"); expiring is idempotent. Allotments need
  // none: a release day returns the units on every read (service/units.ts).
  app.tasks.define({
    queue: 'bookings.hold-expiry',
    every: options.sweepMs ?? 60_000,
    run: async () => {
      await expireDueHolds(backgroundContext(app));
    },
  });
};
// Monthly statements read what they bill through these (docs/statements.md §1).
export { type BillableBooking, billableBookings, bookingsByKeys } from './repository/statements.ts';
export { buyerBookingCounts } from './repository/today.ts';
export { supplierBookingCounts } from './service/today.ts';
