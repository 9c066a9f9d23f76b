import { z } from 'zod';
import { isoDate, plainText, ruleIssue, spaceKeyInput, tariffKey } from '../tariffs-fields.ts';
import { QUOTE_LIMITS, quoteLineOut, quoteRequest } from './quote.ts';

/*
 * Bookings on inventory (docs/product-decisions.md §15): per-date sale modes and capacity of a tariff, partner
 * allotments with release days, the availability calendar, and bookings with their lifecycle:
 *
 *   held →(buyer or supplier confirm) confirmed | (time) expired       pending →(supplier) confirmed | rejected
 *   confirmed →(either side) cancelled | (supplier, after the last day) completed | (supplier, from the first day) no_show
 *   confirmed →(buyer amend) confirmed, a new version
 */
export const BOOKING_LIMITS = {
  /** The widest range one inventory or allotment write, or one availability read, may name. */
  rangeDays: 366,
  /** The longest stay a booking may name (last night/day minus first). */
  stayDays: 60,
  capacity: 100_000,
  units: QUOTE_LIMITS.units,
  people: QUOTE_LIMITS.people,
  note: 2_000,
  reason: 500,
  releaseDays: 365,
  idempotencyKey: 200,
} as const;

export const inventoryModes = ['free_sale', 'allotment', 'on_request'] as const;
export type InventoryMode = (typeof inventoryModes)[number];

export const bookingStates = [
  'held',
  'pending',
  'confirmed',
  'expired',
  'rejected',
  'cancelled',
  'completed',
  'no_show',
] as const;
export type BookingState = (typeof bookingStates)[number];

/** Where a booking was made: the web app, or an OCTO reseller's system through the OCTO API. */
export const bookingChannels = ['web', 'octo'] as const;
export type BookingChannel = (typeof bookingChannels)[number];

/** The moves of `POST /api/v1/Booking/{key}/{move}`. */
export const bookingMoves = ['confirm', 'cancel', 'amend', 'reject', 'complete', 'no-show'] as const;
export type BookingMove = (typeof bookingMoves)[number];

export const calendarStatuses = [
  'available',
  'limited',
  'sold_out',
  'closed',
  'on_request',
  'free_sale',
] as const;
export type CalendarStatus = (typeof calendarStatuses)[number];

export const bookingKey = z.string().regex(/^bk_[A-Za-z0-9_-]{1,60}$/, 'must be a booking key (bk_…)');

/** Days from `from` to `to` inclusive, for the range rules below. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A range check reported on `to`: not before `from`, at most `max` days long. */
function rangeIssues(value: { from: string; to: string }, issues: unknown[], max: number) {
  if (value.to < value.from) issues.push(ruleIssue(['to'], 'date_order', 'must not be before from'));
  else if (daysBetween(value.from, value.to) + 1 > max)
    issues.push(ruleIssue(['to'], 'range_days', `must be at most ${max} days after from`, { max }));
}

/**
 * `PUT /api/v1/Tariff/{key}/inventory`: the supplier sets the dates of a range (on the weekdays given, 0 =
 * Sunday; all when absent) in one action. Only the members sent change; a date without a row gets the defaults
 * of docs/product-decisions.md §15 for the members not sent.
 */
export const inventoryBody = z
  .object({
    from: isoDate,
    to: isoDate,
    weekdays: z.array(z.int().min(0).max(6)).min(1).max(7).optional(),
    mode: z.enum(inventoryModes).optional(),
    capacity: z.int().min(0).max(BOOKING_LIMITS.capacity).optional(),
    closed: z.boolean().optional().describe('Stop-sell: true closes the dates, false reopens them'),
  })
  .strict()
  .check((ctx) => {
    rangeIssues(ctx.value, ctx.issues, BOOKING_LIMITS.rangeDays);
    const { mode, capacity, closed } = ctx.value;
    if (mode === undefined && capacity === undefined && closed === undefined)
      ctx.issues.push(ruleIssue(['mode'], 'required', 'name at least one of mode, capacity or closed'));
  });
export type InventoryBody = z.infer<typeof inventoryBody>;

/** `PUT /api/v1/Tariff/{key}/allotments`: units held for one active partner on each date of a range. */
export const allotmentsBody = z
  .object({
    partner: spaceKeyInput.describe('The buyer space the units are held for (an active partner)'),
    from: isoDate,
    to: isoDate,
    units: z.int().min(0).max(BOOKING_LIMITS.capacity).describe('0 removes the allotment'),
    releaseDays: z
      .int()
      .min(0)
      .max(BOOKING_LIMITS.releaseDays)
      .describe('Unbooked units return to the general pool this many days before the date (Japan time)'),
  })
  .strict()
  .check((ctx) => rangeIssues(ctx.value, ctx.issues, BOOKING_LIMITS.rangeDays));
export type AllotmentsBody = z.infer<typeof allotmentsBody>;

/** The answer of both inventory writes: how many dates changed. */
export const inventoryWriteOut = z.object({ tariff: z.string(), dates: z.number() });

/** `GET /api/v1/Tariff/{key}/availability?from&to` (at most 366 days); named apart from the guides' availabilityQuery. */
export const bookingAvailabilityQuery = z
  .object({ from: isoDate, to: isoDate })
  .strict()
  .check((ctx) => rangeIssues(ctx.value, ctx.issues, BOOKING_LIMITS.rangeDays));
export type BookingAvailabilityQuery = z.infer<typeof bookingAvailabilityQuery>;

export const availabilityDayOut = z.object({
  date: z.string(),
  mode: z.enum(inventoryModes),
  status: z.enum(calendarStatuses),
  left: z
    .number()
    .nullable()
    .describe(
      'Units the caller may still book: its partner allotment plus the general pool; null = unlimited',
    ),
  capacity: z.number().nullable().describe('Units of the date (allotment mode); null otherwise'),
  price: z
    .number()
    .nullable()
    .describe(
      "The caller's price for the default group from the pricing function, minor units; null when not priced",
    ),
  closed: z.boolean(),
  sold: z.number().optional().describe('The supplier only: units of confirmed bookings'),
  held: z.number().optional().describe('The supplier only: units of holds and requests still counting'),
});

export const availabilityAnswer = z.object({
  tariff: z.string(),
  currency: z.string(),
  days: z.array(availabilityDayOut),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswer>;
export type AvailabilityDay = z.infer<typeof availabilityDayOut>;

const bands = z
  .record(z.string().regex(/^[a-z][a-z0-9_]{0,31}$/), z.int().min(0).max(BOOKING_LIMITS.people))
  .describe("Children per age band key of the tariff's bands");

/** `POST /api/v1/Booking`: a hold (free sale, allotment) or a request (on request). */
export const bookingCreate = z
  .object({
    space: spaceKeyInput
      .optional()
      .describe(
        'The buyer space booking (defaults to the X-TourTariff-Space space, then the caller’s only one)',
      ),
    tariff: tariffKey,
    date: quoteRequest.shape.date,
    to: isoDate.optional().describe('The last night (stays) or day (multi-day tours); `date` when absent'),
    adults: quoteRequest.shape.adults,
    children: z.int().min(0).max(BOOKING_LIMITS.people).default(0),
    bands: bands.optional(),
    units: z.int().min(1).max(BOOKING_LIMITS.units).default(1).describe('Rooms, seats or vehicles'),
    note: plainText(BOOKING_LIMITS.note).default(''),
  })
  .strict()
  .check((ctx) => {
    const { date, to } = ctx.value;
    if (to !== undefined) rangeIssues({ from: date, to }, ctx.issues, BOOKING_LIMITS.stayDays);
  });
export type BookingCreate = z.input<typeof bookingCreate>;

/** The `Idempotency-Key` header of `POST /api/v1/Booking`. */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, 'must be 1 to 200 visible ASCII characters');

/* ---- moves (an empty body means `{}`) ---- */

export const bookingConfirmBody = z.object({}).strict();
export const bookingCompleteBody = z.object({}).strict();
export const bookingNoShowBody = z.object({}).strict();

export const bookingCancelBody = z
  .object({
    reason: plainText(BOOKING_LIMITS.reason).optional().describe('Required when the supplier cancels'),
    expectFee: z
      .int()
      .min(0)
      .optional()
      .describe('The fee the caller was shown; a different computed fee refuses with booking.fee_changed'),
  })
  .strict();

/** The reason is required; a missing or empty one is refused with `booking.reason_required`. */
export const bookingRejectBody = z.object({ reason: plainText(BOOKING_LIMITS.reason).optional() }).strict();

const amendMembers = {
  date: quoteRequest.shape.date.optional(),
  to: isoDate.optional(),
  adults: quoteRequest.shape.adults.optional(),
  children: z.int().min(0).max(BOOKING_LIMITS.people).optional(),
  bands: bands.optional().describe("Children per age band: replaces the booking's bands whole"),
  units: z.int().min(1).max(BOOKING_LIMITS.units).optional(),
};

export const bookingAmendBody = z
  .object(amendMembers)
  .strict()
  .check((ctx) => {
    if (Object.keys(ctx.value).length === 0)
      ctx.issues.push(ruleIssue(['date'], 'required', 'name at least one member to change'));
  });

/**
 * `POST /api/v1/Booking/{key}/amend-preview`: the amend body, read-only (nothing is stored or held). An empty
 * body (nothing changed yet) answers the booking's own figures, so a dialog can open on them.
 */
export const bookingAmendPreviewBody = z.object(amendMembers).strict();
export type BookingAmendPreviewBody = z.infer<typeof bookingAmendPreviewBody>;

export type BookingCancelBody = z.infer<typeof bookingCancelBody>;
export type BookingRejectBody = z.infer<typeof bookingRejectBody>;
export type BookingAmendBody = z.infer<typeof bookingAmendBody>;

/* ---- answers ---- */

const isoTime = z.string().describe('ISO 8601 time');
const text = z.object({ jp: z.string(), en: z.string() });
const party = z.object({ key: z.string(), name: z.string() });

/** A fee schedule laid on dates (bookings-fees `scheduleInDates`): from which Japan date which percent applies. */
export const feeScheduleInDatesOut = z.array(
  z.object({
    from: z.string().describe('The Japan date the tier starts (YYYY-MM-DD)'),
    percent: z.number(),
    kind: z.enum(['days', 'after_start', 'no_show']),
  }),
);

export const bookingVersionOut = z.object({
  version: z.number(),
  state: z.enum(bookingStates),
  diff: z
    .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
    .describe('The members that changed from the previous version'),
  actor: z.object({ sub: z.string().nullable(), name: z.string().nullable() }),
  at: isoTime,
});

export const bookingOut = z.object({
  key: z.string(),
  reference: z.string().describe('TT-<year>-<6 digits>; an accepted inquiry keeps its own'),
  tariff: z.string(),
  tariffName: text,
  supplier: party,
  buyer: party,
  state: z.enum(bookingStates),
  date: z.string(),
  to: z.string(),
  adults: z.number(),
  children: z.number(),
  bands: z.record(z.string(), z.number()),
  units: z.number(),
  note: z.string(),
  currency: z.string(),
  lines: z.array(quoteLineOut).describe("The quote's price lines at booking (or the last amendment)"),
  total: z.number().describe('What the buyer pays, minor units'),
  feeSchedule: feeScheduleInDatesOut,
  holdExpiresAt: isoTime.nullable(),
  fee: z.number().nullable().describe('The cancellation fee recorded when cancelled'),
  reason: z.string().nullable(),
  inquiry: z.string().nullable().describe('The inquiry this booking came from'),
  channel: z
    .enum(bookingChannels)
    .describe('Where it was made: the web app, or an OCTO reseller’s system (docs/octo.md)'),
  side: z.enum(['buyer', 'supplier']).nullable().describe("The caller's side"),
  actions: z.array(z.enum(bookingMoves)).describe('Moves the caller may make now'),
  version: z.number(),
  createdAt: isoTime,
  updatedAt: isoTime,
  history: z.array(bookingVersionOut).optional(),
});
export type Booking = z.infer<typeof bookingOut>;
export type BookingVersion = z.infer<typeof bookingVersionOut>;

/** `POST /api/v1/Booking/query`: `fields` may pick top-level keys, so an item is any part of a booking. */
export const bookingQueryPageOut = z.object({
  items: z.array(bookingOut.partial().required({ key: true })),
  next: z.string().nullable(),
});

export const bookingAggregateOut = z.object({
  items: z.array(z.looseObject({ group: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) })),
  next: z.null(),
});

/** `GET /api/v1/Booking/{key}/cancellation`: what cancelling now would cost the caller. */
export const cancellationPreviewOut = z.object({
  percent: z.number(),
  fee: z.number().describe('Minor units, rounded down (docs/product-decisions.md §15)'),
  daysBefore: z.number(),
  schedule: feeScheduleInDatesOut,
});
export type CancellationPreview = z.infer<typeof cancellationPreviewOut>;

/** `POST /api/v1/Booking/{key}/amend-preview`: the amendment's figures before it is made. */
export const amendPreviewOut = z.object({
  currency: z.string(),
  lines: z.array(quoteLineOut).describe('The new price lines, from the pricing function'),
  total: z.number().describe('The new total, minor units'),
  current: z
    .object({ lines: z.array(quoteLineOut), total: z.number() })
    .describe("The booking's figures now"),
  available: z
    .boolean()
    .describe('Whether the new dates have the units (checked now; the amend checks again)'),
  unavailable: z
    .object({
      code: z.enum(['booking.sold_out', 'booking.closed', 'booking.on_request']),
      date: z.string(),
      left: z.number().nullable(),
    })
    .nullable()
    .describe('Why not, when not available: the first date that lacks them'),
  bands: z
    .array(z.object({ key: z.string(), name: text }))
    .describe('The age bands the tariff counts children by (empty: a plain children count)'),
});
export type AmendPreview = z.infer<typeof amendPreviewOut>;

/* ---- the live stream ---- */

/** The name of the core stream's event (`event: booking`) sent to both sides' members on every move. */
export const BOOKING_STREAM_EVENT = 'booking';

/** What happened, as the bell words it: the state a move reached, or `amended`. */
export const bookingStreamWhats = [
  'held',
  'pending',
  'confirmed',
  'rejected',
  'cancelled',
  'amended',
  'completed',
  'no_show',
  'expired',
] as const;

/** The data of a `booking` event: a hint to refetch that booking and the lists, never its content. */
export const bookingStreamEvent = z.object({
  booking: z.string(),
  state: z.enum(bookingStates),
  what: z.enum(bookingStreamWhats),
});
export type BookingStreamEvent = z.infer<typeof bookingStreamEvent>;
