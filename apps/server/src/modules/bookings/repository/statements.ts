import { and, eq, gt, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema/index.ts';

/** What a monthly statement reads of a booking (docs/statements.md §1). */
export type BillableBooking = {
  key: string;
  reference: string;
  tariffKey: string;
  supplierKey: string;
  buyerKey: string;
  state: 'completed' | 'no_show' | 'cancelled';
  firstDate: string;
  lastDate: string;
  adults: number;
  children: number;
  currency: string;
  total: number;
  fee: number | null;
  /** The Japan date of the last change: a cancellation fee belongs to the month it was recorded in. */
  changedOn: string;
};

const columns = {
  key: bookings.key,
  reference: bookings.reference,
  tariffKey: bookings.tariffKey,
  supplierKey: bookings.supplierKey,
  buyerKey: bookings.buyerKey,
  state: bookings.state,
  firstDate: bookings.firstDate,
  lastDate: bookings.lastDate,
  adults: bookings.adults,
  children: bookings.children,
  currency: bookings.currency,
  total: bookings.total,
  fee: bookings.fee,
  changedOn: sql<string>`to_char(${bookings.updatedAt} at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`,
};

/**
 * The bookings a month's statements bill (docs/statements.md §1): completed and no-show bookings served in
 * [from, to], and cancellations with a fee recorded in [from, to] (Japan dates). `supplier` and `buyer` narrow
 * it to one space or pair.
 */
export async function billableBookings(
  db: Db,
  period: { from: string; to: string },
  parties: { supplier?: string | undefined; buyer?: string | undefined } = {},
): Promise<BillableBooking[]> {
  const changedOn = sql`(${bookings.updatedAt} at time zone 'Asia/Tokyo')::date`;
  const conditions: (SQL | undefined)[] = [
    or(
      and(
        inArray(bookings.state, ['completed', 'no_show']),
        gte(bookings.firstDate, period.from),
        lte(bookings.firstDate, period.to),
      ),
      and(
        eq(bookings.state, 'cancelled'),
        isNotNull(bookings.fee),
        gt(bookings.fee, 0),
        sql`${changedOn} between ${period.from}::date and ${period.to}::date`,
      ),
    ),
  ];
  if (parties.supplier) conditions.push(eq(bookings.supplierKey, parties.supplier));
  if (parties.buyer) conditions.push(eq(bookings.buyerKey, parties.buyer));
  const rows = await db
    .select(columns)
    .from(bookings)
    .where(and(...conditions))
    .orderBy(bookings.firstDate, bookings.reference);
  return rows as BillableBooking[];
}

/** The bookings of these keys as they stand now, for the check of issued statements (docs/statements.md §4). */
export async function bookingsByKeys(db: Db, keys: string[]): Promise<BillableBooking[]> {
  if (!keys.length) return [];
  const rows = await db.select(columns).from(bookings).where(inArray(bookings.key, keys));
  return rows as BillableBooking[];
}
