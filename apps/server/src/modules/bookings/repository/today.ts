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

/**
 * The supplier's side of the home page (docs/product-decisions.md §15): requests waiting for it, groups starting
 * today and tomorrow (Japan dates), and allotment dates of the next 30 days with under half their units left
 * (the `limited` threshold of §15) or none. Units count held, pending and confirmed bookings, as availability does.
 */
export async function supplierBookingCounts(
  db: Db,
  space: string,
  today: string,
  tomorrow: string,
  until: string,
  now: Date,
): Promise<SupplierBookingCounts> {
  const [row] = await queryRows<SupplierBookingCounts>(
    db,
    sql`select
      (select count(*)::int from ${bookings} b where b.supplier_key = ${space} and b.state = 'pending') as "toConfirm",
      (select count(*)::int from ${bookings} b where b.supplier_key = ${space} and b.state = 'confirmed'
         and b.first_date = ${today}::date) as "arrivalsToday",
      (select count(*)::int from ${bookings} b where b.supplier_key = ${space} and b.state = 'confirmed'
         and b.first_date = ${tomorrow}::date) as "arrivalsTomorrow",
      (select count(*)::int from ${bookingInventory} i
         where i.tariff_key in (select distinct b.tariff_key from ${bookings} b where b.supplier_key = ${space})
           and i.mode = 'allotment' and not i.closed and i.date between ${today}::date and ${until}::date
           and 2 * (i.capacity - coalesce((
             select sum(b.units) from ${bookings} b
             where b.tariff_key = i.tariff_key and i.date between b.first_date and b.last_date
               and (b.state in ('pending', 'confirmed') or (b.state = 'held' and b.hold_expires_at > ${now}))
           ), 0)) < i.capacity) as "nearlySoldOut"`,
  );
  return row as SupplierBookingCounts;
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
