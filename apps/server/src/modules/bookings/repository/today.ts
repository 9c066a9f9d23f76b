import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { bookingInventory, bookings } from '../../../db/schema/index.ts';

export type SupplierBookingCounts = {
  toConfirm: number;
  arrivalsToday: number;
  arrivalsTomorrow: number;
  nearlySoldOut: number;
};
export type BuyerBookingCounts = { upcoming: number; holdsExpiring: number };

export type SupplierCounts = Omit<SupplierBookingCounts, 'nearlySoldOut'>;

/**
 * The supplier's side of the home page (docs/product-decisions.md §15): requests waiting for it and groups
 * starting today and tomorrow (Japan dates). Dates nearly sold out are worked out in service/today.ts.
 */
export async function supplierCounts(
  db: Db,
  space: string,
  today: string,
  tomorrow: string,
): Promise<SupplierCounts> {
  const [row] = await queryRows<SupplierCounts>(
    db,
    sql`select
      (select count(*)::int from ${bookings} b where b.supplier_key = ${space} and b.state = 'pending') as "toConfirm",
      (select count(*)::int from ${bookings} b where b.supplier_key = ${space} and b.state = 'confirmed'
         and b.first_date = ${today}::date) as "arrivalsToday",
      (select count(*)::int from ${bookings} b where b.supplier_key = ${space} and b.state = 'confirmed'
         and b.first_date = ${tomorrow}::date) as "arrivalsTomorrow"`,
  );
  return row as SupplierCounts;
}

/**
 * The open allotment dates with units of the supplier's booked tariffs in a range (a tariff never booked has
 * every unit left, so it cannot be nearly sold out), by tariff.
 */
export async function allotmentDates(
  db: Db,
  space: string,
  from: string,
  to: string,
): Promise<Array<{ tariff: string; date: string; capacity: number }>> {
  return queryRows(
    db,
    sql`select i.tariff_key as tariff, i.date::text as date, i.capacity
      from ${bookingInventory} i
      where i.tariff_key in (select distinct b.tariff_key from ${bookings} b where b.supplier_key = ${space})
        and i.mode = 'allotment' and not i.closed and i.capacity > 0
        and i.date between ${from}::date and ${to}::date
      order by i.tariff_key, i.date`,
  );
}

/** The buyer's side: bookings still to come, and holds that lapse within the next `soon` (§15 hold time). */
export async function buyerBookingCounts(
  db: Db,
  space: string,
  today: string,
  now: Date,
  soon: Date,
): Promise<BuyerBookingCounts> {
  const [row] = await queryRows<BuyerBookingCounts>(
    db,
    sql`select
      (select count(*)::int from ${bookings} b where b.buyer_key = ${space}
         and b.state in ('pending', 'confirmed') and b.last_date >= ${today}::date) as "upcoming",
      (select count(*)::int from ${bookings} b where b.buyer_key = ${space} and b.state = 'held'
         and b.hold_expires_at > ${now} and b.hold_expires_at <= ${soon}) as "holdsExpiring"`,
  );
  return row as BuyerBookingCounts;
}
