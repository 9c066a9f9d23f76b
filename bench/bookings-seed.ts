import { japanDate, tariffDoc } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../apps/server/src/db/client.ts';
import { businesses, spaceMembers, spaces, tariffs, users } from '../apps/server/src/db/schema/index.ts';
import { derivedColumns } from '../apps/server/src/modules/tariffs/index.ts';
import { supplierSpread, suppliers, tariff } from './generate.ts';

const BATCH = 500;
const DAY = 86_400_000;
/** Buyer spaces the seeded bookings belong to; the timed buyer is one more. */
const BUYERS = 50;
/** Units of every allotment-mode date: far above what the seeded bookings and the timed holds take. */
const CAPACITY = 40;
/** The race tariff's dates: capacity 3, two confirmed bookings, so exactly one unit is left. */
const RACE_CAPACITY = 3;
const RACE_FIRST_DAY = 200;

export type BookingsWorld = {
  /** Tariffs the calendars and the holds draw from (the race tariff is not one of them). */
  tariffKeys: string[];
  raceTariff: string;
  /** One date per race round, each with exactly one unit left. */
  raceDates: string[];
  /** Japan's today when seeded: inventory covers it and the `days - 1` days after it. */
  today: string;
  buyer: { sub: string; space: string };
};

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * A priceable, bookable copy of catalogue tariff i (generate.ts): its texts, place and theme stay; it is
 * published and public, valid from yesterday for two years without blackouts or seasons, priced per person for
 * 1–9 and per group for 10–30, so that any date of the inventory can be held and confirmed.
 */
export function bookableTariff(i: number, spread: ReturnType<typeof supplierSpread>, today: string) {
  const t = tariff(i, spread);
  const adult = Math.max(1000, (t.doc.rates[0]?.adult ?? 8000) - ((t.doc.rates[0]?.adult ?? 0) % 100));
  const doc = tariffDoc.parse({
    ...t.doc,
    category: t.doc.category === 'accommodation' ? 'activity' : t.doc.category,
    currency: 'JPY',
    visibility: 'public',
    validity: { from: addDays(today, -1), to: addDays(today, 730) },
    blackout: [],
    seasons: [],
    rates: [
      {
        season: null,
        unit: 'per_person',
        pax_min: 1,
        pax_max: 9,
        adult,
        child: Math.round(adult / 200) * 100,
      },
      { season: null, unit: 'per_group', pax_min: 10, pax_max: 30, adult: adult * 8, child: null },
    ],
    booking: { holdMinutes: 30, cutoffHours: 0 },
  });
  return { ...t, state: 'published' as const, doc, publishedAt: t.createdAt, updatedAt: t.createdAt };
}

/**
 * Loads the bookings benchmark's world straight into the tables (docs/performance.md "Bookings"): `tariffCount`
 * bookable tariffs of catalogue suppliers, `days` dates of allotment-mode inventory for each from today, and
 * `bookingCount` bookings of 50 buyer spaces on them in a live mix of states (most confirmed, some cancelled,
 * expired, holds still counting for a day, pending) written by INSERT … SELECT over generate_series, each with its first version
 * as the bookings module writes it. The last tariff is the race's: its race dates have exactly one unit left.
 */
export async function seedBookings(
  db: Db,
  options: {
    tariffCount: number;
    days: number;
    bookingCount: number;
    raceRounds: number;
    /** Supplier spaces the tariffs belong to (Zipf-wise); one per 25 tariffs unless given (bench/octo.ts). */
    supplierCount?: number;
  },
  log: (line: string) => void = () => {},
): Promise<BookingsWorld> {
  const started = performance.now();
  const today = japanDate(new Date());
  const owners = suppliers(options.supplierCount ?? Math.max(5, Math.round(options.tariffCount / 25)));
  const buyerKeys = Array.from({ length: BUYERS + 1 }, (_, i) => `sp_bench-bk-buyer-${i}`);
  const people = [
    ...owners.map((s) => ({ sub: s.owner, key: s.key })),
    ...buyerKeys.map((key) => ({ sub: `${key}-owner`, key })),
  ];
  await db
    .insert(users)
    .values(people.map((p) => ({ sub: p.sub, email: `${p.sub}@bench.test`, nickname: p.sub })));
  await db.insert(businesses).values(people.map((p) => ({ key: `bz_${p.sub}`, sub: p.sub, name: p.sub })));
  await db.insert(spaces).values([
    ...owners.map((s) => ({
      key: s.key,
      kind: 'corporate' as const,
      role: 'supplier' as const,
      category: 'supplier',
      industry: 'creator' as const,
      name: s.name,
      businessKey: `bz_${s.owner}`,
      createdBy: s.owner,
    })),
    ...buyerKeys.map((key, i) => ({
      key,
      kind: 'corporate' as const,
      role: 'buyer' as const,
      category: 'buyer',
      industry: 'arranger' as const,
      name: `ベンチ予約旅行株式会社 ${i + 1}号`,
      businessKey: `bz_${key}-owner`,
      createdBy: `${key}-owner`,
    })),
  ]);
  await db
    .insert(spaceMembers)
    .values(people.map((p) => ({ spaceKey: p.key, sub: p.sub, role: 'owner' as const })));

  const spread = supplierSpread(owners);
  const keys: string[] = [];
  for (let start = 0; start < options.tariffCount; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(options.tariffCount, start + BATCH); i++) {
      const t = bookableTariff(i, spread, today);
      keys.push(t.key);
      rows.push({ ...t, ...derivedColumns(t.doc) });
    }
    await db.insert(tariffs).values(rows);
  }
  const raceTariff = keys.at(-1) as string;
  const tariffKeys = keys.slice(0, -1);
  log(`  ${keys.length} tariffs in ${seconds(started)} s`);

  const inventory = performance.now();
  await db.execute(sql`
    insert into booking_inventory (tariff_key, date, mode, capacity, closed)
    select t.key, ${today}::date + d, 'allotment', ${CAPACITY}, false
    from tariffs t cross join generate_series(0, ${options.days - 1}) as d
    where t.key like 'tf_bench%'`);
  const raceDates = Array.from({ length: options.raceRounds }, (_, r) => addDays(today, RACE_FIRST_DAY + r));
  await db.execute(sql`
    update booking_inventory set capacity = ${RACE_CAPACITY}
    where tariff_key = ${raceTariff} and date in (${sql.join(
      raceDates.map((d) => sql`${d}::date`),
      sql`, `,
    )})`);
  log(`  ${keys.length * options.days} inventory dates in ${seconds(inventory)} s`);

  // Booking i: tariff and buyer by a multiplicative hash of i, a date in the inventory's range (10 % of them
  // over two days), a state by i's last digit; the same figures as a priced booking of one or two adults.
  const booking = performance.now();
  const [feeSchedule] = await queryRows<{ schedule: string }>(
    db,
    sql`select ${JSON.stringify({ template: 'standard_travel_domestic', tiers: [] })} as schedule`,
  );
  await db.execute(sql`
    with n as (
      select i,
        (${sql.raw(`'{${tariffKeys.map((k) => `"${k}"`).join(',')}}'`)}::text[])[1 + (i * 7919) % ${tariffKeys.length}] as tariff,
        'sp_bench-bk-buyer-' || ((i * 31) % ${BUYERS} + 1) as buyer,
        ${today}::date + (1 + (i * 104729) % ${Math.max(1, options.days - 2)})::int as first,
        case when i % 10 = 3 then 1 else 0 end as extra,
        case when i % 10 < 6 then 'confirmed' when i % 10 = 6 then 'cancelled' when i % 10 = 7 then 'expired'
             when i % 10 = 8 then 'held' else 'pending' end as state,
        1 + i % 2 as adults
      from generate_series(1::bigint, ${options.bookingCount}) as i
    )
    insert into bookings (key, reference, tariff_key, supplier_key, buyer_key, state, first_date, last_date,
      adults, units, currency, lines, total, fee_schedule, day_trip, hold_expires_at, created_by, created_at,
      updated_at)
    select 'bk_bench' || i, 'TT-BENCH-' || i, n.tariff, t.space_key, n.buyer, n.state, n.first,
      n.first + n.extra, n.adults, 1, 'JPY',
      jsonb_build_array(jsonb_build_object('label', 'adult', 'quantity', n.adults)), 8000 * n.adults,
      ${feeSchedule?.schedule}::jsonb, n.extra = 0,
      case when n.state in ('held', 'expired') then now() + interval '20 hours' - interval '21 hours' * (n.state = 'expired')::int end,
      n.buyer || '-owner', now() - interval '2 days', now() - interval '2 days'
    from n join tariffs t on t.key = n.tariff`);
  await db.execute(sql`
    insert into booking_versions (booking_key, version, document, diff, actor_sub)
    select key, 1, jsonb_build_object('state', state, 'firstDate', first_date, 'units', units), '{}'::jsonb, created_by
    from bookings where key like 'bk_bench%'`);
  // The race dates' two confirmed bookings, of another buyer than the one racing.
  await db.execute(sql`
    insert into bookings (key, reference, tariff_key, supplier_key, buyer_key, state, first_date, last_date,
      adults, units, currency, lines, total, fee_schedule, created_by)
    select 'bk_race' || r || '_' || u, 'TT-RACE-' || r || '-' || u, t.key, t.space_key, 'sp_bench-bk-buyer-1',
      'confirmed', d::date, d::date, 1, 1, 'JPY', '[]'::jsonb, 8000, ${feeSchedule?.schedule}::jsonb,
      'sp_bench-bk-buyer-1-owner'
    from tariffs t, unnest(${sql.raw(`'{${raceDates.join(',')}}'`)}::text[]) with ordinality as x(d, r),
      generate_series(1, ${RACE_CAPACITY - 1}) as u
    where t.key = ${raceTariff}`);
  log(`  ${options.bookingCount} bookings in ${seconds(booking)} s`);
  // What autovacuum would do on a server soon after such a load (PGlite has no autovacuum at all).
  await db.execute(sql`vacuum analyze`);
  log(`  seeded in ${seconds(started)} s`);
  return {
    tariffKeys,
    raceTariff,
    raceDates,
    today,
    buyer: { sub: `${buyerKeys[0]}-owner`, space: buyerKeys[0] as string },
  };
}

/** Units held, requested or confirmed per race date, against the date's capacity (read after the race). */
export function raceLedger(db: Db, raceTariff: string, dates: string[]) {
  return queryRows<{ date: string; capacity: number; used: number }>(
    db,
    sql`select i.date::text as date, i.capacity,
          coalesce((select sum(b.units)::int from bookings b where b.tariff_key = i.tariff_key
            and i.date between b.first_date and b.last_date and b.state in ('held', 'pending', 'confirmed')), 0) as used
        from booking_inventory i
        where i.tariff_key = ${raceTariff} and i.date in (${sql.join(
          dates.map((d) => sql`${d}::date`),
          sql`, `,
        )})
        order by i.date`,
  );
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
