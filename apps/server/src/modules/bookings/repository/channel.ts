import { and, asc, eq, gt, gte, inArray, lte, min, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings, bookingVersions } from '../../../db/schema/index.ts';
import type { BookingRow, NewBooking } from './bookings.ts';

/*
 * The reads and writes an OCTO reseller's calls need (docs/octo.md): bookings by the uuid the reseller names them
 * by, its own bookings with one supplier filtered and keyset-paged by key, and its own reference and contact.
 */

/** A booking by its OCTO uuid (any channel's caller is checked by the service). */
export async function findByUuid(db: Db, uuid: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.octoUuid, uuid));
  return row;
}

export type ChannelFilter = {
  resellerReference?: string | undefined;
  supplierReference?: string | undefined;
  localDate?: string | undefined;
  localDateStart?: string | undefined;
  localDateEnd?: string | undefined;
};

/**
 * A buyer's OCTO bookings with one supplier, in key order after `after`: `limit` rows plus one to tell whether
 * more follow (no limit: every row). A date filter matches the booking's first day, the day OCTO sells.
 */
export function channelPage(
  db: Db,
  buyer: string,
  supplier: string,
  filter: ChannelFilter,
  after: string | undefined,
  limit: number | undefined,
): Promise<BookingRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(bookings.buyerKey, buyer),
    eq(bookings.supplierKey, supplier),
    eq(bookings.channel, 'octo'),
    filter.resellerReference !== undefined
      ? eq(bookings.resellerReference, filter.resellerReference)
      : undefined,
    filter.supplierReference !== undefined ? eq(bookings.reference, filter.supplierReference) : undefined,
    filter.localDate !== undefined ? eq(bookings.firstDate, filter.localDate) : undefined,
    filter.localDateStart !== undefined ? gte(bookings.firstDate, filter.localDateStart) : undefined,
    filter.localDateEnd !== undefined ? lte(bookings.firstDate, filter.localDateEnd) : undefined,
    after !== undefined ? gt(bookings.key, after) : undefined,
  ];
  const query = db
    .select()
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.key));
  return limit === undefined ? query : query.limit(limit + 1);
}

/**
 * When each of `keys` first became confirmed (its earliest confirmed version), in one statement for a whole page
 * rather than each booking's history read one by one (docs/octo.md "Paging").
 */
export async function confirmedAtOf(db: Db, keys: string[]): Promise<Map<string, Date>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ key: bookingVersions.bookingKey, at: min(bookingVersions.at) })
    .from(bookingVersions)
    .where(
      and(
        inArray(bookingVersions.bookingKey, keys),
        sql`${bookingVersions.document}->>'state' = 'confirmed'`,
      ),
    )
    .groupBy(bookingVersions.bookingKey);
  return new Map(rows.flatMap((r) => (r.at ? [[r.key, new Date(r.at)] as const] : [])));
}

/** Writes the members an OCTO update or confirmation changes beside the booking's own document. */
export async function updateChannelMembers(
  db: Db,
  key: string,
  change: Pick<Partial<NewBooking>, 'resellerReference' | 'contact' | 'note' | 'holdExpiresAt' | 'updatedAt'>,
): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(change).where(eq(bookings.key, key)).returning();
  return row as BookingRow;
}
