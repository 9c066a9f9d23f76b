import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { openStream } from '../messenger/stream.ts';
import {
  type BookingWorld,
  book,
  bookingWorld,
  call,
  expectOk,
  expireHoldNow,
  inDays,
  move,
  setInventory,
} from './support.ts';

/*
 * Every move of a booking reaches the open streams of both sides' members as a `booking` event (docs/ARCHITECTURE.md
 * "Bookings (web)": the pages refetch on it), carrying keys and state only; a space that is no party hears nothing.
 */
describeEachDatabase('bookings: live events on the core stream', (ctx) => {
  let w: BookingWorld;
  let baseUrl: string;
  const streams: { close(): void }[] = [];
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    w = await bookingWorld(ctx.app);
    await setInventory(ctx.app, w, { from: inDays(20), to: inDays(22), mode: 'allotment', capacity: 5 });
    await setInventory(ctx.app, w, { from: inDays(30), to: inDays(30), mode: 'on_request' });
  });
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  it('tells both sides of a request, its confirmation, an amendment and a cancellation; nobody else', async () => {
    const supplier = await openStream(baseUrl, w.supplier.member);
    const buyer = await openStream(baseUrl, w.partner.owner);
    const stranger = await openStream(baseUrl, w.stranger.owner);
    streams.push(supplier, buyer, stranger);
    const asked = await expectOk(book(ctx.app, w, w.partner, { date: inDays(30) }));
    const key = asked.body.key as string;
    for (const stream of [supplier, buyer])
      expect(JSON.parse((await stream.next('booking')).data)).toEqual({
        booking: key,
        state: 'pending',
        what: 'pending',
      });
    await expectOk(move(ctx.app, w.supplier.owner, key, 'confirm'));
    for (const stream of [buyer, supplier])
      expect(JSON.parse((await stream.next('booking')).data)).toEqual({
        booking: key,
        state: 'confirmed',
        what: 'confirmed',
      });

    const held = await expectOk(book(ctx.app, w, w.partner, { date: inDays(20) }));
    await expectOk(move(ctx.app, w.partner.member, held.body.key, 'confirm'));
    await expectOk(move(ctx.app, w.partner.member, held.body.key, 'amend', { date: inDays(21) }));
    await expectOk(move(ctx.app, w.partner.member, held.body.key, 'cancel', {}));
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(JSON.parse((await supplier.next('booking')).data).what);
    expect(seen).toEqual(['held', 'confirmed', 'amended', 'cancelled']);
    expect(await stranger.quietFor('booking', 300)).toBe(true);
  });

  it('tells the buyer when a hold runs out, as it is read', async () => {
    const held = await expectOk(book(ctx.app, w, w.partner, { date: inDays(22) }));
    const buyer = await openStream(baseUrl, w.partner.admin);
    streams.push(buyer);
    await expireHoldNow(ctx.app, held.body.key);
    await expectOk(call(ctx.app, w.supplier.owner, 'GET', `/api/v1/Booking/${held.body.key}`));
    // The hold's own event was announced just before the stream opened and may still reach it (the listener
    // reads announced events in batches): the expiry is the next one after it.
    let event = JSON.parse((await buyer.next('booking')).data);
    if (event.what === 'held') event = JSON.parse((await buyer.next('booking')).data);
    expect(event).toEqual({
      booking: held.body.key,
      state: 'expired',
      what: 'expired',
    });
  });
});
