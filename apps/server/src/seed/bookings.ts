import { japanDate } from '@tourtariff/shared';
import type { Db } from '../db/client.ts';
import { seedBookings } from '../modules/bookings/index.ts';

const RYOKAN = 'tf_kyoto-ryokan-stay';
const TEA = 'tf_gion-tea-ceremony';
const BUS = 'tf_kyoto-charter-bus';
const SAKURA = 'sp_sakura-travel';
const MINUTE = 60_000;

/**
 * docs/product-decisions.md §9, §15: the ryokan sells 10 rooms a night for the next 120 days, 2 of them held for
 * さくらトラベル until 7 days before, New Year's Eve on request; the tea ceremony is free sale; the charter bus on
 * request. さくらトラベル has a booking in every state. Seed references are the year's 900001 onwards, far above
 * what the inquiries' series reaches in a demo.
 */
export async function seedDemoBookings(db: Db, now = new Date()): Promise<void> {
  const today = japanDate(now);
  const day = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const from = day(0);
  const to = day(119);
  const year = today.slice(0, 4);
  const eve = `${year}-12-31`;
  const ref = (n: number) => `TT-${year}-${String(900_000 + n).padStart(6, '0')}`;
  const inventory = [
    { tariff: RYOKAN, from, to, mode: 'allotment' as const, capacity: 10 },
    { tariff: TEA, from, to, mode: 'free_sale' as const },
    { tariff: BUS, from, to, mode: 'on_request' as const },
    ...(eve >= from && eve <= to
      ? [{ tariff: RYOKAN, from: eve, to: eve, mode: 'on_request' as const }]
      : []),
  ];
  const allotments = [{ tariff: RYOKAN, partner: SAKURA, from, to, units: 2, releaseDays: 7 }];
  const booking = (
    n: number,
    tariff: string,
    state: Parameters<typeof seedBookings>[1]['bookings'][0]['state'],
    date: string,
    more = {},
  ) => ({
    key: `bk_demo-${n}`,
    reference: ref(n),
    tariff,
    buyer: SAKURA,
    state,
    date,
    adults: tariff === RYOKAN ? 4 : 2,
    units: tariff === RYOKAN ? 2 : 1,
    ...more,
  });
  await seedBookings(
    db,
    {
      inventory,
      allotments,
      bookings: [
        booking(1, RYOKAN, 'confirmed', day(14)),
        booking(2, RYOKAN, 'held', day(21), { holdExpiresAt: new Date(now.getTime() + 30 * MINUTE) }),
        booking(3, BUS, 'pending', day(30)),
        booking(4, TEA, 'confirmed', day(10)),
        booking(5, TEA, 'expired', day(40), { holdExpiresAt: new Date(now.getTime() - 90 * MINUTE) }),
        booking(6, BUS, 'rejected', day(45), { reason: '当日は全車両が予約済みです' }),
        booking(7, RYOKAN, 'cancelled', day(25)),
        booking(8, TEA, 'completed', day(-10)),
        booking(9, TEA, 'no_show', day(-3)),
      ],
    },
    now,
  );
}
