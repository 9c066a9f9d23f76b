import { japanDate } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import { partner, type Team, team } from '../partners/support.ts';
import type { TestUser } from '../sessions.ts';
import { call, createPublished, expectOk, newAdmin, tariffBody } from '../tariffs/support.ts';

export { call, expectOk };

/** A Japan date `days` from today (Japan time), YYYY-MM-DD. */
export function inDays(days: number): string {
  const today = japanDate(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A supplier with a published activity priced 8,000 a person (1–9) and 60,000 a group (10–30), valid from today
 * for two years; a partner buyer, and a buyer that is no partner.
 */
export type BookingWorld = {
  supplier: Team;
  partner: Team;
  stranger: Team;
  admin: TestUser;
  tariff: string;
  /** The partnership of `partner` with `supplier`. */
  partnership: string;
};

export async function bookingWorld(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const admin = await newAdmin(app);
  const supplier = await team(app, 'supplier', '予約テスト観光株式会社');
  const buyer = await team(app, 'buyer', '予約テスト旅行株式会社');
  const stranger = await team(app, 'buyer', '取引のない旅行株式会社');
  const partnership = await partner(app, buyer, supplier);
  const tariff = await createPublished(
    app,
    { user: supplier.owner, space: supplier.space },
    admin,
    tariffBody({
      validity: { from: inDays(-1), to: inDays(700) },
      blackout: [],
      seasons: [],
      rates: [
        { season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 8000, child: 4000 },
        { season: null, unit: 'per_group', pax_min: 10, pax_max: 30, adult: 60000, child: null },
      ],
      booking: { holdMinutes: 30, feeSchedule: { template: 'standard_travel_domestic', tiers: [] } },
      ...overrides,
    }),
  );
  return {
    supplier,
    partner: buyer,
    stranger,
    admin,
    tariff: tariff.key as string,
    partnership,
  } satisfies BookingWorld;
}

/** A call with extra headers (Idempotency-Key, X-TourTariff-Space). */
export async function callWith(
  app: FastifyInstance,
  user: TestUser,
  method: string,
  url: string,
  payload: unknown,
  headers: Record<string, string>,
) {
  const res = await app.inject({
    method: method as 'POST',
    url,
    cookies: user.auth.cookies,
    headers: { ...user.auth.headers, ...headers },
    payload: payload as object,
  });
  return { status: res.statusCode, body: res.json() };
}

export async function setInventory(app: FastifyInstance, w: BookingWorld, body: Record<string, unknown>) {
  return expectOk(call(app, w.supplier.owner, 'PUT', `/api/v1/Tariff/${w.tariff}/inventory`, body));
}

export async function availability(
  app: FastifyInstance,
  user: TestUser,
  tariff: string,
  from: string,
  to = from,
) {
  const res = await expectOk(
    call(app, user, 'GET', `/api/v1/Tariff/${tariff}/availability?from=${from}&to=${to}`),
  );
  return res.body.days as Array<{
    date: string;
    status: string;
    left: number | null;
    capacity: number | null;
    price: number | null;
    mode: string;
    closed: boolean;
    sold?: number;
    held?: number;
  }>;
}

/** A booking by `team`'s member for its space. */
export const book = (app: FastifyInstance, w: BookingWorld, who: Team, body: Record<string, unknown>) =>
  call(app, who.member, 'POST', '/api/v1/Booking', {
    space: who.space,
    tariff: w.tariff,
    adults: 2,
    ...body,
  });

export const move = (app: FastifyInstance, user: TestUser, key: string, what: string, body: unknown = {}) =>
  call(app, user, 'POST', `/api/v1/Booking/${key}/${what}`, body);

/** How many bookings the tariff has: "nothing stored" compares two of these. */
export async function bookingCount(app: FastifyInstance, tariff: string) {
  const [row] = await queryRows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from bookings where tariff_key = ${tariff}`,
  );
  return row?.n ?? 0;
}

/** Moves a booking's dates into the past (the API refuses past dates) so the clock's rules can be tried. */
export async function backdate(app: FastifyInstance, key: string, first: string, last = first) {
  await app.database.db.execute(
    sql`update bookings set first_date = ${first}::date, last_date = ${last}::date where key = ${key}`,
  );
}

/** Lets a hold's time run out (the database clock cannot be moved, so the expiry is). */
export async function expireHoldNow(app: FastifyInstance, key: string) {
  await app.database.db.execute(
    sql`update bookings set hold_expires_at = now() - interval '1 minute' where key = ${key}`,
  );
}
