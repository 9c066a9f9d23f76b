import { type AggregateBody, bookingStates, type QueryBody } from '@tourtariff/shared';
import { and, asc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingIdempotency, bookings, bookingVersions } from '../../../db/schema/index.ts';
import { aggregateOver, type FieldDef, pageOver } from '../../../kit/index.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type VersionRow = typeof bookingVersions.$inferSelect;

/** A booking by key; `lock` holds it until the transaction ends, so two moves cannot cross. */
export async function findBooking(db: Db, key: string, lock = false): Promise<BookingRow | undefined> {
  const query = db.select().from(bookings).where(eq(bookings.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The booking an inquiry became, if any. */
export async function bookingOfInquiry(db: Db, inquiry: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.inquiryKey, inquiry));
  return row;
}

export async function insertBooking(db: Db, values: NewBooking): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row as BookingRow;
}

export async function updateBooking(db: Db, key: string, change: Partial<NewBooking>): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(change).where(eq(bookings.key, key)).returning();
  return row as BookingRow;
}

export async function insertVersion(db: Db, values: typeof bookingVersions.$inferInsert): Promise<void> {
  await db.insert(bookingVersions).values(values);
}

export function versionsOf(db: Db, key: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(bookingVersions)
    .where(eq(bookingVersions.bookingKey, key))
    .orderBy(asc(bookingVersions.version));
}

/** Holds whose time ran out but are still marked held (reads and the sweep mark them expired). */
export function dueHolds(db: Db, now: Date, limit = 100): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.state, 'held'), lt(bookings.holdExpiresAt, now)))
    .limit(limit);
}

/** Marks a hold expired unless it moved meanwhile; answers the row when this call expired it. */
export async function expireHold(db: Db, key: string, now: Date): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ state: 'expired', updatedAt: now, version: sql`${bookings.version} + 1` })
    .where(and(eq(bookings.key, key), eq(bookings.state, 'held'), lt(bookings.holdExpiresAt, now)))
    .returning();
  return row;
}

/* ---- idempotency keys ---- */

/**
 * Claims a buyer's key for this body: true when the claim is new. A second request with the same key waits here
 * until the first one's transaction ends, then finds its row (or, if the first was refused, claims it).
 */
export async function claimIdempotencyKey(db: Db, buyer: string, key: string, bodyHash: string) {
  const rows = await db
    .insert(bookingIdempotency)
    .values({ buyerKey: buyer, key, bodyHash })
    .onConflictDoNothing()
    .returning({ key: bookingIdempotency.key });
  return rows.length > 0;
}

export async function findIdempotencyKey(db: Db, buyer: string, key: string) {
  const [row] = await db
    .select()
    .from(bookingIdempotency)
    .where(and(eq(bookingIdempotency.buyerKey, buyer), eq(bookingIdempotency.key, key)));
  return row;
}

export async function recordIdempotentAnswer(
  db: Db,
  buyer: string,
  key: string,
  booking: string,
  answer: Record<string, unknown>,
) {
  await db
    .update(bookingIdempotency)
    .set({ bookingKey: booking, answer })
    .where(and(eq(bookingIdempotency.buyerKey, buyer), eq(bookingIdempotency.key, key)));
}

/* ---- the query language ---- */

/** The whitelist of the booking query language: API field names, each a fixed SQL expression. */
export const bookingFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${bookings.key}` },
  reference: { type: 'text', sql: sql`${bookings.reference}` },
  tariff: { type: 'text', sql: sql`${bookings.tariffKey}` },
  supplier: { type: 'text', sql: sql`${bookings.supplierKey}` },
  buyer: { type: 'text', sql: sql`${bookings.buyerKey}` },
  state: { type: 'text', sql: sql`${bookings.state}`, values: bookingStates },
  date: { type: 'date', sql: sql`${bookings.firstDate}` },
  to: { type: 'date', sql: sql`${bookings.lastDate}` },
  adults: { type: 'int', sql: sql`${bookings.adults}` },
  children: { type: 'int', sql: sql`${bookings.children}` },
  units: { type: 'int', sql: sql`${bookings.units}` },
  currency: { type: 'text', sql: sql`${bookings.currency}` },
  total: { type: 'int', sql: sql`${bookings.total}` },
  fee: { type: 'int', sql: sql`${bookings.fee}`, sortSql: sql`coalesce(${bookings.fee}, -1)` },
  version: { type: 'int', sql: sql`${bookings.version}` },
  createdAt: { type: 'timestamp', sql: sql`${bookings.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${bookings.updatedAt}` },
};

/** The bookings the caller's spaces are party to (null: an administrator, every one). */
function scope(mine: string[] | null): SQL | undefined {
  if (mine === null) return undefined;
  if (!mine.length) return sql`false`;
  return or(inArray(bookings.buyerKey, mine), inArray(bookings.supplierKey, mine));
}

export async function queryBookings(db: Db, mine: string[] | null, body: QueryBody) {
  const { rows, next } = await pageOver(db, bookings, bookingFields, sql`${bookings.key}`, scope(mine), body);
  return { rows: rows as BookingRow[], next };
}

export function aggregateBookings(db: Db, mine: string[] | null, body: AggregateBody) {
  return aggregateOver(db, sql`${bookings}`, bookingFields, scope(mine), body);
}
