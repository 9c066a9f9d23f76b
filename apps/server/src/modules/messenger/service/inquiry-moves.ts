import {
  agreedFigures,
  type InquiryAction,
  type inquiryBuyerBody,
  type inquiryConfirmBody,
  type inquiryCounterBody,
  type inquiryDeclineBody,
  japanDate,
} from '@tourtariff/shared';
import type { z } from 'zod';
import { type Actor, actorName, membershipOf } from '../../../actor.ts';
import type { InquiryRequestDoc } from '../../../db/schema/messenger.ts';
import { AppError } from '../../../errors.ts';
import { bookingFromInquiry } from '../../bookings/index.ts';
import { quoteForSpace } from '../../tariffs/index.ts';
import {
  findInquiry,
  type InquiryRow,
  insertInquiryHistory,
  nextReference,
  updateInquiry,
} from '../repository/inquiries.ts';
import { assertManages, type Ctx, notFound } from './access.ts';
import { announceInquiry, expireIfDue, stay } from './inquiries.ts';
import { allowedFrom, inquiryViews, sideOfAction } from './inquiry-view.ts';

export type MoveBody =
  | z.output<typeof inquiryConfirmBody>
  | z.output<typeof inquiryDeclineBody>
  | z.output<typeof inquiryCounterBody>
  | z.output<typeof inquiryBuyerBody>;

const HOUR = 3_600_000;

/**
 * The year of a moment in Japan, where the trade happens: a reference made on 1 January 08:00 JST is that year's.
 * Japan's fixed offset, not a time-zone format: building one per booking cost a third of a millisecond.
 */
export const japanYear = (at: Date) => Number(japanDate(at).slice(0, 4));

export const formatReference = (year: number, n: number) => `TT-${year}-${String(n).padStart(6, '0')}`;

/** The reference minter the bookings module takes (docs/product-decisions.md §15): one TT- series for both. */
export const mintReference = async (db: Parameters<typeof nextReference>[0], at: Date) => {
  const year = japanYear(at);
  return formatReference(year, await nextReference(db, year));
};

/**
 * An accepted inquiry becomes a booking with its reference and agreed figures (docs/product-decisions.md §15),
 * after the acceptance committed: a failure is logged and never undoes the acceptance.
 */
async function bookAccepted(ctx: Ctx, row: InquiryRow, actor: Actor) {
  const figures = agreedFigures(row.quote, row.change);
  try {
    await bookingFromInquiry(
      { database: ctx.database, log: ctx.log, clock: () => new Date() },
      {
        key: row.key,
        reference: row.reference as string,
        buyer: row.buyerKey,
        tariff: row.tariffKey,
        request: row.request,
        lines: figures.lines,
        total: figures.total,
        currency: row.quote.currency,
        actor: { sub: actor.identity.sub, name: actorName(actor) },
      },
    );
  } catch (error) {
    ctx.log.warn({ err: error, inquiry: row.key }, 'accepted inquiry not booked');
  }
}

/** Who may make this move: the acting side's owners and admins; the other side is refused by name. */
function assertSide(actor: Actor, row: InquiryRow, action: InquiryAction) {
  const side = sideOfAction(action);
  const space = side === 'buyer' ? row.buyerKey : row.supplierKey;
  const other = side === 'buyer' ? row.supplierKey : row.buyerKey;
  if (!membershipOf(actor, space)) {
    if (!membershipOf(actor, other)) throw notFound(`inquiry ${row.key}`);
    throw new AppError('inquiry.wrong_side', `The ${side} makes the move ${action}`, {
      params: { action, side },
    });
  }
  assertManages(actor, space);
  return space;
}

const conflict = (row: InquiryRow, action: InquiryAction) =>
  new AppError('inquiry.state_conflict', `Cannot ${action} an inquiry that is ${row.state}`, {
    params: { from: row.state, action },
  });

/** What a move changes, worked out before anything is written; a refusal stores nothing. */
async function plan(ctx: Ctx, row: InquiryRow, action: InquiryAction, body: MoveBody, now: Date) {
  const expires = (hours: number) => new Date(now.getTime() + hours * HOUR);
  switch (action) {
    case 'confirm': {
      const b = body as z.output<typeof inquiryConfirmBody>;
      const changed = b.total !== undefined && b.total !== row.quote.total;
      if (changed && !b.reason)
        throw new AppError('inquiry.reason_required', 'body.reason: a changed total needs a reason', {
          fields: [{ field: 'body.reason', rule: 'required', message: 'needed when the total changes' }],
        });
      return {
        state: 'quoted' as const,
        total: changed ? (b.total as number) : row.quote.total,
        change: changed ? { from: row.quote.total, to: b.total as number, reason: b.reason as string } : null,
        reason: null,
        expiresAt: expires(b.expiresInHours),
        note: changed ? (b.reason ?? null) : null,
      };
    }
    case 'counter': {
      const b = body as z.output<typeof inquiryCounterBody>;
      const request: InquiryRequestDoc = {
        ...row.request,
        date: b.date ?? row.request.date,
        to: b.to ?? (b.date ? null : row.request.to),
        adults: b.adults ?? row.request.adults,
        children: b.children ?? row.request.children,
        units: b.units ?? row.request.units,
      };
      const same = (['date', 'to', 'adults', 'children', 'units'] as const).every(
        (f) => request[f] === row.request[f],
      );
      if (same)
        throw new AppError(
          'inquiry.counter_unchanged',
          'body: a counter-offer must change the date or the group',
          {
            fields: [{ field: 'body.date', rule: 'changed', message: 'must differ from the inquiry' }],
          },
        );
      const quote = await quoteForSpace(ctx, row.buyerKey, row.tariffKey, {
        date: request.date,
        adults: request.adults,
        children: request.children,
        units: request.units,
        // A counter-offer keeps the stay's nights and bands (docs/product-decisions.md §12).
        ...stay(request),
      });
      return {
        state: 'quoted' as const,
        request,
        countered: true,
        quote,
        total: quote.total,
        change: null,
        reason: b.reason || null,
        expiresAt: expires(b.expiresInHours),
        note: b.reason || null,
      };
    }
    case 'decline': {
      const b = body as z.output<typeof inquiryDeclineBody>;
      return { state: 'declined' as const, reason: b.reason, expiresAt: null, note: b.reason };
    }
    case 'accept':
      return {
        state: 'accepted' as const,
        acceptedAt: now,
        note: (body as { reason?: string }).reason ?? null,
      };
    case 'withdraw':
    case 'decline-counter': {
      const reason = (body as z.output<typeof inquiryBuyerBody>).reason ?? null;
      return {
        state: action === 'withdraw' ? ('withdrawn' as const) : ('declined' as const),
        reason,
        expiresAt: null,
        note: reason,
      };
    }
  }
}

/**
 * `PATCH /api/messenger/inquiries/{key}/{action}`: the supplier confirms (optionally another
 * total, with a reason), declines or counter-offers; the buyer accepts, withdraws or declines a counter-offer.
 * The row is locked for the move, so two answers cannot cross; accepting takes the year's next reference.
 */
export async function moveInquiry(
  ctx: Ctx,
  actor: Actor,
  key: string,
  action: InquiryAction,
  body: MoveBody,
) {
  const { db } = ctx.database;
  const found = await findInquiry(db, key);
  if (!found) throw notFound(`inquiry ${key}`);
  const space = assertSide(actor, found, action);
  const current = await expireIfDue(ctx, found);
  if (current.state === 'expired' && found.state === 'quoted')
    throw new AppError('inquiry.expired', 'The quote expired', { params: { from: 'quoted', action } });
  if (!allowedFrom(current, action)) throw conflict(current, action);
  const now = new Date();
  const change = await plan(ctx, current, action, body, now);
  const row = await db.transaction(async (tx) => {
    const locked = (await findInquiry(tx, key, true)) as InquiryRow;
    if (locked.state !== current.state || locked.updatedAt.getTime() !== current.updatedAt.getTime())
      throw conflict(locked, action);
    const { note, ...patch } = change;
    const reference =
      patch.state === 'accepted'
        ? formatReference(japanYear(now), await nextReference(tx, japanYear(now)))
        : undefined;
    const updated = await updateInquiry(tx, key, { ...patch, ...(reference ? { reference } : {}) });
    await insertInquiryHistory(tx, {
      inquiryKey: key,
      fromState: current.state,
      toState: updated.state,
      action,
      side: sideOfAction(action),
      actor: actorName(actor),
      note: reference ? [reference, note].filter(Boolean).join(' ') : note,
    });
    return updated;
  });
  await announceInquiry(ctx, row, space, actor.identity.sub);
  if (row.state === 'accepted') await bookAccepted(ctx, row, actor);
  const [view] = await inquiryViews(db, actor, [row]);
  return view as NonNullable<typeof view>;
}
