import { beforeAll, expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/idp/accounts.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import {
  type BookingWorld,
  book,
  bookingWorld,
  call,
  expectOk,
  inDays,
  move,
  setInventory,
} from './support.ts';

const code = (res: { body: { error?: { code?: string } } }) => res.body.error?.code;

/*
 * `POST /api/v1/Booking/{key}/amend-preview` (docs/api.md "Bookings and inventory"): the amendment's new lines
 * and total beside the current ones, and whether its dates have the units, from the same pricing and counting
 * as the amend; the amend's refusals; nothing stored.
 */
describeEachDatabase('bookings: the amendment preview', (ctx) => {
  let w: BookingWorld;
  let key: string;
  const a = inDays(90);
  const b = inDays(91);
  const preview = (body: unknown, user = w.partner.owner, booking = key) =>
    call(ctx.app, user, 'POST', `/api/v1/Booking/${booking}/amend-preview`, body);

  beforeAll(async () => {
    w = await bookingWorld(ctx.app);
    await setInventory(ctx.app, w, { from: a, to: b, mode: 'allotment', capacity: 2 });
    await setInventory(ctx.app, w, { from: inDays(92), to: inDays(92), mode: 'allotment', capacity: 5 });
    await setInventory(ctx.app, w, { from: inDays(92), to: inDays(92), closed: true });
    await setInventory(ctx.app, w, { from: inDays(93), to: inDays(93), mode: 'on_request' });
    await setInventory(ctx.app, w, { from: inDays(94), to: inDays(94), mode: 'free_sale' });
    const mine = await expectOk(book(ctx.app, w, w.partner, { date: a, units: 1 }));
    key = mine.body.key;
    await expectOk(move(ctx.app, w.partner.owner, key, 'confirm'));
    await expectOk(book(ctx.app, w, w.stranger, { date: a, units: 1 }));
    await expectOk(book(ctx.app, w, w.stranger, { date: b, units: 2 }));
  });

  it('answers the new lines and total beside the current ones; an empty body the booking’s own', async () => {
    const same = await expectOk(preview({}));
    expect(same.body).toMatchObject({
      currency: 'JPY',
      total: 16_000,
      current: { total: 16_000 },
      available: true,
      unavailable: null,
      bands: [],
    });
    expect(same.body.lines).toEqual(same.body.current.lines);
    const more = await expectOk(preview({ adults: 3 }));
    expect(more.body).toMatchObject({ total: 24_000, current: { total: 16_000 }, available: true });
    // The amend itself lands on the same figures.
    const amended = await expectOk(move(ctx.app, w.partner.owner, key, 'amend', { adults: 3 }));
    expect(amended.body.total).toBe(more.body.total);
    expect(amended.body.lines).toEqual(more.body.lines);
    await expectOk(move(ctx.app, w.partner.owner, key, 'amend', { adults: 2 }));
  });

  it('reports dates without the units as not available, naming the first; stores nothing', async () => {
    const before = await expectOk(call(ctx.app, w.partner.owner, 'GET', `/api/v1/Booking/${key}`));
    const units = await expectOk(preview({ units: 2 }));
    expect(units.body).toMatchObject({
      available: false,
      unavailable: { code: 'booking.sold_out', date: a, left: 1 },
      total: 16_000,
    });
    const full = await expectOk(preview({ date: b }));
    expect(full.body.unavailable).toEqual({ code: 'booking.sold_out', date: b, left: 0 });
    const closed = await expectOk(preview({ date: inDays(92) }));
    expect(closed.body.unavailable).toMatchObject({ code: 'booking.closed', date: inDays(92) });
    const onRequest = await expectOk(preview({ date: inDays(93) }));
    expect(onRequest.body.unavailable).toMatchObject({ code: 'booking.on_request', date: inDays(93) });
    const after = await expectOk(call(ctx.app, w.partner.owner, 'GET', `/api/v1/Booking/${key}`));
    expect(after.body).toEqual(before.body);
  });

  it('refuses as the amend does: the side, the state, a group no tier prices, bad members; others find nothing', async () => {
    const bySupplier = await preview({ adults: 3 }, w.supplier.owner);
    expect([bySupplier.status, code(bySupplier)]).toEqual([403, 'booking.wrong_side']);
    const tooMany = await preview({ adults: 50 });
    expect([tooMany.status, code(tooMany)]).toEqual([422, 'booking.no_tier']);
    const unknown = await preview({ colour: 'red' });
    expect(unknown.status).toBe(400);
    const backwards = await preview({ to: inDays(80) });
    expect(backwards.body.error.fields[0]).toMatchObject({ field: 'body.to', rule: 'date_order' });
    const past = await preview({ date: inDays(-1) });
    expect(past.status).toBeGreaterThanOrEqual(400);
    expect(past.status).toBeLessThan(500);
    const stranger = await preview({ adults: 3 }, w.stranger.owner);
    expect([stranger.status, code(stranger)]).toEqual([404, 'record.not_found']);
    const held = await expectOk(book(ctx.app, w, w.partner, { date: inDays(94) }));
    const notYet = await preview({ adults: 3 }, w.partner.owner, held.body.key);
    expect([notYet.status, code(notYet)]).toEqual([409, 'booking.state']);
  });
});

/** The demo ryokan stay counts children by its age bands: the preview names them and prices a change of them. */
describeEachDatabase('bookings: the amendment preview of a stay with age bands', (ctx) => {
  it('names the tariff’s bands and re-prices a band change', async () => {
    const sub = (await findAccountByEmail(ctx.app.database.db, 'buyer@example.com'))?.sub ?? '';
    const cookie = await createSession(ctx.app.database.db, sub, {
      accessToken: 'demo',
      idToken: 'demo',
      refreshToken: undefined,
      expiresInSeconds: 3600,
    });
    const headers = { 'x-tourtariff-client': 'web', 'x-tourtariff-space': 'sp_sakura-travel' };
    const buyer = {
      sub,
      email: 'buyer@example.com',
      cookie,
      auth: { cookies: { tt_session: cookie }, headers },
    };
    const date = inDays(45);
    const held = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/v1/Booking', {
        space: 'sp_sakura-travel',
        tariff: 'tf_kyoto-ryokan-stay',
        date,
        adults: 2,
        bands: { elementary: 1 },
      }),
    );
    await expectOk(call(ctx.app, buyer, 'POST', `/api/v1/Booking/${held.body.key}/confirm`, {}));
    const seen = await expectOk(
      call(ctx.app, buyer, 'POST', `/api/v1/Booking/${held.body.key}/amend-preview`, {
        bands: { elementary: 2 },
      }),
    );
    expect(seen.body.bands.map((band: { key: string }) => band.key)).toContain('elementary');
    expect(seen.body.bands[0].name).toMatchObject({ jp: expect.any(String), en: expect.any(String) });
    expect(seen.body.current.total).toBe(held.body.total);
    expect(seen.body.total).toBeGreaterThan(held.body.total);
    expect(seen.body.available).toBe(true);
    const amended = await expectOk(
      call(ctx.app, buyer, 'POST', `/api/v1/Booking/${held.body.key}/amend`, { bands: { elementary: 2 } }),
    );
    expect(amended.body).toMatchObject({ total: seen.body.total, bands: { elementary: 2 } });
  });
});
