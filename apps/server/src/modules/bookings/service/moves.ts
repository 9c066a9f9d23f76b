import {
  type AggregateBody,
  BOOKING_LIMITS,
  type BookingAmendBody,
  type BookingCancelBody,
  type BookingMove,
  type BookingRejectBody,
  type FeeSchedule,
  japanDaysBefore,
  type QueryBody,
} from '@tourtariff/shared';
import { type Actor, actorName } from '../../../actor.ts';
import { type Db, onTransaction } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import {
  aggregateBookings,
  type BookingRow,
  dueHolds,
  expireHold,
  findBooking,
  insertVersion,
  queryBookings,
  updateBooking,
} from '../repository/bookings.ts';
import { assertMove, type Ctx, notFound, type Side, sideOf } from './access.ts';
import { checkUnits, guestsOf, planBooking } from './create.ts';
import { feeAt } from './fees.ts';
import { type BookingEvent, notifyBooking } from './notify.ts';
import { bookingViews, diffOf, documentOf } from './view.ts';

/** The spaces whose bookings the caller reads (null: an administrator, every one). */
const mySpaces = (actor: Actor) => (actor.isAdmin ? null : actor.memberships.map((m) => m.space));

/** A booking the caller is party to; a hold past its time is marked expired as it is read. */
export async function readable(ctx: Ctx, actor: Actor, key: string): Promise<BookingRow> {
  const row = await findBooking(ctx.database.db, key);
  if (!row) throw notFound(key);
  sideOf(actor, row);
  return (await expireIfDue(ctx, row)) ?? row;
}

/** Marks a hold whose time ran out expired (once, whoever gets there first) and tells both sides' buyer. */
async function expireIfDue(ctx: Ctx, row: BookingRow): Promise<BookingRow | undefined> {
  const now = ctx.clock();
  if (row.state !== 'held' || !row.holdExpiresAt || row.holdExpiresAt >= now) return undefined;
  const expired = await ctx.database.db.transaction(async (tx) => {
    const done = await expireHold(tx, row.key, now);
    if (done)
      await insertVersion(tx, {
        bookingKey: done.key,
        version: done.version,
        document: documentOf(done),
        diff: diffOf(documentOf(row), documentOf(done)),
        actorSub: null,
        actorName: null,
        at: now,
      });
    if (done) {
      const inside = { ...ctx, database: onTransaction(ctx.database, tx) };
      await notifyBooking(inside, done.buyerKey, done, 'expired');
    }
    return done;
  });
  return expired ?? (await findBooking(ctx.database.db, row.key));
}

/** The sweep: expires every hold whose time ran out, so the calendar and lists show them as they are. */
export async function expireDueHolds(ctx: Ctx): Promise<number> {
  const due = await dueHolds(ctx.database.db, ctx.clock());
  for (const row of due) await expireIfDue(ctx, row);
  return due.length;
}

export async function readBooking(ctx: Ctx, actor: Actor, key: string) {
  const row = await readable(ctx, actor, key);
  const [view] = await bookingViews(ctx.database.db, actor, [row], true);
  return view as NonNullable<typeof view>;
}

export async function queryMyBookings(ctx: Ctx, actor: Actor, body: QueryBody) {
  const { db } = ctx.database;
  const { rows, next } = await queryBookings(db, mySpaces(actor), body);
  const views = await bookingViews(db, actor, rows);
  const wanted = body.fields ? new Set(['key', ...body.fields]) : null;
  const items = views.map((view) =>
    wanted ? (Object.fromEntries(Object.entries(view).filter(([k]) => wanted.has(k))) as typeof view) : view,
  );
  return { items, next };
}

export const aggregateMyBookings = (ctx: Ctx, actor: Actor, body: AggregateBody) =>
  aggregateBookings(ctx.database.db, mySpaces(actor), body);

/** What cancelling at `at` would cost the buyer; the supplier cancelling owes itself nothing. */
function feeFor(row: BookingRow, at: Date, side: Side, noShow = false) {
  return feeAt(
    {
      schedule: row.feeSchedule as FeeSchedule,
      date: row.firstDate,
      guests: guestsOf(row),
      dayTrip: row.dayTrip,
      total: row.total,
    },
    at,
    side,
    noShow,
  );
}

/** `GET /api/v1/Booking/{key}/cancellation`: the fee the caller would be charged by cancelling now. */
export async function cancellationPreview(ctx: Ctx, actor: Actor, key: string) {
  const row = await readable(ctx, actor, key);
  const side = sideOf(actor, row) ?? 'buyer';
  const held = row.state === 'held' || row.state === 'pending';
  const figures = feeFor(row, ctx.clock(), side);
  return held ? { ...figures, percent: 0, fee: 0 } : figures;
}

const reasonRequired = () =>
  new AppError('booking.reason_required', 'body.reason: the supplier gives a reason', {
    fields: [{ field: 'body.reason', rule: 'required', message: 'is required when the supplier acts' }],
  });

type MoveBody = BookingCancelBody | BookingRejectBody | BookingAmendBody | Record<string, never>;

const eventOf: Record<Exclude<BookingMove, 'amend'>, BookingEvent> = {
  confirm: 'confirmed',
  cancel: 'cancelled',
  reject: 'rejected',
  complete: 'completed',
  'no-show': 'no_show',
};

/**
 * `POST /api/v1/Booking/{key}/{move}`: the booking is locked for the move, so two moves cannot cross; an
 * amendment re-prices and re-counts its new dates under their locks in the same transaction. A refusal stores
 * nothing; the other side's members are told after the change committed.
 */
export async function moveBooking(
  ctx: Ctx,
  actor: Actor,
  key: string,
  move: BookingMove,
  body: MoveBody,
  known?: BookingRow,
) {
  const { db } = ctx.database;
  const now = ctx.clock();
  // A read first (no lock), for the caller's side and for pricing an amendment outside the transaction; a caller
  // that has just read the row (the OCTO door) hands it in. The transaction reads it again under the lock.
  const first = known?.key === key ? known : await findBooking(db, key);
  if (!first) throw notFound(key);
  sideOf(actor, first);
  if (move === 'confirm') assertHoldLive(first, now);
  const seen = (await expireIfDue(ctx, first)) ?? first;
  const side = assertMove(move, seen, sideOf(actor, seen));
  const amendPlan =
    move === 'amend' ? await amendmentPlan(ctx, seen, body as BookingAmendBody, now) : undefined;
  const who = { sub: actor.identity.sub, name: actorName(actor) };
  const words = 'reason' in body ? (body.reason ?? null) : null;
  const row = await db.transaction(async (tx) => {
    const found = await findBooking(tx, key, true);
    if (!found) throw notFound(key);
    assertMove(move, found, side);
    const change = await changeOf(tx, found, move, side, body, now, amendPlan);
    const updated = await updateBooking(tx, key, {
      ...change,
      version: found.version + 1,
      updatedAt: now,
    });
    await insertVersion(tx, {
      bookingKey: key,
      version: updated.version,
      document: documentOf(updated),
      diff: diffOf(documentOf(found), documentOf(updated)),
      actorSub: who.sub,
      actorName: who.name,
      at: now,
    });
    // The other side's notices commit with the move: one commit (docs/performance.md "Bookings").
    const other = side === 'buyer' ? updated.supplierKey : updated.buyerKey;
    const inside = { ...ctx, database: onTransaction(ctx.database, tx) };
    await notifyBooking(inside, other, updated, move === 'amend' ? 'amended' : eventOf[move], who, words);
    return updated;
  });
  const [view] = await bookingViews(db, actor, [row], true);
  return view as NonNullable<typeof view>;
}

export type AmendPlan = Awaited<ReturnType<typeof planBooking>> & {
  group: {
    date: string;
    to: string;
    adults: number;
    children: number;
    bands: Record<string, number>;
    units: number;
  };
};

/** An amendment's new dates and group, priced before the transaction (the pricing reads are not the lock's). */
export async function amendmentPlan(
  ctx: Ctx,
  row: BookingRow,
  body: BookingAmendBody,
  now: Date,
): Promise<AmendPlan> {
  const length = Math.round((Date.parse(row.lastDate) - Date.parse(row.firstDate)) / 86_400_000);
  const date = body.date ?? row.firstDate;
  const to =
    body.to ??
    (body.date
      ? new Date(Date.parse(`${date}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10)
      : row.lastDate);
  if (to < date)
    throw new AppError('request.invalid', 'body.to: must not be before date', {
      fields: [{ field: 'body.to', rule: 'date_order', message: 'must not be before date' }],
    });
  const days = Math.round((Date.parse(to) - Date.parse(date)) / 86_400_000) + 1;
  if (days > BOOKING_LIMITS.stayDays)
    throw new AppError('request.invalid', `body.to: at most ${BOOKING_LIMITS.stayDays} days after date`, {
      fields: [
        {
          field: 'body.to',
          rule: 'range_days',
          message: `must be at most ${BOOKING_LIMITS.stayDays} days after date`,
          params: { max: BOOKING_LIMITS.stayDays },
        },
      ],
    });
  const group = {
    date,
    to,
    adults: body.adults ?? row.adults,
    children: body.children ?? row.children,
    bands: body.bands ?? row.bands,
    units: body.units ?? row.units,
  };
  const plan = await planBooking(ctx, row.buyerKey, row.tariffKey, group, now);
  return { ...plan, group };
}

/** A hold confirmed after its time ran out (marked expired or not yet) is refused by name. */
function assertHoldLive(row: BookingRow, now: Date) {
  const ran =
    row.state === 'expired' || (row.state === 'held' && row.holdExpiresAt && row.holdExpiresAt < now);
  if (ran)
    throw new AppError('booking.hold_expired', 'The hold expired before it was confirmed', {
      params: { expiredAt: row.holdExpiresAt?.toISOString() ?? '' },
    });
}

async function changeOf(
  tx: Db,
  row: BookingRow,
  move: BookingMove,
  side: Side,
  body: MoveBody,
  now: Date,
  amend: AmendPlan | undefined,
): Promise<Partial<BookingRow>> {
  switch (move) {
    case 'confirm':
      assertHoldLive(row, now);
      return { state: 'confirmed', holdExpiresAt: null };
    case 'reject': {
      const reason = (body as BookingRejectBody).reason;
      if (!reason) throw reasonRequired();
      return { state: 'rejected', reason };
    }
    case 'cancel': {
      const b = body as BookingCancelBody;
      if (side === 'supplier' && !b.reason) throw reasonRequired();
      const fee = row.state === 'confirmed' ? feeFor(row, now, side).fee : 0;
      if (b.expectFee !== undefined && b.expectFee !== fee)
        throw new AppError('booking.fee_changed', `The fee is now ${fee}, not ${b.expectFee}`, {
          params: { fee, expected: b.expectFee },
        });
      return { state: 'cancelled', fee, reason: b.reason ?? null, holdExpiresAt: null };
    }
    case 'complete':
      if (japanDaysBefore(row.lastDate, now) >= 0)
        throw new AppError('booking.too_early', `A booking completes after its last day, ${row.lastDate}`, {
          params: { date: row.lastDate },
        });
      return { state: 'completed' };
    case 'no-show':
      if (japanDaysBefore(row.firstDate, now) > 0)
        throw new AppError('booking.too_early', `A no-show is marked from the first day, ${row.firstDate}`, {
          params: { date: row.firstDate },
        });
      return { state: 'no_show', fee: feeFor(row, now, side, true).fee };
    case 'amend': {
      const plan = amend as AmendPlan;
      const modes = await checkUnits(
        tx,
        row.tariffKey,
        plan.dates,
        row.buyerKey,
        plan.group.units,
        now,
        row.key,
      );
      if (modes.includes('on_request'))
        throw new AppError('booking.on_request', 'An amendment lands only on dates sold at once', {
          params: { date: plan.dates[modes.indexOf('on_request')] as string },
        });
      return {
        firstDate: plan.group.date,
        lastDate: plan.group.to,
        adults: plan.group.adults,
        children: plan.group.children,
        bands: plan.group.bands,
        units: plan.group.units,
        lines: plan.quote.lines,
        total: plan.quote.total,
        dayTrip: plan.dayTrip,
      };
    }
  }
}
