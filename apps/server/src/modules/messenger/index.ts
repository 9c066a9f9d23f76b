import type { FastifyPluginAsync } from 'fastify';
import { backgroundContext } from '../../plugins/context.ts';
import { setBookingNotes, setReferenceMinter } from '../bookings/index.ts';
import { attachmentRoutes } from './routes/attachments.ts';
import { conversationRoutes } from './routes/conversations.ts';
import { inquiryRoutes } from './routes/inquiries.ts';
import { postBookingNote } from './service/booking-notes.ts';
import { expireDue } from './service/inquiries.ts';
import { mintReference } from './service/inquiry-moves.ts';

// What other units may use: jobs hand in their titles (job-titles.ts) and open conversations about a job;
// reviews ask whether a buyer booked a tariff.
export { type JobTitles, setJobTitles } from './job-titles.ts';
export { acceptedInquiry } from './repository/eligibility.ts';
export { type InquiryCounts, inquiryCounts } from './repository/today.ts';
export { openConversation } from './service/conversations.ts';
export { seedConversation } from './service/seed.ts';

export type MessengerOptions = { sweepMs?: number };

/**
 * The messenger (docs/product-decisions.md §6): conversations between spaces with live delivery over the notify SSE
 * stream, attachments, and inquiries priced by the tariffs module's quote. A queued task expires quotes whose time
 * ran out (reads expire them too, so a late sweep is never visible).
 */
export const messengerModule: FastifyPluginAsync<MessengerOptions> = async (app, options) => {
  // Bookings take their TT- references from the inquiries' one series, and tell their conversation of every
  // change (docs/product-decisions.md §15).
  setReferenceMinter(mintReference);
  setBookingNotes(postBookingNote);
  await app.register(conversationRoutes);
  await app.register(inquiryRoutes);
  await app.register(attachmentRoutes);

  // A minute's task of the queue (docs/operations.md "Background work"); expiring is idempotent.
  app.tasks.define({
    queue: 'messenger.inquiry-expiry',
    every: options.sweepMs ?? 60_000,
    run: async () => {
      await expireDue(backgroundContext(app));
    },
  });
};
