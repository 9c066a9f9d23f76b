import { availabilityStatus } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import { allotmentRows, unitsInUse } from '../repository/inventory.ts';
import { allotmentDates, type SupplierBookingCounts, supplierCounts } from '../repository/today.ts';
import { unitsLeftForAll } from './units.ts';

/**
 * The supplier's side of the home page (docs/product-decisions.md §15 "Home: today"): requests to confirm,
 * arrivals today and tomorrow, and the allotment dates up to `until` nearly sold out — those whose units left
 * (the general pool's plus what partners have not booked of their allotments) are under half the capacity, or
 * none: the availability calendar's `limited` and `sold_out`, from the same arithmetic (service/units.ts).
 */
export async function supplierBookingCounts(
  db: Db,
  space: string,
  today: string,
  tomorrow: string,
  until: string,
  now: Date,
): Promise<SupplierBookingCounts> {
  const [counts, days] = await Promise.all([
    supplierCounts(db, space, today, tomorrow),
    allotmentDates(db, space, today, until),
  ]);
  let nearlySoldOut = 0;
  for (const tariff of new Set(days.map((day) => day.tariff))) {
    const [allotments, used] = await Promise.all([
      allotmentRows(db, tariff, today, until),
      unitsInUse(db, tariff, today, until, now),
    ]);
    for (const day of days.filter((d) => d.tariff === tariff)) {
      const perBuyer = new Map(used.filter((u) => u.date === day.date).map((u) => [u.buyer, u.units]));
      const left = unitsLeftForAll(
        { mode: 'allotment', capacity: day.capacity, closed: false },
        allotments.filter((a) => a.date === day.date).map((a) => ({ ...a, partner: a.partnerKey })),
        perBuyer,
        day.date,
        now,
      );
      const status = availabilityStatus({ mode: 'allotment', closed: false, capacity: day.capacity, left });
      if (status === 'limited' || status === 'sold_out') nearlySoldOut++;
    }
  }
  return { ...counts, nearlySoldOut };
}
