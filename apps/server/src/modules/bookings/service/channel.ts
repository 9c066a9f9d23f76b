import type { Booking, BookingCreate } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import type { Pricing } from '../../tariffs/index.ts';
import { type BookingRow, findBooking } from '../repository/bookings.ts';
import {
  type ChannelFilter,
  channelPage,
  confirmedAtOf,
  findByUuid,
  updateChannelMembers,
} from '../repository/channel.ts';
import { type Ctx, notFound, sideOf } from './access.ts';
import { type ChannelOrigin, placeBooking } from './create.ts';
import { moveBooking, readable, readBooking } from './moves.ts';
import { bookingViews } from './view.ts';

/*
 * Bookings as an OCTO reseller's system sees them (docs/octo.md): the same bookings, inventory and pricing as the
 * web (docs/product-decisions.md §15), named by the reseller's uuid, with its reference and the traveller contact.
 * Moves (confirm, cancel, amend) go through the same `moveBooking` as the web; only what OCTO adds is here.
 */

/** A booking with the members OCTO answers beside the web's view. */
export type ChannelBooking = {
  view: Booking;
  uuid: string;
  resellerReference: string | null;
  contact: Record<string, unknown> | null;
  /** The moment the booking became confirmed (its history), null before. */
  confirmedAt: string | null;
};

export type { ChannelFilter, ChannelOrigin };

const MINUTE = 60_000;
const LONGEST_HOLD_MS = 24 * 60 * MINUTE;

/**
 * A view and its row's OCTO members. The confirmation moment comes from the view's history; a view without one is
 * a booking just made, confirmed (on a free-sale date) when it was made or not yet.
 */
function channelOf(view: Booking, row: BookingRow): ChannelBooking {
  if (!row.octoUuid) throw notFound(row.key);
  const confirmedAt = view.history
    ? (view.history.find((v) => v.state === 'confirmed')?.at ?? null)
    : view.state === 'confirmed'
      ? view.createdAt
      : null;
  return {
    view,
    uuid: row.octoUuid,
    resellerReference: row.resellerReference,
    contact: row.contact,
    confirmedAt,
  };
}

async function channelView(ctx: Ctx, actor: Actor, key: string): Promise<ChannelBooking> {
  const view = await readBooking(ctx, actor, key);
  const row = await findBooking(ctx.database.db, key);
  if (!row) throw notFound(key);
  return channelOf(view, row);
}

/** The OCTO booking `uuid` of `supplier` the caller is party to, or `invalid record`. */
async function channelRow(ctx: Ctx, actor: Actor, supplier: string, uuid: string) {
  const row = await findByUuid(ctx.database.db, uuid);
  if (!row || row.supplierKey !== supplier) throw notFound(uuid);
  sideOf(actor, row);
  return row;
}

/** Reserves through the web's own create path; the uuid is its idempotency key, so a retry answers the first. */
export async function reserveForChannel(
  ctx: Ctx,
  actor: Actor,
  body: BookingCreate,
  origin: ChannelOrigin,
  pricing?: Pricing,
): Promise<ChannelBooking> {
  const { view, row } = await placeBooking(ctx, actor, body, `octo:${origin.uuid}`, origin, pricing);
  // A first reservation answers from the row it wrote (confirmed at once on a free-sale date); a retry reads the
  // booking as it stands now.
  return row ? channelOf(view, row) : channelView(ctx, actor, view.key);
}

export async function channelBooking(ctx: Ctx, actor: Actor, supplier: string, uuid: string) {
  const row = await channelRow(ctx, actor, supplier, uuid);
  return channelView(ctx, actor, row.key);
}

/** The booking's key, for the moves the web's `moveBooking` makes on it. */
export async function channelKey(ctx: Ctx, actor: Actor, supplier: string, uuid: string) {
  return (await channelRow(ctx, actor, supplier, uuid)).key;
}

type ChannelDetails = {
  resellerReference?: string | undefined;
  contact?: Record<string, unknown>;
  note?: string;
};

/** Writes the members sent (none: nothing) and answers the row as it now stands. */
async function writeDetails(ctx: Ctx, actor: Actor, row: BookingRow, change: ChannelDetails) {
  if (sideOf(actor, row) !== 'buyer') throw notFound(row.octoUuid ?? row.key);
  const set = {
    ...(change.resellerReference !== undefined ? { resellerReference: change.resellerReference } : {}),
    ...(change.contact !== undefined ? { contact: { ...(row.contact ?? {}), ...change.contact } } : {}),
    ...(change.note !== undefined ? { note: change.note } : {}),
  };
  if (!Object.keys(set).length) return row;
  const updatedAt = ctx.clock();
  await updateChannelMembers(ctx.database.db, row.key, { ...set, updatedAt });
  return { ...row, ...set, updatedAt };
}

/** The reseller's reference, the contact and the notes, as sent; the booking's document is unchanged. */
export async function updateChannelDetails(
  ctx: Ctx,
  actor: Actor,
  supplier: string,
  uuid: string,
  change: ChannelDetails,
) {
  const row = await channelRow(ctx, actor, supplier, uuid);
  return (await writeDetails(ctx, actor, row, change)).key;
}

/**
 * OCTO's confirm: a live hold is confirmed by the web's own move, then the reseller's reference and contact are
 * written (a refused confirmation stores nothing); a request stays pending until the supplier decides, and a
 * confirmed booking answers as it stands (a retried confirmation). The answer is built from the move's own view
 * and the row in hand, not read again (docs/performance.md "OCTO").
 */
export async function confirmChannelBooking(
  ctx: Ctx,
  actor: Actor,
  supplier: string,
  uuid: string,
  details: ChannelDetails,
) {
  const row = await channelRow(ctx, actor, supplier, uuid);
  const settled = row.state === 'pending' || row.state === 'confirmed';
  const moved = settled ? undefined : await moveBooking(ctx, actor, row.key, 'confirm', {}, row);
  const written = await writeDetails(ctx, actor, row, details);
  if (!moved) return channelView(ctx, actor, row.key);
  return channelOf(
    written === row ? moved : { ...moved, updatedAt: written.updatedAt.toISOString() },
    written,
  );
}

/** Gives a live hold `minutes` more from now (OCTO's extend); anything but a live hold is refused. */
export async function extendChannelHold(
  ctx: Ctx,
  actor: Actor,
  supplier: string,
  uuid: string,
  minutes: number,
) {
  const row = await channelRow(ctx, actor, supplier, uuid);
  const now = ctx.clock();
  if (sideOf(actor, row) !== 'buyer') throw notFound(uuid);
  if (row.state !== 'held' || !row.holdExpiresAt || row.holdExpiresAt < now)
    throw new AppError('booking.hold_expired', 'Only a live hold is extended', {
      params: { expiredAt: row.holdExpiresAt?.toISOString() ?? '' },
    });
  const until = new Date(now.getTime() + minutes * MINUTE);
  // A hold keeps units from everyone else: it lasts at most a day from when it was made, extended or not.
  if (until.getTime() > row.createdAt.getTime() + LONGEST_HOLD_MS)
    throw new AppError('booking.hold_expired', 'A hold lasts at most 24 hours from when it was made', {
      params: { expiredAt: new Date(row.createdAt.getTime() + LONGEST_HOLD_MS).toISOString() },
      fields: [
        {
          field: 'body.expirationMinutes',
          rule: 'max_hold',
          message: 'ends past 24 hours after the reservation',
        },
      ],
    });
  await updateChannelMembers(ctx.database.db, row.key, {
    holdExpiresAt: until,
    updatedAt: now,
  });
  return channelView(ctx, actor, row.key);
}

export async function channelBookingByKey(ctx: Ctx, actor: Actor, key: string) {
  return channelView(ctx, actor, key);
}

/**
 * The buyer's OCTO bookings with a supplier, a page of `limit` after the key `after` (none: every one); `next`
 * is the last key when more follow. The page is read in a fixed number of statements whatever its size (the
 * rows, the names and titles of bookingViews, the confirmation moments), not booking by booking; only a hold whose
 * time ran out is read again, as `readable` marks it expired (docs/octo.md "Paging").
 */
export async function listChannelBookings(
  ctx: Ctx,
  actor: Actor,
  buyer: string,
  supplier: string,
  filter: ChannelFilter,
  after: string | undefined,
  limit: number | undefined,
) {
  const rows = await channelPage(ctx.database.db, buyer, supplier, filter, after, limit);
  const now = ctx.clock();
  const page = [];
  for (const row of limit === undefined ? rows : rows.slice(0, limit))
    page.push(
      row.state === 'held' && row.holdExpiresAt && row.holdExpiresAt < now
        ? await readable(ctx, actor, row.key)
        : row,
    );
  const [views, confirmed] = await Promise.all([
    bookingViews(ctx.database.db, actor, page),
    confirmedAtOf(
      ctx.database.db,
      page.map((row) => row.key),
    ),
  ]);
  const items: ChannelBooking[] = page.map((row, i) => ({
    view: views[i] as Booking,
    uuid: row.octoUuid as string,
    resellerReference: row.resellerReference,
    contact: row.contact,
    confirmedAt: confirmed.get(row.key)?.toISOString() ?? null,
  }));
  const more = limit !== undefined && rows.length > limit;
  return { items, next: more ? (page.at(-1)?.key ?? null) : null };
}
