import { randomUUID } from 'node:crypto';
import {
  type ChannelBooking,
  cancellationPreview,
  channelBooking,
  channelBookingByKey,
  channelKey,
  confirmChannelBooking,
  extendChannelHold,
  listChannelBookings,
  moveBooking,
  reserveForChannel,
  updateChannelDetails,
} from '../../bookings/index.ts';
import { agreementInForce, boundPricing, findPricedTariff, findPricedTariffs } from '../../tariffs/index.ts';
import type { OctoCaller } from '../caller.ts';
import { invalidBooking, invalidOption, OctoError } from '../errors.ts';
import type { BookingsQuery, CancelBody, ConfirmBody, ReserveBody, UpdateBody } from '../schemas.ts';
import { dateOfAvailability } from './availability.ts';
import { bookingShape } from './booking-shape.ts';
import { type Ctx, sellableTariff } from './catalogue.ts';
import { OPTION_ID, type Tariff } from './products.ts';
import { groupOf } from './units.ts';

/*
 * OCTO's booking calls over the bookings module (docs/octo.md "Bookings"): reserve is the web's create (a hold,
 * or a request on dates sold on request), confirm, cancel and amend are the web's moves, so inventory, prices,
 * fees and notices are the ones the web has. A booking another reseller made, or of another supplier, is
 * INVALID_BOOKING_UUID like one that does not exist.
 */

type Agreement = Awaited<ReturnType<typeof agreementInForce>>;

/** The booking as OCTO answers it; `agreement`, when the caller has started reading it already. */
async function shaped(
  ctx: Ctx,
  caller: OctoCaller,
  booking: ChannelBooking,
  agreement: Agreement | Promise<Agreement> = agreementInForce(ctx, caller.buyer, caller.supplier),
) {
  const [tariff, terms] = await Promise.all([
    findPricedTariff(ctx.database.db, booking.view.tariff),
    agreement,
  ]);
  return bookingShape(booking, tariff as Tariff | undefined, terms, caller.language, ctx.clock());
}

/** Runs a bookings call whose "no such booking" is OCTO's INVALID_BOOKING_UUID. */
async function named<T>(uuid: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'record.not_found')
      throw invalidBooking(uuid);
    throw error;
  }
}

const contactOf = (contact: ReserveBody['contact']) =>
  contact
    ? (Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== undefined)) as Record<
        string,
        unknown
      >)
    : null;

export async function reserve(ctx: Ctx, caller: OctoCaller, body: ReserveBody) {
  // The agreement the answer is priced with is read beside the product, not after the booking.
  const [tariff, agreement] = await Promise.all([
    sellableTariff(ctx, caller, body.productId),
    agreementInForce(ctx, caller.buyer, caller.supplier) as Promise<Agreement>,
  ]);
  if (body.optionId !== OPTION_ID) throw invalidOption(body.optionId);
  const date = dateOfAvailability(tariff.key, body.availabilityId);
  const group = groupOf(
    tariff.doc,
    body.unitItems.map((item) => item.unitId),
  );
  if (group.adults < 1)
    throw new OctoError('BAD_REQUEST', 'unitItems: a booking takes at least one adult', {
      'tourtariff:fields': [
        { field: 'body.unitItems', rule: 'adult_required', message: 'must name an adult' },
      ],
    });
  const booking = await reserveForChannel(
    ctx,
    caller.actor,
    {
      space: caller.buyer,
      tariff: tariff.key,
      date,
      ...group,
      units: body['tourtariff:units'] ?? 1,
      note: body.notes ?? '',
    },
    {
      channel: 'octo',
      uuid: body.uuid ?? randomUUID(),
      resellerReference: body.resellerReference ?? null,
      contact: contactOf(body.contact),
      holdMinutes: body.expirationMinutes,
    },
    boundPricing(tariff, agreement),
  );
  return bookingShape(booking, tariff, agreement, caller.language, ctx.clock());
}

export async function getOne(ctx: Ctx, caller: OctoCaller, uuid: string) {
  return named(uuid, async () =>
    shaped(ctx, caller, await channelBooking(ctx, caller.actor, caller.supplier, uuid)),
  );
}

/**
 * Confirms a hold, then writes the reseller's reference and contact (a refused confirmation stores nothing); a
 * request stays PENDING until the supplier decides, and a retried confirmation answers the booking as it stands.
 */
export async function confirm(ctx: Ctx, caller: OctoCaller, uuid: string, body: ConfirmBody) {
  return named(uuid, async () => {
    // The agreement depends only on who calls: read beside the move rather than after it (one round trip
    // less in the reseller's wait; docs/performance.md "OCTO").
    const [booking, agreement] = await Promise.all([
      confirmChannelBooking(ctx, caller.actor, caller.supplier, uuid, {
        resellerReference: body.resellerReference,
        ...(body.contact ? { contact: contactOf(body.contact) ?? {} } : {}),
      }),
      agreementInForce(ctx, caller.buyer, caller.supplier),
    ]);
    return shaped(ctx, caller, booking, agreement);
  });
}

export async function extend(ctx: Ctx, caller: OctoCaller, uuid: string, minutes: number | undefined) {
  return named(uuid, async () =>
    shaped(ctx, caller, await extendChannelHold(ctx, caller.actor, caller.supplier, uuid, minutes ?? 30)),
  );
}

/**
 * Cancels at the fee the schedule asks now. Past the cut-off (a tier keeping the whole price) a reseller must
 * say `force: true`; without it the answer is BAD_REQUEST with the fee tier as `tourtariff:cancellationFee`.
 */
export async function cancel(ctx: Ctx, caller: OctoCaller, uuid: string, body: CancelBody) {
  return named(uuid, async () => {
    const key = await channelKey(ctx, caller.actor, caller.supplier, uuid);
    const booking = await channelBookingByKey(ctx, caller.actor, key);
    const preview = await cancellationPreview(ctx, caller.actor, key);
    if (booking.view.state === 'confirmed' && preview.percent >= 100 && !body.force)
      throw new OctoError(
        'BAD_REQUEST',
        'Past the cancellation cut-off: the whole price is due; send force: true',
        {
          'tourtariff:code': 'octo.past_cutoff',
          'tourtariff:cancellationFee': {
            percent: preview.percent,
            fee: preview.fee,
            currency: booking.view.currency,
            daysBefore: preview.daysBefore,
          },
          'tourtariff:cancellationSchedule': preview.schedule,
        },
      );
    await moveBooking(ctx, caller.actor, key, 'cancel', {
      ...(body.reason ? { reason: body.reason } : {}),
      expectFee: preview.fee,
    });
    return shaped(ctx, caller, await channelBookingByKey(ctx, caller.actor, key));
  });
}

/**
 * PATCH: the members sent change, nothing else. The reseller's reference, contact and notes are written as
 * they are; a new date or group is the web's amendment (a confirmed booking, re-priced and re-counted);
 * `expirationMinutes` extends a hold.
 */
export async function update(ctx: Ctx, caller: OctoCaller, uuid: string, body: UpdateBody) {
  return named(uuid, async () => {
    const key = await channelKey(ctx, caller.actor, caller.supplier, uuid);
    const before = await channelBookingByKey(ctx, caller.actor, key);
    if (body.productId !== undefined && body.productId !== before.view.tariff)
      throw new OctoError(
        'BAD_REQUEST',
        'productId: a booking keeps its product; cancel and reserve another',
        {
          'tourtariff:fields': [{ field: 'body.productId', rule: 'immutable', message: 'cannot change' }],
        },
      );
    if (body.optionId !== undefined && body.optionId !== OPTION_ID) throw invalidOption(body.optionId);
    const amend: Record<string, unknown> = {};
    if (body.availabilityId !== undefined) {
      const date = dateOfAvailability(before.view.tariff, body.availabilityId);
      if (date !== before.view.date) Object.assign(amend, { date, to: date });
    }
    if (body.unitItems !== undefined) {
      const tariff = await sellableTariff(ctx, caller, before.view.tariff);
      const group = groupOf(
        tariff.doc,
        body.unitItems.map((item) => item.unitId),
      );
      Object.assign(amend, { adults: group.adults, children: group.children, bands: group.bands ?? {} });
    }
    if (body['tourtariff:units'] !== undefined) amend.units = body['tourtariff:units'];
    if (Object.keys(amend).length) await moveBooking(ctx, caller.actor, key, 'amend', amend);
    await updateChannelDetails(ctx, caller.actor, caller.supplier, uuid, {
      resellerReference: body.resellerReference,
      ...(body.contact ? { contact: contactOf(body.contact) ?? {} } : {}),
      ...(body.notes !== undefined ? { note: body.notes ?? '' } : {}),
    });
    if (body.expirationMinutes !== undefined && before.view.state === 'held')
      await extendChannelHold(ctx, caller.actor, caller.supplier, uuid, body.expirationMinutes);
    return shaped(ctx, caller, await channelBookingByKey(ctx, caller.actor, key));
  });
}

export async function list(ctx: Ctx, caller: OctoCaller, query: BookingsQuery, after: string | undefined) {
  const { items, next } = await listChannelBookings(
    ctx,
    caller.actor,
    caller.buyer,
    caller.supplier,
    {
      resellerReference: query.resellerReference,
      supplierReference: query.supplierReference,
      localDate: query.localDate,
      localDateStart: query.localDateStart,
      localDateEnd: query.localDateEnd,
    },
    after,
    query.limit,
  );
  // The page's tariffs and the agreement once for all its bookings, not per booking (docs/octo.md "Paging").
  const [tariffs, agreement] = await Promise.all([
    findPricedTariffs(ctx.database.db, [...new Set(items.map((item) => item.view.tariff))]),
    agreementInForce(ctx, caller.buyer, caller.supplier),
  ]);
  const byKey = new Map(tariffs.map((tariff) => [tariff.key, tariff as Tariff]));
  const now = ctx.clock();
  return {
    items: items.map((item) =>
      bookingShape(item, byKey.get(item.view.tariff), agreement, caller.language, now),
    ),
    next,
  };
}
