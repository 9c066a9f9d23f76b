import { beforeAll, expect, it } from 'vitest';
import {
  type BookingWorld,
  backdate,
  book,
  bookingWorld,
  call,
  expectOk,
  inDays,
  move,
  setInventory,
} from '../bookings/support.ts';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { assigned, guide, postJob } from '../jobs/support.ts';
import { request, team } from '../partners/support.ts';
import type { TestUser } from '../sessions.ts';
import { createDraft } from '../tariffs/support.ts';

type Item = { key: string; count: number; href: string };

/*
 * The home page's counts (docs/product-decisions.md §15 "Home: today"), per role: each count is made through the
 * API and read back; another space reads as absent; bad input is refused by name.
 */
describeEachDatabase('today: the home page counts per role', (ctx) => {
  let w: BookingWorld;

  const today = async (user: TestUser, space?: string) => {
    const res = await expectOk(call(ctx.app, user, 'GET', `/api/v1/Today${space ? `?space=${space}` : ''}`));
    const items = res.body.items as Item[];
    return { body: res.body, count: (key: string) => items.find((item) => item.key === key)?.count };
  };

  beforeAll(async () => {
    w = await bookingWorld(ctx.app);
    // Two rooms on one date (both booked: sold out), four on the next (one booked: not nearly sold out).
    await setInventory(ctx.app, w, { from: inDays(10), to: inDays(10), mode: 'allotment', capacity: 2 });
    await setInventory(ctx.app, w, { from: inDays(11), to: inDays(13), mode: 'allotment', capacity: 4 });
    const full = await expectOk(book(ctx.app, w, w.partner, { date: inDays(10), units: 2 }));
    await expectOk(move(ctx.app, w.partner.owner, full.body.key, 'confirm'));
    await expectOk(book(ctx.app, w, w.partner, { date: inDays(11), units: 1 }));
    // Two confirmed groups moved to today and tomorrow (the API books no date that has begun).
    for (const [offset, moved] of [
      [12, 0],
      [13, 1],
    ] as const) {
      const res = await expectOk(book(ctx.app, w, w.partner, { date: inDays(offset), units: 1 }));
      await expectOk(move(ctx.app, w.partner.owner, res.body.key, 'confirm'));
      await backdate(ctx.app, res.body.key, inDays(moved));
    }
    // A date never set is on request: the booking waits for the supplier.
    await expectOk(book(ctx.app, w, w.partner, { date: inDays(60) }));
  });

  it('a supplier: bookings to confirm, arrivals today and tomorrow, nearly sold-out dates, requests', async () => {
    const stranger = await team(ctx.app, 'buyer', '提携申請の旅行株式会社');
    await request(ctx.app, stranger, w.supplier);
    await expectOk(
      call(ctx.app, stranger.owner, 'POST', '/api/messenger/inquiries', {
        space: stranger.space,
        tariff: w.tariff,
        date: inDays(30),
        adults: 12,
        children: 0,
        note: '12名でお願いします',
      }),
    );

    const { body, count } = await today(w.supplier.member, w.supplier.space);
    expect(body).toMatchObject({ space: w.supplier.space, role: 'supplier', date: inDays(0) });
    expect(body.items.map((item: Item) => item.key)).toEqual([
      'bookingsToConfirm',
      'inquiriesToAnswer',
      'arrivalsToday',
      'arrivalsTomorrow',
      'nearlySoldOut',
      'partnershipRequests',
    ]);
    expect(count('bookingsToConfirm')).toBe(1);
    expect(count('inquiriesToAnswer')).toBe(1);
    expect(count('arrivalsToday')).toBe(1);
    expect(count('arrivalsTomorrow')).toBe(1);
    expect(count('nearlySoldOut')).toBe(1);
    expect(count('partnershipRequests')).toBe(1);
    expect(body.items.find((item: Item) => item.key === 'nearlySoldOut').href).toBe('/bookings/calendar');
  });

  it('a buyer: upcoming bookings, holds about to expire, quotes to answer, unread messages', async () => {
    const before = await today(w.partner.owner, w.partner.space);
    expect(before.body.role).toBe('buyer');
    // Upcoming: the sold-out date's booking and the pending request (today's and tomorrow's groups too).
    expect(before.count('upcomingBookings')).toBe(4);
    expect(before.count('holdsExpiring')).toBe(1);

    const asked = await expectOk(
      call(ctx.app, w.partner.owner, 'POST', '/api/messenger/inquiries', {
        space: w.partner.space,
        tariff: w.tariff,
        date: inDays(31),
        adults: 12,
        children: 0,
        note: '見積もりをお願いします',
      }),
    );
    await expectOk(
      call(ctx.app, w.supplier.owner, 'PATCH', `/api/messenger/inquiries/${asked.body.key}/confirm`, {}),
    );
    // The supplier writes in the inquiry's conversation: news for the buyer until read.
    await expectOk(
      call(ctx.app, w.supplier.owner, 'POST', `/api/messenger/${asked.body.conversation}`, {
        text: '承知しました',
      }),
    );
    const after = await today(w.partner.owner, w.partner.space);
    expect(after.count('quotesToAnswer')).toBe(1);
    expect(after.count('unreadMessages')).toBeGreaterThanOrEqual(1);
    expect(after.count('unreadMessages')).toBeGreaterThan(before.count('unreadMessages') ?? 0);
  });

  it('counts a date nearly sold out on the pool left plus what partners have not booked of their allotments', async () => {
    const before = (await today(w.supplier.member, w.supplier.space)).count('nearlySoldOut') ?? 0;
    // Four rooms, two of them held for the partner (release 3 days: still held 20 days ahead).
    const day = inDays(20);
    await setInventory(ctx.app, w, { from: day, to: day, mode: 'allotment', capacity: 4 });
    await expectOk(
      call(ctx.app, w.supplier.owner, 'PUT', `/api/v1/Tariff/${w.tariff}/allotments`, {
        partner: w.partner.space,
        from: day,
        to: day,
        units: 2,
        releaseDays: 3,
      }),
    );
    // Another buyer takes the whole pool: the partner's two are still unbooked, half the capacity, not under it.
    await expectOk(book(ctx.app, w, w.stranger, { date: day, units: 2 }));
    expect((await today(w.supplier.member, w.supplier.space)).count('nearlySoldOut')).toBe(before);
    // The partner books one of its two: one left of four, under half.
    await expectOk(book(ctx.app, w, w.partner, { date: day, units: 1 }));
    expect((await today(w.supplier.member, w.supplier.space)).count('nearlySoldOut')).toBe(before + 1);
  });

  it('a guide: upcoming jobs and open jobs matching its regions and languages', async () => {
    const g = await guide(ctx.app);
    const poster = await team(ctx.app, 'buyer', 'ガイド依頼の旅行株式会社');
    // The demo data may hold open jobs already: only what this test adds is counted.
    const before = await today(g.user, g.space);
    expect(before.count('upcomingJobs')).toBe(0);
    await assigned(ctx.app, poster, g);
    await postJob(ctx.app, poster);
    await postJob(ctx.app, poster, { prefecture: '01' });
    const { body, count } = await today(g.user, g.space);
    expect(body.role).toBe('guide');
    expect(count('upcomingJobs')).toBe(1);
    expect(count('matchingJobs')).toBe((before.count('matchingJobs') ?? 0) + 1);
  });

  it('an administrator: the review and verification queues, without a space', async () => {
    const before = await today(w.admin);
    expect(before.body).toMatchObject({ space: null, role: null });
    expect(before.body.items.map((item: Item) => item.key)).toEqual(['tariffQueue', 'verificationQueue']);
    // A tariff submitted for review joins the queue.
    const draft = await createDraft(ctx.app, { user: w.supplier.owner, space: w.supplier.space });
    await expectOk(call(ctx.app, w.supplier.owner, 'PATCH', `/api/tariff/${draft.key}/submitted`));
    const after = await today(w.admin);
    expect(after.count('tariffQueue')).toBe((before.count('tariffQueue') ?? 0) + 1);
    expect(after.count('verificationQueue')).toBe(before.count('verificationQueue'));
    // Naming no space, a person who is no administrator has nothing listed.
    expect((await today(w.partner.member)).body.items).toEqual([]);
  });

  it('another space reads as absent; bad input is refused by name, never a 5xx', async () => {
    const other = await call(ctx.app, w.partner.owner, 'GET', `/api/v1/Today?space=${w.supplier.space}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(INVALID_RECORD);
    for (const url of [
      '/api/v1/Today?space=a%00b',
      '/api/v1/Today?space=bad key',
      '/api/v1/Today?spaces=x',
    ]) {
      const res = await call(ctx.app, w.partner.owner, 'GET', url);
      expect(res.status).toBe(400);
      expect(res.body.error.fields[0].field).toMatch(/^querystring\./);
    }
  });
});
