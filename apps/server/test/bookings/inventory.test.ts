import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import {
  availability,
  type BookingWorld,
  book,
  bookingWorld,
  call,
  expectOk,
  inDays,
  move,
} from './support.ts';

/*
 * Inventory and the calendar (docs/product-decisions.md §15): modes per date, stop-sell, partner allotments that
 * return to the pool on their release day, and figures that never show a buyer another partner's allotment.
 */
describeEachDatabase('bookings: inventory and availability', (ctx) => {
  let w: BookingWorld;
  const far = inDays(30);
  const near = inDays(5);

  beforeAll(async () => {
    w = await bookingWorld(ctx.app);
  });

  const put = (what: 'inventory' | 'allotments', body: unknown, user = w.supplier.owner) =>
    call(ctx.app, user, 'PUT', `/api/v1/Tariff/${w.tariff}/${what}`, body);

  it('answers on request for dates the supplier never opened, with the caller’s price', async () => {
    const days = await availability(ctx.app, w.partner.owner, w.tariff, inDays(100), inDays(102));
    expect(days).toHaveLength(3);
    for (const d of days) expect(d).toMatchObject({ mode: 'on_request', status: 'on_request', left: null });
    // The default group the search prices (DEFAULT_PRICED_ADULTS, one adult) at 8,000 a person.
    expect(days[0]?.price).toBe(8_000);
  });

  it('sets a range on some weekdays only, and closes and reopens single dates', async () => {
    const from = inDays(140);
    const to = inDays(153);
    const res = await expectOk(put('inventory', { from, to, weekdays: [6, 0], mode: 'free_sale' }));
    expect(res.body.dates).toBe(4);
    const days = await availability(ctx.app, w.partner.owner, w.tariff, from, to);
    const weekend = days.filter((d) => [0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()));
    expect(weekend.every((d) => d.status === 'free_sale')).toBe(true);
    expect(days.filter((d) => d.status === 'on_request')).toHaveLength(10);

    const date = weekend[0]?.date as string;
    await expectOk(put('inventory', { from: date, to: date, closed: true }));
    const [closed] = await availability(ctx.app, w.partner.owner, w.tariff, date);
    expect(closed).toMatchObject({ status: 'closed', closed: true, mode: 'free_sale', left: 0 });
    const refused = await book(ctx.app, w, w.partner, { date });
    expect(refused.body.error).toMatchObject({ code: 'booking.closed', params: { date } });
    await expectOk(put('inventory', { from: date, to: date, closed: false }));
    expect((await availability(ctx.app, w.partner.owner, w.tariff, date))[0]?.status).toBe('free_sale');
  });

  it('holds partner units apart: the partner sees them, a non-partner sees only the pool', async () => {
    await expectOk(put('inventory', { from: far, to: far, mode: 'allotment', capacity: 5 }));
    await expectOk(
      put('allotments', { partner: w.partner.space, from: far, to: far, units: 2, releaseDays: 7 }),
    );
    const [mine] = await availability(ctx.app, w.partner.owner, w.tariff, far);
    const [theirs] = await availability(ctx.app, w.stranger.owner, w.tariff, far);
    const [supplier] = await availability(ctx.app, w.supplier.member, w.tariff, far);
    expect(mine).toMatchObject({ left: 5, capacity: 5 });
    expect(theirs).toMatchObject({ left: 3, capacity: 3 });
    expect(supplier).toMatchObject({ left: 5, capacity: 5 });

    // The stranger takes the pool; the partner's own two remain.
    await expectOk(book(ctx.app, w, w.stranger, { date: far, units: 3 }));
    expect((await availability(ctx.app, w.stranger.owner, w.tariff, far))[0]).toMatchObject({
      left: 0,
      status: 'sold_out',
    });
    expect((await availability(ctx.app, w.partner.owner, w.tariff, far))[0]?.left).toBe(2);
    const over = await book(ctx.app, w, w.stranger, { date: far, units: 1 });
    expect(over.body.error?.code).toBe('booking.sold_out');
    const ok = await expectOk(book(ctx.app, w, w.partner, { date: far, units: 2 }));
    expect(ok.body.state).toBe('held');
    const [cell] = await availability(ctx.app, w.supplier.owner, w.tariff, far);
    expect(cell).toMatchObject({ left: 0, sold: 0, held: 5 });
    // A buyer never learns what others booked.
    expect(Object.keys((await availability(ctx.app, w.partner.owner, w.tariff, far))[0] ?? {})).not.toContain(
      'sold',
    );
  });

  it('returns unbooked partner units to the pool from the release day', async () => {
    await expectOk(put('inventory', { from: near, to: near, mode: 'allotment', capacity: 4 }));
    // Released 7 days before: 5 days ahead, the partner's 3 units are everyone's again.
    await expectOk(
      put('allotments', { partner: w.partner.space, from: near, to: near, units: 3, releaseDays: 7 }),
    );
    expect((await availability(ctx.app, w.stranger.owner, w.tariff, near))[0]).toMatchObject({ left: 4 });
    // Not yet released at 3 days: the stranger sees the pool of 1.
    await expectOk(
      put('allotments', { partner: w.partner.space, from: near, to: near, units: 3, releaseDays: 3 }),
    );
    expect((await availability(ctx.app, w.stranger.owner, w.tariff, near))[0]).toMatchObject({ left: 1 });
    const b = await expectOk(book(ctx.app, w, w.stranger, { date: near, units: 1 }));
    await expectOk(move(ctx.app, w.stranger.owner, b.body.key, 'confirm'));
    expect((await availability(ctx.app, w.stranger.owner, w.tariff, near))[0]).toMatchObject({ left: 0 });
    expect((await availability(ctx.app, w.partner.owner, w.tariff, near))[0]).toMatchObject({ left: 3 });
  });

  it('lets only the supplier write, and allotments go to active partners only', async () => {
    const body = { from: far, to: far, capacity: 9 };
    expect((await put('inventory', body, w.partner.owner)).status).toBe(404);
    expect((await put('inventory', body, w.stranger.owner)).status).toBe(404);
    const notPartner = await put('allotments', {
      partner: w.stranger.space,
      from: far,
      to: far,
      units: 1,
      releaseDays: 0,
    });
    expect(notPartner.body.error).toMatchObject({ code: 'booking.not_partner' });
    expect(notPartner.status).toBe(422);
    expect(
      (await call(ctx.app, w.supplier.owner, 'PUT', '/api/v1/Tariff/tf_none/inventory', body)).status,
    ).toBe(404);
  });

  it('refuses bad ranges and values naming the field, and writes nothing', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ from: far, to: inDays(1), capacity: 1 }, 'body.to', 'date_order'],
      [{ from: far, to: inDays(500), capacity: 1 }, 'body.to', 'range_days'],
      [{ from: far, to: far, capacity: -1 }, 'body.capacity', 'too_small'],
      [{ from: far, to: far, mode: 'sometimes' }, 'body.mode', 'invalid_value'],
      [{ from: far, to: far, weekdays: [7], capacity: 1 }, 'body.weekdays.0', 'too_big'],
      [{ from: far, to: far }, 'body.mode', 'required'],
      [{ from: '2026-02-30', to: far, capacity: 1 }, 'body.from', 'invalid_format'],
    ];
    for (const [body, field, rule] of cases) {
      const res = await put('inventory', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(body)).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    }
    const units = await put('allotments', {
      partner: w.partner.space,
      from: far,
      to: far,
      units: -2,
      releaseDays: 1,
    });
    expect(units.body.error.fields[0]).toMatchObject({ field: 'body.units' });
    expect((await availability(ctx.app, w.supplier.owner, w.tariff, far))[0]).toMatchObject({ capacity: 5 });
    const wide = await call(
      ctx.app,
      w.partner.owner,
      'GET',
      `/api/v1/Tariff/${w.tariff}/availability?from=${far}&to=${inDays(400)}`,
    );
    expect(wide.status).toBe(400);
  });
});
