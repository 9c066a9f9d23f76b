import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  availability,
  type BookingWorld,
  backdate,
  book,
  bookingCount,
  bookingWorld,
  call,
  expectOk,
  expireHoldNow,
  inDays,
  move,
  setInventory,
} from '../bookings/support.ts';
import { describeEachDatabase } from '../helper.ts';
import { apiKey, octo } from './support.ts';

/*
 * OCTO bookings over the one inventory (docs/octo.md "Bookings"): reserve → confirm → update → cancel, requests
 * the supplier confirms on the web, units sold either way gone from the other at once, refusals that store
 * nothing, the cut-off answered with the fee tier, and the list with filters and paging.
 */
describeEachDatabase('OCTO: bookings', (ctx) => {
  let w: BookingWorld;
  let key: string;
  const day = inDays(40);
  const onRequest = inDays(60);

  beforeAll(async () => {
    w = await bookingWorld(ctx.app);
    key = await apiKey(ctx.app, w.partner);
    await setInventory(ctx.app, w, { from: day, to: inDays(42), mode: 'allotment', capacity: 3 });
  });

  const call_ = (method: string, url: string, payload?: unknown) =>
    octo(ctx.app, key, w.supplier.space, method, url, payload);
  const reserveBody = (date: string, extra: Record<string, unknown> = {}) => ({
    productId: w.tariff,
    optionId: 'DEFAULT',
    availabilityId: `${w.tariff}.${date}`,
    unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    ...extra,
  });

  it('reserves, confirms, updates and cancels, with the web seeing each step on the same inventory', async () => {
    const uuid = randomUUID();
    const held = await call_(
      'POST',
      '/octo/v1/bookings',
      reserveBody(day, { uuid, resellerReference: 'R-1' }),
    );
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({
      uuid,
      status: 'ON_HOLD',
      resellerReference: 'R-1',
      productId: w.tariff,
    });
    expect(held.body.supplierReference).toMatch(/^TT-\d{4}-\d{6}$/);
    expect(Date.parse(held.body.utcExpiresAt)).toBeGreaterThan(Date.now());
    expect(held.body.pricing).toMatchObject({ retail: 16000, net: 16000, currency: 'JPY' });
    expect(held.body.unitItems.map((u: { unitId: string }) => u.unitId)).toEqual(['adult', 'adult']);
    // One inventory: the unit held through OCTO is gone from the web calendar at once.
    const [cell] = await availability(ctx.app, w.supplier.owner, w.tariff, day);
    expect(cell).toMatchObject({ held: 1, left: 2 });

    // A retry with the same uuid answers the same booking, not a second one.
    const again = await call_(
      'POST',
      '/octo/v1/bookings',
      reserveBody(day, { uuid, resellerReference: 'R-1' }),
    );
    expect(again.body.id).toBe(held.body.id);

    const extended = await call_('POST', `/octo/v1/bookings/${uuid}/extend`, { expirationMinutes: 90 });
    expect(Date.parse(extended.body.utcExpiresAt) - Date.now()).toBeGreaterThan(85 * 60_000);
    // A hold never outlasts a day from its reservation, however often it is extended.
    await ctx.app.database.db.execute(
      sql`update bookings set created_at = now() - interval '23 hours' where octo_uuid = ${uuid}`,
    );
    const tooLong = await call_('POST', `/octo/v1/bookings/${uuid}/extend`, { expirationMinutes: 120 });
    expect([tooLong.status, tooLong.body['tourtariff:code']]).toEqual([400, 'booking.hold_expired']);

    const confirmed = await call_('POST', `/octo/v1/bookings/${uuid}/confirm`, {
      resellerReference: 'R-1b',
      contact: { fullName: '山田 花子', emailAddress: 'hanako@example.com', locales: ['ja'] },
    });
    expect(confirmed.body).toMatchObject({
      status: 'CONFIRMED',
      resellerReference: 'R-1b',
      utcExpiresAt: null,
    });
    expect(confirmed.body.contact).toMatchObject({
      fullName: '山田 花子',
      emailAddress: 'hanako@example.com',
    });
    expect(confirmed.body.utcConfirmedAt).not.toBeNull();
    expect(confirmed.body.voucher.deliveryOptions[0].deliveryValue).toBe(held.body.supplierReference);

    // The supplier sees it on the web, with its channel.
    const web = await expectOk(call(ctx.app, w.supplier.owner, 'GET', `/api/v1/Booking/${held.body.id}`));
    expect(web.body).toMatchObject({ channel: 'octo', state: 'confirmed' });

    const updated = await call_('PATCH', `/octo/v1/bookings/${uuid}`, { notes: 'ベジタリアン 1名' });
    expect(updated.body).toMatchObject({ notes: 'ベジタリアン 1名', resellerReference: 'R-1b' });
    const amended = await call_('PATCH', `/octo/v1/bookings/${uuid}`, {
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }],
    });
    expect(amended.body.unitItems).toHaveLength(3);
    expect(amended.body.pricing.net).toBe(20000);

    const fetched = await call_('GET', `/octo/v1/bookings/${uuid}`);
    expect(fetched.body.status).toBe('CONFIRMED');
    expect(fetched.body.cancellable).toBe(true);
    expect(fetched.body['tourtariff:cancellationSchedule'].length).toBeGreaterThan(0);

    const cancelled = await call_('POST', `/octo/v1/bookings/${uuid}/cancel`, { reason: 'お客様都合' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(cancelled.body.cancellation).toMatchObject({ refund: 'FULL', reason: 'お客様都合' });
    const [after] = await availability(ctx.app, w.supplier.owner, w.tariff, day);
    expect(after).toMatchObject({ held: 0, sold: 0, left: 3 });
  });

  it('counts a web booking against OCTO availability, and refuses more units than left, storing nothing', async () => {
    await expectOk(book(ctx.app, w, w.partner, { date: inDays(41), units: 2 }));
    const check = await call_('POST', '/octo/v1/availability', {
      productId: w.tariff,
      optionId: 'DEFAULT',
      availabilityIds: [`${w.tariff}.${inDays(41)}`],
    });
    expect(check.body[0]).toMatchObject({ vacancies: 1, status: 'LIMITED' });
    const before = await bookingCount(ctx.app, w.tariff);
    const tooMany = await call_(
      'POST',
      '/octo/v1/bookings',
      reserveBody(inDays(41), { 'tourtariff:units': 2 }),
    );
    expect([tooMany.status, tooMany.body.error, tooMany.body['tourtariff:code']]).toEqual([
      400,
      'BAD_REQUEST',
      'booking.sold_out',
    ]);
    for (const body of [
      reserveBody(inDays(41), { productId: 'tf_missing' }),
      reserveBody(inDays(41), { optionId: 'X' }),
      reserveBody(inDays(41), { unitItems: [{ unitId: 'dragon' }] }),
      reserveBody(inDays(41), { availabilityId: 'tf_other.2030-01-01' }),
      reserveBody(inDays(41), { unitItems: [{ unitId: 'child' }] }),
      reserveBody(inDays(41), { colour: 'red' }),
    ]) {
      const res = await call_('POST', '/octo/v1/bookings', body);
      expect(res.status).toBe(400);
    }
    expect(await bookingCount(ctx.app, w.tariff)).toBe(before);
  });

  it('answers PENDING on request; the supplier confirms on the web and OCTO reads CONFIRMED', async () => {
    const pending = await call_('POST', '/octo/v1/bookings', reserveBody(onRequest));
    expect(pending.body).toMatchObject({ status: 'PENDING', utcExpiresAt: null });
    // No body at all means {} (a move with nothing to add).
    const still = await call_('POST', `/octo/v1/bookings/${pending.body.uuid}/confirm`);
    expect(still.body.status).toBe('PENDING');
    await expectOk(move(ctx.app, w.supplier.owner, pending.body.id, 'confirm'));
    const read = await call_('GET', `/octo/v1/bookings/${pending.body.uuid}`);
    expect(read.body.status).toBe('CONFIRMED');
  });

  it('refuses confirming an expired hold, and another supplier’s or an unknown uuid', async () => {
    const held = await call_('POST', '/octo/v1/bookings', reserveBody(inDays(42)));
    await expireHoldNow(ctx.app, held.body.id);
    const late = await call_('POST', `/octo/v1/bookings/${held.body.uuid}/confirm`, {});
    expect([late.status, late.body['tourtariff:code']]).toEqual([400, 'booking.hold_expired']);
    const read = await call_('GET', `/octo/v1/bookings/${held.body.uuid}`);
    expect(read.body.status).toBe('EXPIRED');
    const unknown = await call_('GET', `/octo/v1/bookings/${randomUUID()}`);
    expect([unknown.status, unknown.body.error]).toEqual([400, 'INVALID_BOOKING_UUID']);
    const strangerKey = await apiKey(ctx.app, w.stranger);
    const theirs = await octo(
      ctx.app,
      strangerKey,
      w.supplier.space,
      'GET',
      `/octo/v1/bookings/${held.body.uuid}`,
    );
    expect(theirs.status).toBe(403);
  });

  it('answers a cancellation past the cut-off with the fee tier, and cancels with force', async () => {
    const held = await call_('POST', '/octo/v1/bookings', reserveBody(inDays(42)));
    await call_('POST', `/octo/v1/bookings/${held.body.uuid}/confirm`, {});
    await backdate(ctx.app, held.body.id, inDays(-1));
    const read = await call_('GET', `/octo/v1/bookings/${held.body.uuid}`);
    expect(read.body.cancellable).toBe(false);
    const refused = await call_('POST', `/octo/v1/bookings/${held.body.uuid}/cancel`, {});
    expect([refused.status, refused.body['tourtariff:code']]).toEqual([400, 'octo.past_cutoff']);
    expect(refused.body['tourtariff:cancellationFee']).toMatchObject({
      percent: 100,
      fee: 16000,
      currency: 'JPY',
    });
    const still = await call_('GET', `/octo/v1/bookings/${held.body.uuid}`);
    expect(still.body.status).toBe('CONFIRMED');
    const forced = await call_('POST', `/octo/v1/bookings/${held.body.uuid}/cancel`, { force: true });
    expect(forced.body.cancellation).toMatchObject({ refund: 'NONE' });
    expect(forced.body['tourtariff:cancellationFee']).toBe(16000);
  });

  it('lists the reseller’s bookings by reference and date, paging each once while bookings are added', async () => {
    const byRef = await call_('GET', '/octo/v1/bookings?resellerReference=R-1b');
    expect(byRef.body.map((b: { resellerReference: string }) => b.resellerReference)).toEqual(['R-1b']);
    const bySupplierRef = await call_(
      'GET',
      `/octo/v1/bookings?supplierReference=${encodeURIComponent(byRef.body[0].supplierReference)}`,
    );
    expect(bySupplierRef.body).toHaveLength(1);
    const onDay = await call_('GET', `/octo/v1/bookings?localDate=${onRequest}`);
    expect(onDay.body.every((b: { availabilityId: string }) => b.availabilityId.endsWith(onRequest))).toBe(
      true,
    );
    const all = await call_('GET', '/octo/v1/bookings');
    const seen: string[] = [];
    let url: string | null = '/octo/v1/bookings?limit=2';
    let added = false;
    while (url) {
      const res: Awaited<ReturnType<typeof octo>> = await call_('GET', url);
      seen.push(...res.body.map((b: { uuid: string }) => b.uuid));
      if (!added) {
        added = true;
        await call_('POST', '/octo/v1/bookings', reserveBody(onRequest));
      }
      const link = /<([^>]+)>/.exec((res.headers.link as string | undefined) ?? '')?.[1];
      url = link ? new URL(link).pathname + new URL(link).search : null;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const booking of all.body) expect(seen).toContain(booking.uuid);
    const range = await call_('GET', `/octo/v1/bookings?localDateStart=${day}&localDateEnd=${inDays(42)}`);
    expect(range.body.length).toBeGreaterThan(0);
  });
});
