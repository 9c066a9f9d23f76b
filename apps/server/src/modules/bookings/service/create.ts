import { createHash } from 'node:crypto';
import {
  type Booking,
  type BookingCreate,
  bookingCreate,
  japanDaysBefore,
  type QuoteOut,
  type QuoteRequest,
  type TariffDoc,
} from '@tourtariff/shared';
import type { z } from 'zod';
import { impliedSpace } from '../../../acting.ts';
import { type Actor, actorName, membershipOf } from '../../../actor.ts';
import { type Db, onTransaction } from '../../../db/client.ts';
import type { InventoryModeColumn } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { newKey, parseOrThrow } from '../../../kit/index.ts';
import { type findPricedTariff, type Pricing, pricingFor } from '../../tariffs/index.ts';
import { mintReference } from '../references.ts';
import {
  type BookingRow,
  claimIdempotencyKey,
  findIdempotencyKey,
  insertBooking,
  insertVersion,
  recordIdempotentAnswer,
} from '../repository/bookings.ts';
import { allotmentRows, inventoryRows, unitsInUse } from '../repository/inventory.ts';
import type { Ctx } from './access.ts';
import { type BookingTerms, termsOf } from './fees.ts';
import { notifyBooking } from './notify.ts';
import { type DaySetting, datesBetween, dayUnits, UNSET_DAY } from './units.ts';
import { bookingViews, diffOf, documentOf } from './view.ts';

type CreateBody = z.output<typeof bookingCreate>;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Children of every age band, or the plain count: who a fee tier's group sizes are measured on. */
export const guestsOf = (g: { adults: number; children: number; bands?: Record<string, number> | null }) =>
  g.adults +
  Math.max(
    g.children,
    Object.values(g.bands ?? {}).reduce((sum, n) => sum + n, 0),
  );

/** The start of a date in Japan (00:00 JST), the moment a cut-off counts back from. */
const japanStart = (date: string) => new Date(`${date}T00:00:00+09:00`);

/** What a booking of these dates and group is priced and checked as; refusals before any write. */
export type Plan = {
  tariff: NonNullable<Awaited<ReturnType<typeof findPricedTariff>>>;
  terms: BookingTerms;
  dates: string[];
  quote: QuoteOut;
  dayTrip: boolean;
};

/** Which refusal of the pricing function means a group no tier prices: named as a booking rule. */
const NO_TIER = new Set(['quote.no_pax_tier', 'quote.no_child_rate', 'quote.no_occupancy']);

/**
 * Prices a booking for the buyer space with the one pricing function (through the tariffs module, at the
 * agreement in force) and checks its dates against the calendar rules that need no lock: past, cut-off.
 */
export async function planBooking(
  ctx: Ctx,
  buyer: string,
  tariffKey: string,
  group: {
    date: string;
    to?: string;
    adults: number;
    children: number;
    bands?: Record<string, number>;
    units: number;
  },
  now: Date,
  field = 'body.date',
  known?: Pricing,
): Promise<Plan> {
  // The tariff and the agreement in force are read once, for the checks, the price and the fee schedule alike
  // (a caller that has read them hands them in).
  const pricing = known?.tariff.key === tariffKey ? known : await pricingFor(ctx, buyer, tariffKey);
  const { tariff, agreement } = pricing;
  const doc = tariff.doc as TariffDoc;
  const last = group.to ?? group.date;
  if (japanDaysBefore(group.date, now) < 0)
    throw new AppError('booking.past', `${field}: ${group.date} has begun in Japan`, {
      params: { date: group.date },
      fields: [
        { field, rule: 'past', message: 'must not have begun in Japan', params: { date: group.date } },
      ],
    });
  // The cut-off is the tariff's own (an agreement changes only the fee schedule): checked before any other read.
  const { cutoffHours } = termsOf(doc);
  if (cutoffHours > 0 && now.getTime() > japanStart(group.date).getTime() - cutoffHours * HOUR)
    throw new AppError('booking.cutoff', `${field}: bookings close ${cutoffHours} hours before the start`, {
      params: { date: group.date, cutoffHours },
      fields: [
        {
          field,
          rule: 'cutoff',
          message: 'is past the booking cut-off',
          params: { hours: cutoffHours },
        },
      ],
    });
  const dates = datesBetween(group.date, last);
  const stay = doc.category === 'accommodation';
  const request: QuoteRequest = {
    date: group.date,
    adults: group.adults,
    children: group.children,
    units: group.units,
    ...(group.bands ? { bands: group.bands } : {}),
    ...(stay && dates.length > 1 ? { nights: dates.length } : {}),
  };
  let quote: QuoteOut;
  try {
    quote = pricing.quote(request);
  } catch (error) {
    if (error instanceof AppError && NO_TIER.has(error.code))
      throw new AppError('booking.no_tier', `${error.message}`, {
        params: error.params,
        fields: error.fields,
      });
    throw error;
  }
  const terms = termsOf(doc, agreement?.feeSchedule);
  return { tariff, terms, dates, quote, dayTrip: !stay && dates.length === 1 };
}

/**
 * The dates' settings and the units the buyer may book on each, read under the dates' row locks (`lock` false:
 * a read-only preview, which takes none and decides nothing).
 */
export async function checkUnits(
  db: Db,
  tariff: string,
  dates: string[],
  buyer: string,
  units: number,
  now: Date,
  except?: string,
  lock = true,
): Promise<InventoryModeColumn[]> {
  const from = dates[0] as string;
  const to = dates.at(-1) as string;
  const [rows, allotments, used] = [
    await inventoryRows(db, tariff, from, to, lock),
    await allotmentRows(db, tariff, from, to),
    await unitsInUse(db, tariff, from, to, now, except),
  ];
  const settings = new Map<string, DaySetting>(rows.map((r) => [r.date, r]));
  const modes: InventoryModeColumn[] = [];
  for (const date of dates) {
    const setting = settings.get(date) ?? UNSET_DAY;
    if (setting.closed) throw new AppError('booking.closed', `${date} is closed`, { params: { date } });
    modes.push(setting.mode);
    if (setting.mode !== 'allotment') continue;
    const perBuyer = new Map<string, number>();
    for (const u of used) if (u.date === date) perBuyer.set(u.buyer, u.units);
    const day = dayUnits(
      setting,
      allotments.filter((a) => a.date === date).map((a) => ({ ...a, partner: a.partnerKey })),
      perBuyer,
      buyer,
      date,
      now,
    );
    if ((day.left ?? 0) < units)
      throw new AppError('booking.sold_out', `Only ${day.left ?? 0} units left on ${date}`, {
        params: { date, left: day.left ?? 0, asked: units },
      });
  }
  return modes;
}

/** The buyer space a booking is made for: one of the caller's buyer spaces. */
export function buyerSpace(actor: Actor, named: string | undefined): string {
  const space = named ?? impliedSpace(actor, true);
  const membership = space ? membershipOf(actor, space) : undefined;
  if (!space || !membership) throw new AppError('record.not_found', `No space ${space ?? ''} of yours`);
  if (membership.role !== 'buyer')
    throw new AppError('booking.not_buyer_space', `body.space: ${space} is not a buyer space`, {
      params: { space },
      fields: [
        { field: 'body.space', rule: 'buyer_space', message: 'must be a buyer space', params: { space } },
      ],
    });
  return space;
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(
      JSON.stringify(body, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? sortKeys(v) : v)),
    )
    .digest('hex');

function sortKeys(value: Record<string, unknown>) {
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, value[k]]),
  );
}

/**
 * Where a booking comes from when not the web app: an OCTO reseller's system names it by its uuid and its own
 * reference, carries the traveller contact, and may ask for a shorter or longer hold (docs/octo.md).
 */
export type ChannelOrigin = {
  channel: 'octo';
  uuid: string;
  resellerReference: string | null;
  contact: Record<string, unknown> | null;
  holdMinutes?: number | undefined;
};

export type NewBookingInput = {
  buyer: string;
  origin?: ChannelOrigin | undefined;
  body: CreateBody;
  /** What is written of the plan: an accepted inquiry brings its agreed figures instead of a new quote. */
  plan: Omit<Plan, 'quote'> & { quote: Pick<QuoteOut, 'currency' | 'lines' | 'total'> };
  actor: { sub: string | null; name: string | null };
  now: Date;
  inquiry?: { key: string; reference: string; state?: 'confirmed' | 'pending' };
};

/** Writes a checked booking (inside the caller's transaction, after the dates are locked and counted). */
export async function writeBooking(db: Db, input: NewBookingInput, modes: InventoryModeColumn[]) {
  const { buyer, body, plan, now } = input;
  const onRequest = modes.includes('on_request');
  const state = input.inquiry ? (onRequest ? 'pending' : 'confirmed') : onRequest ? 'pending' : 'held';
  const reference = input.inquiry?.reference ?? (await mintReference(db, now));
  const row = await insertBooking(db, {
    key: newKey('bk'),
    reference,
    tariffKey: plan.tariff.key,
    supplierKey: plan.tariff.spaceKey,
    buyerKey: buyer,
    state,
    firstDate: plan.dates[0] as string,
    lastDate: plan.dates.at(-1) as string,
    adults: body.adults,
    children: body.children,
    bands: body.bands ?? {},
    units: body.units,
    note: body.note,
    currency: plan.quote.currency,
    lines: plan.quote.lines,
    total: plan.quote.total,
    feeSchedule: plan.terms.feeSchedule,
    dayTrip: plan.dayTrip,
    holdExpiresAt:
      state === 'held'
        ? new Date(now.getTime() + (input.origin?.holdMinutes ?? plan.terms.holdMinutes) * MINUTE)
        : null,
    inquiryKey: input.inquiry?.key ?? null,
    createdBy: input.actor.sub,
    createdAt: now,
    updatedAt: now,
    ...(input.origin
      ? {
          channel: input.origin.channel,
          octoUuid: input.origin.uuid,
          resellerReference: input.origin.resellerReference,
          contact: input.origin.contact,
        }
      : {}),
  });
  await insertVersion(db, {
    bookingKey: row.key,
    version: 1,
    document: documentOf(row),
    diff: diffOf(null, documentOf(row)),
    actorSub: input.actor.sub,
    actorName: input.actor.name,
    at: now,
  });
  return row;
}

/**
 * `POST /api/v1/Booking`: a hold (free sale and allotment dates) or a request (any date on request), priced
 * for the buyer space. With an `Idempotency-Key`, a retry with the same body answers the first answer and a
 * different body is refused; the key is claimed in the booking's own transaction, so a refused booking leaves
 * no key behind (docs/product-decisions.md §15).
 */
export async function createBooking(
  ctx: Ctx,
  actor: Actor,
  input: BookingCreate,
  idempotencyKey?: string,
  origin?: ChannelOrigin,
) {
  return (await placeBooking(ctx, actor, input, idempotencyKey, origin)).view;
}

/**
 * createBooking's work, answering the row written beside its view; a replay of an earlier answer has no row
 * (the booking may have moved since, and its caller reads it as it stands).
 */
export async function placeBooking(
  ctx: Ctx,
  actor: Actor,
  input: BookingCreate,
  idempotencyKey?: string,
  origin?: ChannelOrigin,
  pricing?: Pricing,
): Promise<{ view: Booking; row?: BookingRow }> {
  // The route has checked it; a caller from elsewhere (a script) gets the same 400 naming the field.
  const body = parseOrThrow(bookingCreate, input);
  const buyer = buyerSpace(actor, body.space);
  const now = ctx.clock();
  const bodyHash = hashOf({ ...body, space: buyer, ...(origin ? { origin } : {}) });
  const { db } = ctx.database;
  if (idempotencyKey) {
    const earlier = await findIdempotencyKey(db, buyer, idempotencyKey);
    if (earlier?.answer) return { view: replay(earlier, bodyHash) };
  }
  const plan = await planBooking(ctx, buyer, body.tariff, body, now, 'body.date', pricing);
  const who = { sub: actor.identity.sub, name: actorName(actor) };
  const outcome = await db.transaction(async (tx) => {
    if (idempotencyKey && !(await claimIdempotencyKey(tx, buyer, idempotencyKey, bodyHash))) {
      const earlier = await findIdempotencyKey(tx, buyer, idempotencyKey);
      return { replayed: earlier };
    }
    const modes = await checkUnits(tx, plan.tariff.key, plan.dates, buyer, body.units, now);
    const row = await writeBooking(tx, { buyer, origin, body, plan, actor: who, now }, modes);
    const titles = new Map([[plan.tariff.key, plan.tariff.doc.title]]);
    const [view] = await bookingViews(tx, actor, [row], false, titles);
    if (idempotencyKey)
      await recordIdempotentAnswer(tx, buyer, idempotencyKey, row.key, view as Record<string, unknown>);
    // The supplier's notices commit with the booking: one commit for the whole hold (docs/performance.md
    // "Bookings").
    const inside = { ...ctx, database: onTransaction(ctx.database, tx) };
    await notifyBooking(inside, row.supplierKey, row, row.state === 'pending' ? 'pending' : 'held', who);
    return { row, view };
  });
  if ('replayed' in outcome) return { view: replay(outcome.replayed, bodyHash) };
  return { view: outcome.view as Booking, row: outcome.row };
}

function replay(earlier: Awaited<ReturnType<typeof findIdempotencyKey>>, bodyHash: string) {
  if (!earlier || earlier.bodyHash !== bodyHash)
    throw new AppError('booking.idempotency_conflict', 'This Idempotency-Key was used with another body', {
      fields: [
        {
          field: 'headers.idempotency-key',
          rule: 'idempotency_conflict',
          message: 'was used before with a different body',
        },
      ],
    });
  return earlier.answer as unknown as Awaited<ReturnType<typeof bookingViews>>[number];
}

export type { BookingRow };
