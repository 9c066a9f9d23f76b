import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookings, partnerships } from '../../../src/db/schema/index.ts';
import { inDays } from '../../bookings/support.ts';
import type { Fixture, Party, Row, World } from './table.ts';

const NO_BOOKING = 'bk_mx-missing';
const NO_TARIFF = 'tf_mx-missing';
const id = (prefix: string) => `${prefix}_mx-${randomBytes(6).toString('base64url')}`;

/**
 * A fresh held booking of the party's company, written below the API (like fresh.ts): a supplier's tariff booked
 * by the host buyer, or the buyer's booking of the rival's tariff.
 */
async function freshBooking(party: Party, fx: Fixture) {
  const world = party.world;
  if (!world) return undefined;
  const supplier: World = world.role === 'supplier' ? world : fx.worlds.rival;
  const buyer = world.role === 'buyer' ? world.corporate : fx.worlds.host.corporate;
  const key = id('bk');
  const date = inDays(40);
  await fx.app.database.db.insert(bookings).values({
    key,
    reference: `TT-MX-${randomBytes(4).toString('hex')}`,
    tariffKey: supplier.published as string,
    supplierKey: supplier.corporate,
    buyerKey: buyer,
    state: 'held',
    firstDate: date,
    lastDate: date,
    adults: 2,
    units: 1,
    currency: 'JPY',
    lines: [],
    total: 16_000,
    feeSchedule: { tiers: [{ daysBefore: 0, percent: 100 }] },
    holdExpiresAt: new Date(Date.now() + 30 * 60_000),
  });
  return key;
}

/** As freshBooking, confirmed: the state an amendment (and its preview) starts from. */
async function freshConfirmed(party: Party, fx: Fixture) {
  const key = await freshBooking(party, fx);
  if (!key) return undefined;
  await fx.app.database.db
    .update(bookings)
    .set({ state: 'confirmed', holdExpiresAt: null })
    .where(eq(bookings.key, key));
  return key;
}

/**
 * The party's published tariff, its company an active partner of the host buyer (the partners rows make and end
 * partnerships of that pair, so the row sees to it itself).
 */
async function partnerTariff(party: Party, fx: Fixture) {
  const world = party.world;
  if (world?.role !== 'supplier') return undefined;
  const db = fx.app.database.db;
  const pair = and(
    eq(partnerships.buyerKey, fx.worlds.host.corporate),
    eq(partnerships.supplierKey, world.corporate),
  );
  const [active] = await db
    .select({ key: partnerships.key })
    .from(partnerships)
    .where(and(pair, eq(partnerships.state, 'active')));
  if (!active) {
    await db
      .update(partnerships)
      .set({ state: 'ended' })
      .where(and(pair, eq(partnerships.state, 'requested')));
    await db.insert(partnerships).values({
      key: id('pt'),
      buyerKey: fx.worlds.host.corporate,
      supplierKey: world.corporate,
      state: 'active',
      requestedBy: 'buyer',
      createdBy: world.owner,
      activatedAt: new Date(),
    });
  }
  return world.published;
}

const supplierTariff = (party: Party) =>
  party.world?.role === 'supplier' ? party.world.published : undefined;

/**
 * Bookings (docs/product-decisions.md §15): any signed-in caller queries the bookings of its own spaces; a
 * booking is read by the members of its two spaces (API keys of either act as their space) and administrators,
 * and anyone else finds nothing.
 */
const readOne = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    200   200
      other   401   404   404   404    404   404   200   404    404   404
      absent  401   404   404   404    404   404   404   404    404   404`;

export const bookingRows: Row[] = [
  {
    route: 'POST /api/v1/Booking',
    // No space named: a caller of one buyer space books for it; of one space that buys nothing, refused by
    // name (422); of several, asked to name it (400); of none, finds none (404). Read keys only read.
    probe: (_key, _party, fx) => ({
      url: '/api/v1/Booking',
      body: { tariff: fx.worlds.ryokan.published, date: inDays(60), adults: 2 },
    }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   400   422    400   422   404   422    403   422`,
  },
  {
    route: 'POST /api/v1/Booking/query',
    probe: () => ({ url: '/api/v1/Booking/query', body: {} }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    200   200`,
  },
  {
    route: 'POST /api/v1/Booking/aggregate',
    probe: () => ({ url: '/api/v1/Booking/aggregate', body: { groupBy: ['state'] } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    200   200`,
  },
  {
    route: 'GET /api/v1/Booking/:key',
    record: freshBooking,
    missing: NO_BOOKING,
    probe: (key) => ({ url: `/api/v1/Booking/${key}` }),
    expect: readOne,
  },
  {
    route: 'GET /api/v1/Booking/:key/cancellation',
    record: freshBooking,
    missing: NO_BOOKING,
    probe: (key) => ({ url: `/api/v1/Booking/${key}/cancellation` }),
    expect: readOne,
  },
  {
    route: 'POST /api/v1/Booking/:key/:move',
    variant: 'confirm a hold',
    record: freshBooking,
    missing: NO_BOOKING,
    probe: (key) => ({ url: `/api/v1/Booking/${key}/confirm`, body: {} }),
    // The buyer confirms its hold; the supplier's side is refused by name, an administrator too (it reads,
    // it moves nothing); anyone else finds nothing.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   403   403    403   —     —     403    403   403
      other   401   404   404   404    404   404   403   404    403   404
      absent  401   404   404   404    404   404   404   404    403   404`,
  },
  {
    route: 'POST /api/v1/Booking/:key/amend-preview',
    record: freshConfirmed,
    missing: NO_BOOKING,
    probe: (key) => ({ url: `/api/v1/Booking/${key}/amend-preview`, body: { adults: 3 } }),
    // As the amend: the buyer previews its confirmed booking; the supplier's side is refused by name, an
    // administrator too (it reads, it amends nothing); anyone else finds nothing. Read keys only read.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   403   403    403   —     —     403    403   403
      other   401   404   404   404    404   404   403   404    403   404
      absent  401   404   404   404    404   404   404   404    403   404`,
  },
  {
    route: 'PUT /api/v1/Tariff/:key/inventory',
    record: supplierTariff,
    missing: NO_TARIFF,
    probe: (key) => ({
      url: `/api/v1/Tariff/${key}/inventory`,
      body: { from: inDays(200), to: inDays(201), mode: 'allotment', capacity: 3 },
    }),
    // The supplier's members and its write key; anyone else finds no tariff of theirs.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    403   200
      other   401   404   404   404    404   404   404   404    403   404
      absent  401   404   404   404    404   404   404   404    403   404`,
  },
  {
    route: 'PUT /api/v1/Tariff/:key/allotments',
    record: partnerTariff,
    missing: NO_TARIFF,
    probe: (key) => ({
      url: `/api/v1/Tariff/${key}/allotments`,
      body: { partner: 'sp_mx-host', from: inDays(200), to: inDays(201), units: 1, releaseDays: 3 },
    }),
    // As inventory, for the host buyer, an active partner of the supplier.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    403   200
      other   401   404   404   404    404   404   404   404    403   404
      absent  401   404   404   404    404   404   404   404    403   404`,
  },
  {
    route: 'GET /api/v1/Tariff/:key/availability',
    record: supplierTariff,
    missing: NO_TARIFF,
    probe: (key) => ({ url: `/api/v1/Tariff/${key}/availability?from=${inDays(10)}&to=${inDays(20)}` }),
    // A published public tariff's calendar is anyone's to read, each caller with its own figures.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   200   200   200    200   200   200   200    200   200
      absent  401   404   404   404    404   404   404   404    404   404`,
  },
];

/**
 * The home page's counts (docs/product-decisions.md §15 "Home: today"): a member reads its own space's; another
 * space reads as absent; without a space every person gets an answer (an administrator its queues). People's
 * route: API keys are refused.
 */
export const todayRows: Row[] = [
  {
    route: 'GET /api/v1/Today',
    record: (party) => party.world?.corporate,
    missing: 'sp_mx-missing',
    probe: (key) => ({ url: `/api/v1/Today?space=${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'GET /api/v1/Today',
    variant: 'no space',
    probe: () => ({ url: '/api/v1/Today' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
];
