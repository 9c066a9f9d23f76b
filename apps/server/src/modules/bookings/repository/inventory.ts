import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import {
  type BookingStateColumn,
  bookingAllotments,
  bookingInventory,
  bookings,
  type InventoryModeColumn,
} from '../../../db/schema/index.ts';

/*
 * The inventory tables and the count of units in use (docs/product-decisions.md §15). Every write of a date and
 * every hold of it locks the date's row first, so the count a hold is checked against cannot change under it.
 */

export type InventoryRow = typeof bookingInventory.$inferSelect;
export type AllotmentRow = typeof bookingAllotments.$inferSelect;

/** The states whose bookings hold units: a hold until its expiry, a request until answered, a confirmation. */
export const HOLDING_STATES: BookingStateColumn[] = ['held', 'pending', 'confirmed'];

/** The dates of a tariff in a range; `lock` holds them until the transaction ends (holds, amendments, writes). */
export async function inventoryRows(db: Db, tariff: string, from: string, to: string, lock = false) {
  const query = db
    .select()
    .from(bookingInventory)
    .where(and(eq(bookingInventory.tariffKey, tariff), between(bookingInventory.date, from, to)))
    .orderBy(bookingInventory.date);
  return lock ? query.for('update') : query;
}

/**
 * Writes the dates listed: members absent from `change` keep their stored value, or take the defaults of a new
 * row (on request, no capacity, open). One statement, so a range is written whole or not at all.
 */
export async function upsertInventory(
  db: Db,
  tariff: string,
  dates: string[],
  change: { mode?: InventoryModeColumn; capacity?: number; closed?: boolean },
  now: Date,
): Promise<number> {
  if (!dates.length) return 0;
  const set: Record<string, unknown> = { updatedAt: now };
  if (change.mode !== undefined) set.mode = change.mode;
  if (change.capacity !== undefined) set.capacity = change.capacity;
  if (change.closed !== undefined) set.closed = change.closed;
  const rows = await db
    .insert(bookingInventory)
    .values(
      dates.map((date) => ({
        tariffKey: tariff,
        date,
        mode: change.mode ?? 'on_request',
        capacity: change.capacity ?? 0,
        closed: change.closed ?? false,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({ target: [bookingInventory.tariffKey, bookingInventory.date], set })
    .returning({ date: bookingInventory.date });
  return rows.length;
}

/** Sets one partner's units on the dates listed; 0 units removes them. */
export async function writeAllotments(
  db: Db,
  tariff: string,
  partner: string,
  dates: string[],
  units: number,
  releaseDays: number,
  now: Date,
): Promise<number> {
  if (!dates.length) return 0;
  if (units === 0) {
    const gone = await db
      .delete(bookingAllotments)
      .where(
        and(
          eq(bookingAllotments.tariffKey, tariff),
          eq(bookingAllotments.partnerKey, partner),
          inArray(bookingAllotments.date, dates),
        ),
      )
      .returning({ date: bookingAllotments.date });
    return gone.length;
  }
  const rows = await db
    .insert(bookingAllotments)
    .values(
      dates.map((date) => ({
        tariffKey: tariff,
        partnerKey: partner,
        date,
        units,
        releaseDays,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [bookingAllotments.tariffKey, bookingAllotments.date, bookingAllotments.partnerKey],
      set: { units, releaseDays, updatedAt: now },
    })
    .returning({ date: bookingAllotments.date });
  return rows.length;
}

/** Every partner's allotments of a tariff in a range (the units check needs all of them, whoever asks). */
export function allotmentRows(db: Db, tariff: string, from: string, to: string): Promise<AllotmentRow[]> {
  return db
    .select()
    .from(bookingAllotments)
    .where(and(eq(bookingAllotments.tariffKey, tariff), between(bookingAllotments.date, from, to)));
}

/**
 * Units in use per date and buyer space in a range: bookings holding units, holds only until they expire; `sold`
 * is the confirmed part of them (the supplier's calendar shows sold and held apart).
 */
export async function unitsInUse(
  db: Db,
  tariff: string,
  from: string,
  to: string,
  now: Date,
  except?: string,
): Promise<Array<{ date: string; buyer: string; units: number; sold: number }>> {
  const rows = await queryRows<{
    date: string;
    buyer: string;
    units: string | number;
    sold: string | number;
  }>(
    db,
    sql`
    select d::date::text as date, ${bookings.buyerKey} as buyer, sum(${bookings.units}) as units,
      coalesce(sum(${bookings.units}) filter (where ${bookings.state} = 'confirmed'), 0) as sold
    from ${bookings}
    cross join lateral generate_series(
      greatest(${bookings.firstDate}, ${from}::date)::timestamp,
      least(${bookings.lastDate}, ${to}::date)::timestamp,
      interval '1 day'
    ) as d
    where ${bookings.tariffKey} = ${tariff}
      and ${bookings.firstDate} <= ${to}::date and ${bookings.lastDate} >= ${from}::date
      and ${bookings.state} in ('held', 'pending', 'confirmed')
      and (${bookings.state} <> 'held' or ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz)
      ${except ? sql`and ${bookings.key} <> ${except}` : sql``}
    group by 1, 2
  `,
  );
  return rows.map((row) => ({
    date: row.date,
    buyer: row.buyer,
    units: Number(row.units),
    sold: Number(row.sold),
  }));
}
