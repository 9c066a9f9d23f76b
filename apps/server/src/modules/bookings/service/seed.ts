import { addDays, type QuoteOut, type TariffDoc } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import type { BookingStateColumn } from '../../../db/schema/index.ts';
import { findPricedTariff, quoteForSpace } from '../../tariffs/index.ts';
import { insertBooking, insertVersion } from '../repository/bookings.ts';
import { upsertInventory, writeAllotments } from '../repository/inventory.ts';
import { feeAt, termsOf } from './fees.ts';
import { datesBetween } from './units.ts';
import { diffOf, documentOf } from './view.ts';

export type SeedInventory = {
  tariff: string;
  from: string;
  to: string;
  mode: 'free_sale' | 'allotment' | 'on_request';
  capacity?: number;
};

export type SeedAllotment = {
  tariff: string;
  partner: string;
  from: string;
  to: string;
  units: number;
  releaseDays: number;
};

export type SeedBooking = {
  key: string;
  reference: string;
  tariff: string;
  buyer: string;
  state: BookingStateColumn;
  date: string;
  adults: number;
  units: number;
  holdExpiresAt?: Date;
  reason?: string;
};

/**
 * docs/product-decisions.md §9: demo inventory and bookings, written below the API (a seed may hold bookings in
 * past or expired states the API only reaches with time), priced by the one pricing function for the buyer
 * space like any booking. A booking whose date the tariff does not price is left out.
 */
export async function seedBookings(
  db: Db,
  plan: { inventory: SeedInventory[]; allotments: SeedAllotment[]; bookings: SeedBooking[] },
  now: Date,
): Promise<number> {
  for (const inv of plan.inventory) {
    const change = { mode: inv.mode, ...(inv.capacity === undefined ? {} : { capacity: inv.capacity }) };
    await upsertInventory(db, inv.tariff, datesBetween(inv.from, inv.to), change, now);
  }
  for (const a of plan.allotments)
    await writeAllotments(db, a.tariff, a.partner, datesBetween(a.from, a.to), a.units, a.releaseDays, now);
  let written = 0;
  // The pricing reads only the database of the context it is handed.
  const ctx = { database: { db } } as unknown as QuoteContext;
  for (const b of plan.bookings) {
    const tariff = await findPricedTariff(db, b.tariff);
    if (!tariff) continue;
    const doc = tariff.doc as TariffDoc;
    const quoted = await quoteNearest(ctx, b);
    if (!quoted) continue;
    const { quote, date } = quoted;
    const terms = termsOf(doc);
    const dayTrip = doc.category !== 'accommodation';
    // A cancelled or no-show booking records the fee of its schedule, computed as the API would have.
    const fee =
      b.state === 'cancelled' || b.state === 'no_show'
        ? feeAt(
            { schedule: terms.feeSchedule, date, guests: b.adults, dayTrip, total: quote.total },
            now,
            'buyer',
            b.state === 'no_show',
          ).fee
        : null;
    const row = await insertBooking(db, {
      key: b.key,
      reference: b.reference,
      tariffKey: b.tariff,
      supplierKey: tariff.spaceKey,
      buyerKey: b.buyer,
      state: b.state,
      firstDate: date,
      lastDate: date,
      adults: b.adults,
      children: 0,
      units: b.units,
      currency: quote.currency,
      lines: quote.lines,
      total: quote.total,
      feeSchedule: terms.feeSchedule,
      dayTrip,
      fee,
      reason: b.reason ?? null,
      holdExpiresAt: b.holdExpiresAt ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await insertVersion(db, {
      bookingKey: row.key,
      version: 1,
      document: documentOf(row),
      diff: diffOf(null, documentOf(row)),
      actorSub: null,
      actorName: 'demo',
      at: now,
    });
    written += 1;
  }
  return written;
}

type QuoteContext = Parameters<typeof quoteForSpace>[0];

/**
 * The booking's quote on its date or, when its tariff refuses that day (a blackout night: the ryokan's New Year's
 * Eve and Day), on the next day that quotes, within two weeks: a demo seeded on any day keeps a booking in every
 * state rather than dropping the one that fell on a closed night.
 */
async function quoteNearest(
  ctx: QuoteContext,
  b: SeedBooking,
): Promise<{ quote: QuoteOut; date: string } | null> {
  for (let shift = 0; shift < 14; shift++) {
    const date = addDays(b.date, shift);
    try {
      const quote = await quoteForSpace(ctx, b.buyer, b.tariff, {
        date,
        adults: b.adults,
        children: 0,
        units: b.units,
      });
      return { quote, date };
    } catch {
      // Refused on that day: try the next.
    }
  }
  return null;
}
