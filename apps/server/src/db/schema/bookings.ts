import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { spaces } from './spaces.ts';
import { tariffs } from './tariffs.ts';

/*
 * Bookings on inventory (docs/product-decisions.md §15). Units in use are never stored: they are counted from
 * the bookings that hold them, inside the transaction that locks the dates' inventory rows, so no counter can
 * drift from the bookings it counts. Every count and capacity is checked non-negative here too.
 */

export type InventoryModeColumn = 'free_sale' | 'allotment' | 'on_request';
export type BookingStateColumn =
  | 'held'
  | 'pending'
  | 'confirmed'
  | 'expired'
  | 'rejected'
  | 'cancelled'
  | 'completed'
  | 'no_show';
/** The web app, or an OCTO reseller's system (docs/octo.md). */
export type BookingChannelColumn = 'web' | 'octo';

/** One date of a tariff as its supplier set it; a date without a row is on request (§15). */
export const bookingInventory = pgTable(
  'booking_inventory',
  {
    tariffKey: text('tariff_key')
      .notNull()
      .references(() => tariffs.key, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    mode: text('mode').$type<InventoryModeColumn>().notNull(),
    capacity: integer('capacity').notNull().default(0),
    closed: boolean('closed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tariffKey, t.date] }),
    check('booking_inventory_mode', sql`${t.mode} in ('free_sale', 'allotment', 'on_request')`),
    check('booking_inventory_capacity', sql`${t.capacity} >= 0`),
  ],
);

/** Units of a date held for one partner space until `release_days` before the date (Japan time). */
export const bookingAllotments = pgTable(
  'booking_allotments',
  {
    tariffKey: text('tariff_key')
      .notNull()
      .references(() => tariffs.key, { onDelete: 'cascade' }),
    partnerKey: text('partner_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    units: integer('units').notNull(),
    releaseDays: integer('release_days').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tariffKey, t.date, t.partnerKey] }),
    check('booking_allotments_units', sql`${t.units} >= 0`),
    check('booking_allotments_release', sql`${t.releaseDays} >= 0`),
  ],
);

/** One priced line of the quote a booking was made (or last amended) at. */
export type BookingLine = Record<string, unknown>;

export const bookings = pgTable(
  'bookings',
  {
    key: text('key').primaryKey(),
    reference: text('reference').notNull().unique(),
    tariffKey: text('tariff_key')
      .notNull()
      .references(() => tariffs.key, { onDelete: 'cascade' }),
    supplierKey: text('supplier_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    buyerKey: text('buyer_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    state: text('state').$type<BookingStateColumn>().notNull(),
    firstDate: date('first_date').notNull(),
    lastDate: date('last_date').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    bands: jsonb('bands').$type<Record<string, number>>().notNull().default({}),
    units: integer('units').notNull(),
    note: text('note').notNull().default(''),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<BookingLine[]>().notNull(),
    total: integer('total').notNull(),
    /** The fee schedule in force when booked (tiers), so a later edit of the tariff never changes a booking's terms. */
    feeSchedule: jsonb('fee_schedule').$type<Record<string, unknown>>().notNull(),
    dayTrip: boolean('day_trip').notNull().default(false),
    fee: integer('fee'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    reason: text('reason'),
    inquiryKey: text('inquiry_key').unique(),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the booking was made: the web app or an OCTO reseller's system (docs/octo.md, migration 0028). */
    channel: text('channel').$type<BookingChannelColumn>().notNull().default('web'),
    /** The uuid an OCTO reseller names the booking by (its own, or one minted at reserve); null on the web. */
    octoUuid: text('octo_uuid'),
    resellerReference: text('reseller_reference'),
    /** The traveller contact an OCTO booking carries (OCTO's Contact members), null on the web. */
    contact: jsonb('contact').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('bookings_octo_uuid_idx').on(t.octoUuid),
    index('bookings_reseller_reference_idx').on(t.buyerKey, t.resellerReference),
    check('bookings_channel', sql`${t.channel} in ('web', 'octo')`),
    index('bookings_tariff_dates_idx').on(t.tariffKey, t.firstDate, t.lastDate),
    index('bookings_buyer_idx').on(t.buyerKey, t.createdAt),
    index('bookings_supplier_idx').on(t.supplierKey, t.firstDate),
    check(
      'bookings_state',
      sql`${t.state} in ('held', 'pending', 'confirmed', 'expired', 'rejected', 'cancelled', 'completed', 'no_show')`,
    ),
    check('bookings_units', sql`${t.units} > 0`),
    check('bookings_group', sql`${t.adults} >= 1 and ${t.children} >= 0`),
    check('bookings_dates', sql`${t.lastDate} >= ${t.firstDate}`),
    check('bookings_money', sql`${t.total} >= 0 and (${t.fee} is null or ${t.fee} >= 0)`),
  ],
);

/** Every version of a booking: the document as it stood and what changed from the one before. */
export const bookingVersions = pgTable(
  'booking_versions',
  {
    bookingKey: text('booking_key')
      .notNull()
      .references(() => bookings.key, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    diff: jsonb('diff').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    actorSub: text('actor_sub'),
    actorName: text('actor_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingKey, t.version] })],
);

/**
 * A buyer space's `Idempotency-Key`s: the hash of the body first sent and the answer given, so a retry returns it
 * and never books twice (docs/product-decisions.md §15).
 */
export const bookingIdempotency = pgTable(
  'booking_idempotency',
  {
    buyerKey: text('buyer_key')
      .notNull()
      .references(() => spaces.key, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    bookingKey: text('booking_key').references(() => bookings.key, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buyerKey, t.key] })],
);

/** Who owns these tables (docs/ARCHITECTURE.md "Table owners"): only that unit's files import them; others call its index.ts. */
export const bookingsOwner = {
  bookingInventory: 'modules/bookings',
  bookingAllotments: 'modules/bookings',
  bookings: 'modules/bookings',
  bookingVersions: 'modules/bookings',
  bookingIdempotency: 'modules/bookings',
};
