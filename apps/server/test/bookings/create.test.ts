import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import {
  availability,
  type BookingWorld,
  book,
  bookingCount,
  bookingWorld,
  call,
  callWith,
  expectOk,
  inDays,
  setInventory,
} from './support.ts';

/*
 * Making a booking (docs/product-decisions.md §15): bad input refused with its code and nothing stored, the
 * Idempotency-Key, and holds that never oversell however many arrive at once.
 */
describeEachDatabase('bookings: holds and requests', (ctx) => {
  let w: BookingWorld;
  const day = inDays(45);
  const last = inDays(46);

  beforeAll(async () => {
    w = await bookingWorld(ctx.app, { booking: { cutoffHours: 72 } });
    await setInventory(ctx.app, w, { from: inDays(1), to: inDays(80), mode: 'allotment', capacity: 4 });
  });

  it('refuses bad input, each with its code, storing nothing', async () => {
    const before = await bookingCount(ctx.app, w.tariff);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ date: inDays(-3) }, 400, 'booking.past'],
      [{ date: inDays(2) }, 400, 'booking.cutoff'],
      [{ date: day, units: 5 }, 409, 'booking.sold_out'],
      [{ date: day, adults: 40 }, 422, 'booking.no_tier'],
      [{ date: day, to: inDays(44) }, 400, 'request.invalid'],
      [{ date: day, units: 0 }, 400, 'request.invalid'],
      [{ date: day, adults: 0 }, 400, 'request.invalid'],
      [{ date: day, colour: 'red' }, 400, 'request.invalid'],
      [{ date: day, tariff: 'tf_nothing-here' }, 404, 'record.not_found'],
    ];
    for (const [body, status, code] of cases) {
      const res = await book(ctx.app, w, w.partner, body);
      expect([res.status, res.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const supplierBooks = await call(ctx.app, w.supplier.owner, 'POST', '/api/v1/Booking', {
      space: w.supplier.space,
      tariff: w.tariff,
      date: day,
      adults: 2,
    });
    expect(supplierBooks.body.error?.code).toBe('booking.not_buyer_space');
    const notMine = await call(ctx.app, w.stranger.owner, 'POST', '/api/v1/Booking', {
      space: w.partner.space,
      tariff: w.tariff,
      date: day,
      adults: 2,
    });
    expect(notMine.status).toBe(404);
    expect(await bookingCount(ctx.app, w.tariff)).toBe(before);
  });

  it('books a stay of several days, counting every date', async () => {
    const res = await expectOk(book(ctx.app, w, w.partner, { date: day, to: last, units: 3 }));
    expect(res.body).toMatchObject({ date: day, to: last, units: 3, state: 'held' });
    const days = await availability(ctx.app, w.stranger.owner, w.tariff, day, last);
    expect(days.map((d) => d.left)).toEqual([1, 1]);
  });

  it('answers a retry with the same Idempotency-Key and body with the first answer, and never books twice', async () => {
    const date = inDays(50);
    const body = { space: w.partner.space, tariff: w.tariff, date, adults: 2, units: 1 };
    const headers = { 'idempotency-key': 'order-4711' };
    const before = await bookingCount(ctx.app, w.tariff);
    const first = await callWith(ctx.app, w.partner.member, 'POST', '/api/v1/Booking', body, headers);
    expect(first.status).toBe(200);
    const again = await callWith(ctx.app, w.partner.owner, 'POST', '/api/v1/Booking', body, headers);
    expect(again).toEqual(first);
    expect(await bookingCount(ctx.app, w.tariff)).toBe(before + 1);
    const other = await callWith(
      ctx.app,
      w.partner.member,
      'POST',
      '/api/v1/Booking',
      { ...body, units: 2 },
      headers,
    );
    expect([other.status, other.body.error?.code]).toEqual([409, 'booking.idempotency_conflict']);
    // Another space's key of the same name is its own.
    const stranger = await callWith(
      ctx.app,
      w.stranger.member,
      'POST',
      '/api/v1/Booking',
      { ...body, space: w.stranger.space },
      headers,
    );
    expect(stranger.status).toBe(200);
    expect(await bookingCount(ctx.app, w.tariff)).toBe(before + 2);
    const bad = await callWith(ctx.app, w.partner.member, 'POST', '/api/v1/Booking', body, {
      'idempotency-key': 'ä',
    });
    expect(bad.status).toBe(400);
  });

  it('leaves no key behind when the booking was refused', async () => {
    const date = inDays(55);
    const headers = { 'idempotency-key': 'refused-first' };
    const body = { space: w.partner.space, tariff: w.tariff, date, adults: 2, units: 9 };
    const refused = await callWith(ctx.app, w.partner.member, 'POST', '/api/v1/Booking', body, headers);
    expect(refused.body.error?.code).toBe('booking.sold_out');
    const ok = await callWith(
      ctx.app,
      w.partner.member,
      'POST',
      '/api/v1/Booking',
      { ...body, units: 1 },
      headers,
    );
    expect(ok.status).toBe(200);
  });

  it('gives the last unit to exactly one of 64 concurrent holds', async () => {
    const date = inDays(70);
    await setInventory(ctx.app, w, { from: date, to: date, mode: 'allotment', capacity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        book(ctx.app, w, i % 2 ? w.partner : w.stranger, { date, units: 1 }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error?.code === 'booking.sold_out')).toHaveLength(63);
    expect((await availability(ctx.app, w.supplier.owner, w.tariff, date))[0]).toMatchObject({ left: 0 });
  });

  it('reads, queries and aggregates only the bookings of the caller’s spaces', async () => {
    const mine = await expectOk(
      call(ctx.app, w.partner.owner, 'POST', '/api/v1/Booking/query', {
        filter: { buyer: w.partner.space, state: 'held' },
        sort: [{ field: 'date', order: 'asc' }],
      }),
    );
    expect(mine.body.items.length).toBeGreaterThan(0);
    expect(mine.body.items.every((b: { buyer: { key: string } }) => b.buyer.key === w.partner.space)).toBe(
      true,
    );
    const peek = await expectOk(
      call(ctx.app, w.partner.owner, 'POST', '/api/v1/Booking/query', {
        filter: { buyer: w.stranger.space },
      }),
    );
    expect(peek.body.items).toEqual([]);
    const supplierSees = await expectOk(
      call(ctx.app, w.supplier.member, 'POST', '/api/v1/Booking/query', {
        filter: { supplier: w.supplier.space },
        fields: ['reference', 'state'],
        limit: 100,
      }),
    );
    expect(Object.keys(supplierSees.body.items[0]).sort()).toEqual(['key', 'reference', 'state']);
    const counts = await expectOk(
      call(ctx.app, w.stranger.owner, 'POST', '/api/v1/Booking/aggregate', { groupBy: ['state'] }),
    );
    const total = counts.body.items.reduce((sum: number, g: { count: number }) => sum + Number(g.count), 0);
    const strangerRows = await expectOk(
      call(ctx.app, w.stranger.owner, 'POST', '/api/v1/Booking/query', { limit: 100 }),
    );
    expect(total).toBe(strangerRows.body.items.length);
    const unknown = await call(ctx.app, w.partner.owner, 'POST', '/api/v1/Booking/query', {
      filter: { colour: 'x' },
    });
    expect(unknown.status).toBe(400);
  });
});
