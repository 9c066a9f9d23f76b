import { addDays, japanDate, type TodayItem, type TodayOut } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../actor.ts';
import type { RequestContext } from '../../context.ts';
import { pendingApplicationCount } from '../../core/credentials/index.ts';
import { AppError } from '../../errors.ts';
import { buyerBookingCounts, supplierBookingCounts } from '../bookings/index.ts';
import { jobCountsForGuide } from '../jobs/index.ts';
import { inquiryCounts } from '../messenger/index.ts';
import { requestsToAnswer } from '../partners/index.ts';
import { queueCount } from '../tariffs/index.ts';

type Ctx = Pick<RequestContext, 'database' | 'clock'>;

/** A hold "about to expire" lapses within this; the default hold is 30 minutes (docs/product-decisions.md §15). */
const HOLD_SOON_MS = 60 * 60_000;
/** Nearly sold-out dates are looked for this far ahead. */
const SOLD_OUT_DAYS = 30;

/**
 * The counts of the home page (docs/product-decisions.md §15), each from the module owning the records (their
 * index.ts): the caller's space by its role, then the administrators' queues. A space the caller does not belong
 * to answers like one that does not exist.
 */
export async function todayFor(ctx: Ctx, actor: Actor, space: string | undefined): Promise<TodayOut> {
  const { db } = ctx.database;
  const now = ctx.clock();
  const today = japanDate(now);
  const items: TodayItem[] = [];
  const membership = space === undefined ? undefined : membershipOf(actor, space);
  if (space !== undefined && !membership)
    throw new AppError('record.not_found', `No space ${space} of yours`);

  if (membership?.role === 'supplier') {
    const [bookings, inquiries, partnerships] = await Promise.all([
      supplierBookingCounts(
        db,
        membership.space,
        today,
        addDays(today, 1),
        addDays(today, SOLD_OUT_DAYS),
        now,
      ),
      inquiryCounts(db, membership.space, actor.identity.sub),
      requestsToAnswer(db, membership.space),
    ]);
    items.push(
      { key: 'bookingsToConfirm', count: bookings.toConfirm, href: '/bookings' },
      { key: 'inquiriesToAnswer', count: inquiries.toAnswer, href: '/messages' },
      { key: 'arrivalsToday', count: bookings.arrivalsToday, href: '/bookings' },
      { key: 'arrivalsTomorrow', count: bookings.arrivalsTomorrow, href: '/bookings' },
      { key: 'nearlySoldOut', count: bookings.nearlySoldOut, href: '/bookings/calendar' },
      { key: 'partnershipRequests', count: partnerships, href: '/partners' },
    );
  } else if (membership?.role === 'buyer') {
    const [bookings, inquiries] = await Promise.all([
      buyerBookingCounts(db, membership.space, today, now, new Date(now.getTime() + HOLD_SOON_MS)),
      inquiryCounts(db, membership.space, actor.identity.sub),
    ]);
    items.push(
      { key: 'upcomingBookings', count: bookings.upcoming, href: '/bookings' },
      { key: 'holdsExpiring', count: bookings.holdsExpiring, href: '/bookings' },
      { key: 'quotesToAnswer', count: inquiries.quotesToAnswer, href: '/messages' },
      { key: 'unreadMessages', count: inquiries.unread, href: '/messages' },
    );
  } else if (membership?.role === 'guide') {
    const jobs = await jobCountsForGuide(db, membership.space, today);
    items.push(
      { key: 'upcomingJobs', count: jobs.upcoming, href: '/jobs' },
      { key: 'matchingJobs', count: jobs.matching, href: '/jobs' },
    );
  }

  if (actor.isAdmin) {
    const [queue, applications] = await Promise.all([queueCount(db), pendingApplicationCount(db)]);
    items.push(
      { key: 'tariffQueue', count: queue, href: '/tariff/admin' },
      { key: 'verificationQueue', count: applications, href: '/tariff/admin' },
    );
  }
  return { space: membership?.space ?? null, role: membership?.role ?? null, date: today, items };
}
