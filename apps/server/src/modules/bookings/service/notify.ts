import { BOOKING_STREAM_EVENT, type BookingStreamEvent } from '@tourtariff/shared';
import { publishStreamEvent } from '../../../core/notify/index.ts';
import { tellMembers } from '../../../core/users/index.ts';
import { onTransaction } from '../../../db/client.ts';
import { tellListeners } from '../listeners.ts';
import { postNote } from '../references.ts';
import type { BookingRow } from '../repository/bookings.ts';
import type { Ctx } from './access.ts';

/** What happened to a booking, in both languages: the bell shows the reader's language. */
export const bookingSubjects = {
  held: { jp: '仮予約が入りました', en: 'New booking on hold' },
  pending: { jp: '予約リクエストが届きました', en: 'Booking request received' },
  confirmed: { jp: '予約が確定しました', en: 'Booking confirmed' },
  rejected: { jp: '予約リクエストが断られました', en: 'Booking request rejected' },
  cancelled: { jp: '予約が取り消されました', en: 'Booking cancelled' },
  amended: { jp: '予約が変更されました', en: 'Booking amended' },
  completed: { jp: '予約が完了しました', en: 'Booking completed' },
  no_show: { jp: 'ノーショーとして記録されました', en: 'Booking marked as no-show' },
  expired: { jp: '仮予約の期限が切れました', en: 'Booking hold expired' },
} satisfies Record<string, { jp: string; en: string }>;

export type BookingEvent = keyof typeof bookingSubjects;

/**
 * Tells the open browsers of both sides' members that the booking moved (a `booking` event on the core's stream:
 * keys and state only, a hint to refetch), so a booking page or list open on either side shows the change
 * without reloading (docs/ARCHITECTURE.md "Bookings (live, previews)"). A failure is logged by the publisher.
 */
async function publishMove(ctx: Pick<Ctx, 'database' | 'log'>, row: BookingRow, what: BookingEvent) {
  const data: BookingStreamEvent = {
    booking: row.key,
    state: row.state as BookingStreamEvent['state'],
    what,
  };
  await publishStreamEvent(ctx, {
    event: BOOKING_STREAM_EVENT,
    spaces: [row.buyerKey, row.supplierKey],
    data,
  });
}

/**
 * Tells every member of `space` (the other side), the open browsers of both sides and the resellers' webhooks,
 * and posts the change in the conversation about the tariff. Called inside the change's own transaction (`ctx`
 * bound to it with `onTransaction`), all of it commits once with the change; called outside one, it is one
 * transaction of its own. The notices run in a savepoint: a failure is logged, takes every notice of this change
 * with it and never undoes the change (docs/performance.md "Bookings"). `by` is the person who acted (none: the
 * time, for an expiry).
 */
export async function notifyBooking(
  ctx: Pick<Ctx, 'database' | 'log'>,
  space: string,
  row: BookingRow,
  what: BookingEvent,
  by?: { sub: string; name: string },
  words?: string | null,
): Promise<void> {
  const dates = row.firstDate === row.lastDate ? row.firstDate : `${row.firstDate}〜${row.lastDate}`;
  const subject = {
    jp: `${bookingSubjects[what].jp}: ${row.reference}`.slice(0, 200),
    en: `${bookingSubjects[what].en}: ${row.reference}`.slice(0, 200),
  };
  const body = {
    jp: [`${row.reference} ${dates}`, ...(words ? [words] : [])].join('\n\n'),
    en: [`${row.reference} ${dates}`, ...(words ? [words] : [])].join('\n\n'),
  };
  try {
    await ctx.database.db.transaction(async (tx) => {
      const inside = { ...ctx, database: onTransaction(ctx.database, tx) };
      await publishMove(inside, row, what);
      // Resellers' webhooks hear of it too (docs/octo.md "Webhooks").
      await tellListeners(inside, row, what);
      await tellMembers(
        inside,
        [space],
        { subject, body, link: `/bookings/${row.key}`, kind: 'booking' },
        by?.sub,
      );
      // The conversation about the tariff shows the change too, in both languages, as the person who acted.
      if (by)
        await postNote(inside, {
          buyer: row.buyerKey,
          supplier: row.supplierKey,
          tariff: row.tariffKey,
          subject: row.reference,
          space: space === row.buyerKey ? row.supplierKey : row.buyerKey,
          sender: by,
          text: [`${subject.jp} (${dates})`, `${subject.en} (${dates})`, ...(words ? [words] : [])].join(
            '\n',
          ),
        });
    });
  } catch (error) {
    ctx.log.warn({ err: error, space, what }, 'booking notices not sent');
  }
}
