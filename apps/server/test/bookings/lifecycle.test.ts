import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { expireDueHolds } from '../../src/modules/bookings/service/moves.ts';
import { backgroundContext } from '../../src/plugins/context.ts';
import { describeEachDatabase } from '../helper.ts';
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
} from './support.ts';

/*
 * The booking lifecycle (docs/product-decisions.md §15): every move allowed and refused per side and state, holds
 * that expire and give their units back, amendments re-checked against inventory, the fee recorded on cancelling.
 */
describeEachDatabase('bookings: lifecycle', (ctx) => {
  let w: BookingWorld;
  const day = inDays(40);
  const other = inDays(41);
  const onRequest = inDays(60);

  beforeAll(async () => {
    w = await bookingWorld(ctx.app);
    await setInventory(ctx.app, w, { from: day, to: other, mode: 'allotment', capacity: 3 });
  });

  const code = (res: { body: { error?: { code: string } } }) => res.body.error?.code;

  it('holds units, which the calendar counts, and the buyer confirms within the hold', async () => {
    const held = await expectOk(book(ctx.app, w, w.partner, { date: day, units: 2 }));
    expect(held.body).toMatchObject({
      state: 'held',
      units: 2,
      side: 'buyer',
      date: day,
      to: day,
      version: 1,
    });
    expect(held.body.reference).toMatch(/^TT-\d{4}-\d{6}$/);
    expect(held.body.total).toBe(16_000);
    expect(held.body.lines.length).toBeGreaterThan(0);
    expect(Date.parse(held.body.holdExpiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(held.body.actions).toEqual(['confirm', 'cancel']);
    expect(held.body.feeSchedule.map((t: { percent: number }) => t.percent)).toEqual([
      20, 30, 40, 50, 100, 100,
    ]);
    const [cell] = await availability(ctx.app, w.partner.owner, w.tariff, day);
    expect(cell).toMatchObject({ left: 1, status: 'limited', mode: 'allotment' });

    // The supplier does not confirm a hold; the stranger does not even see it.
    const wrong = await move(ctx.app, w.supplier.owner, held.body.key, 'confirm');
    expect([wrong.status, code(wrong)]).toEqual([403, 'booking.wrong_side']);
    const hidden = await move(ctx.app, w.stranger.owner, held.body.key, 'confirm');
    expect(hidden.status).toBe(404);
    expect((await call(ctx.app, w.stranger.owner, 'GET', `/api/v1/Booking/${held.body.key}`)).status).toBe(
      404,
    );

    const confirmed = await expectOk(move(ctx.app, w.partner.member, held.body.key, 'confirm'));
    const [calendar] = await availability(ctx.app, w.supplier.owner, w.tariff, day);
    expect(calendar).toMatchObject({ sold: 2, held: 0, left: 1, capacity: 3 });
    expect(confirmed.body).toMatchObject({ state: 'confirmed', holdExpiresAt: null, version: 2 });
    expect(confirmed.body.history.map((v: { state: string }) => v.state)).toEqual(['held', 'confirmed']);
    expect(confirmed.body.history[1].diff.state).toEqual({ from: 'held', to: 'confirmed' });
    const again = await move(ctx.app, w.partner.member, held.body.key, 'confirm');
    expect([again.status, code(again)]).toEqual([409, 'booking.state']);

    // The supplier reads it too, and its members hear of it.
    const seen = await expectOk(call(ctx.app, w.supplier.member, 'GET', `/api/v1/Booking/${held.body.key}`));
    expect(seen.body).toMatchObject({ side: 'supplier', actions: ['cancel', 'complete', 'no-show'] });
    const told = await queryRows<{ n: number }>(
      ctx.app.database.db,
      sql`select count(*)::int as n from notifications where target = ${w.supplier.member.sub} and link = ${`/bookings/${held.body.key}`}`,
    );
    // Told of the hold, then of its confirmation.
    expect(told[0]?.n).toBe(2);
    // Both appear in the conversation about the tariff between the two spaces, which the buyer reads.
    const conversations = await expectOk(
      call(ctx.app, w.partner.owner, 'POST', '/api/messenger', { space: w.partner.space }),
    );
    const about = conversations.body.items.find(
      (c: { about?: { key: string } | null }) => c.about?.key === w.tariff,
    );
    expect(about).toBeDefined();
    const thread = await expectOk(call(ctx.app, w.partner.owner, 'GET', `/api/messenger/${about.key}`));
    const texts = JSON.stringify(thread.body);
    expect(texts).toContain('仮予約が入りました');
    expect(texts).toContain('Booking confirmed');
  });

  it('refuses more units than are left, storing nothing', async () => {
    const before = await bookingCount(ctx.app, w.tariff);
    const res = await book(ctx.app, w, w.stranger, { date: day, units: 2 });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'booking.sold_out',
      params: { date: day, left: 1, asked: 2 },
    });
    expect(await bookingCount(ctx.app, w.tariff)).toBe(before);
  });

  it('lets a hold expire: its units come back at once, and confirming it is refused', async () => {
    const held = await expectOk(book(ctx.app, w, w.stranger, { date: other, units: 3 }));
    expect((await availability(ctx.app, w.partner.owner, w.tariff, other))[0]?.left).toBe(0);
    await expireHoldNow(ctx.app, held.body.key);
    expect((await availability(ctx.app, w.partner.owner, w.tariff, other))[0]).toMatchObject({
      left: 3,
      status: 'available',
    });
    const late = await move(ctx.app, w.stranger.owner, held.body.key, 'confirm');
    expect([late.status, code(late)]).toEqual([410, 'booking.hold_expired']);
    const read = await expectOk(call(ctx.app, w.stranger.owner, 'GET', `/api/v1/Booking/${held.body.key}`));
    expect(read.body).toMatchObject({ state: 'expired', actions: [] });
  });

  it('marks holds whose time ran out expired in the sweep, and tells the buyer', async () => {
    const held = await expectOk(book(ctx.app, w, w.stranger, { date: other, units: 1 }));
    await expireHoldNow(ctx.app, held.body.key);
    expect(await expireDueHolds(backgroundContext(ctx.app))).toBeGreaterThanOrEqual(1);
    const [row] = await queryRows<{ state: string; version: number }>(
      ctx.app.database.db,
      sql`select state, version from bookings where key = ${held.body.key}`,
    );
    expect(row).toEqual({ state: 'expired', version: 2 });
    const told = await queryRows<{ n: number }>(
      ctx.app.database.db,
      sql`select count(*)::int as n from notifications where target = ${w.stranger.member.sub} and link = ${`/bookings/${held.body.key}`}`,
    );
    expect(told[0]?.n).toBe(1);
  });

  it('requests a date on request; only the supplier confirms or rejects, with a reason', async () => {
    const asked = await expectOk(book(ctx.app, w, w.partner, { date: onRequest }));
    expect(asked.body).toMatchObject({ state: 'pending', holdExpiresAt: null });
    const byBuyer = await move(ctx.app, w.partner.owner, asked.body.key, 'confirm');
    expect([byBuyer.status, code(byBuyer)]).toEqual([403, 'booking.wrong_side']);
    const noReason = await move(ctx.app, w.supplier.member, asked.body.key, 'reject', {});
    expect([noReason.status, code(noReason)]).toEqual([400, 'booking.reason_required']);
    const rejected = await expectOk(
      move(ctx.app, w.supplier.member, asked.body.key, 'reject', { reason: '満室のため' }),
    );
    expect(rejected.body).toMatchObject({ state: 'rejected', reason: '満室のため' });
    const twice = await move(ctx.app, w.supplier.member, asked.body.key, 'reject', { reason: 'x' });
    expect([twice.status, code(twice)]).toEqual([409, 'booking.state']);

    const second = await expectOk(book(ctx.app, w, w.partner, { date: onRequest }));
    const ok = await expectOk(move(ctx.app, w.supplier.owner, second.body.key, 'confirm'));
    expect(ok.body.state).toBe('confirmed');
  });

  it('cancels: the buyer with the fee of the schedule, the supplier with a reason and no fee', async () => {
    // 40 days ahead: before the first tier of 標準旅行業約款 (20 days), so no fee.
    const held = await expectOk(book(ctx.app, w, w.stranger, { date: other, units: 1 }));
    const none = await move(ctx.app, w.stranger.owner, held.body.key, 'cancel', {});
    expect(none.body).toMatchObject({ state: 'cancelled', fee: 0 });
    const again = await move(ctx.app, w.stranger.owner, held.body.key, 'cancel', {});
    expect([again.status, code(again)]).toEqual([409, 'booking.state']);

    const near = inDays(5);
    await setInventory(ctx.app, w, { from: near, to: near, mode: 'free_sale' });
    const b = await expectOk(book(ctx.app, w, w.partner, { date: near, adults: 2 }));
    await expectOk(move(ctx.app, w.partner.owner, b.body.key, 'confirm'));
    const preview = await expectOk(
      call(ctx.app, w.partner.owner, 'GET', `/api/v1/Booking/${b.body.key}/cancellation`),
    );
    // 5 days before: the tier from the 7th day (30 %) of 16,000.
    expect(preview.body).toMatchObject({ percent: 30, fee: 4_800, daysBefore: 5 });
    const changed = await move(ctx.app, w.partner.owner, b.body.key, 'cancel', { expectFee: 100 });
    expect(changed.body.error).toMatchObject({
      code: 'booking.fee_changed',
      params: { fee: 4_800, expected: 100 },
    });
    const bySupplier = await move(ctx.app, w.supplier.owner, b.body.key, 'cancel', {});
    expect([bySupplier.status, code(bySupplier)]).toEqual([400, 'booking.reason_required']);
    const supplierPreview = await expectOk(
      call(ctx.app, w.supplier.owner, 'GET', `/api/v1/Booking/${b.body.key}/cancellation`),
    );
    expect(supplierPreview.body.fee).toBe(0);
    const cancelled = await expectOk(
      move(ctx.app, w.partner.owner, b.body.key, 'cancel', { expectFee: 4_800 }),
    );
    expect(cancelled.body).toMatchObject({ state: 'cancelled', fee: 4_800 });

    const c = await expectOk(book(ctx.app, w, w.partner, { date: near }));
    await expectOk(move(ctx.app, w.partner.owner, c.body.key, 'confirm'));
    const bySupplierOk = await expectOk(
      move(ctx.app, w.supplier.member, c.body.key, 'cancel', { reason: '台風のため催行中止' }),
    );
    expect(bySupplierOk.body).toMatchObject({ state: 'cancelled', fee: 0, reason: '台風のため催行中止' });
  });

  it('amends a confirmed booking: re-priced, re-counted, versioned; refused where no units are left', async () => {
    const a = inDays(90);
    const b = inDays(91);
    await setInventory(ctx.app, w, { from: a, to: b, mode: 'allotment', capacity: 2 });
    const mine = await expectOk(book(ctx.app, w, w.partner, { date: a, units: 1 }));
    await expectOk(move(ctx.app, w.partner.owner, mine.body.key, 'confirm'));
    await expectOk(book(ctx.app, w, w.stranger, { date: a, units: 1 }));
    await expectOk(book(ctx.app, w, w.stranger, { date: b, units: 2 }));

    const full = await move(ctx.app, w.partner.owner, mine.body.key, 'amend', { units: 2 });
    expect([full.status, code(full)]).toEqual([409, 'booking.sold_out']);
    const fullDate = await move(ctx.app, w.partner.owner, mine.body.key, 'amend', { date: b });
    expect([fullDate.status, code(fullDate)]).toEqual([409, 'booking.sold_out']);
    const bySupplier = await move(ctx.app, w.supplier.owner, mine.body.key, 'amend', { adults: 3 });
    expect([bySupplier.status, code(bySupplier)]).toEqual([403, 'booking.wrong_side']);
    const unknown = await move(ctx.app, w.partner.owner, mine.body.key, 'amend', { colour: 'red' });
    expect(unknown.status).toBe(400);
    const backwards = await move(ctx.app, w.partner.owner, mine.body.key, 'amend', { to: inDays(80) });
    expect(backwards.body.error.fields[0]).toMatchObject({ field: 'body.to', rule: 'date_order' });
    const long = await move(ctx.app, w.partner.owner, mine.body.key, 'amend', { to: inDays(200) });
    expect(long.body.error.fields[0]).toMatchObject({ field: 'body.to', rule: 'range_days' });
    const empty = await move(ctx.app, w.partner.owner, mine.body.key, 'amend', {});
    expect(empty.status).toBe(400);

    const amended = await expectOk(move(ctx.app, w.partner.owner, mine.body.key, 'amend', { adults: 3 }));
    expect(amended.body).toMatchObject({ state: 'confirmed', adults: 3, total: 24_000, version: 3 });
    expect(amended.body.history.at(-1).diff).toMatchObject({
      adults: { from: 2, to: 3 },
      total: { from: 16_000, to: 24_000 },
    });
    const tooMany = await move(ctx.app, w.partner.owner, mine.body.key, 'amend', { adults: 50 });
    expect([tooMany.status, code(tooMany)]).toEqual([422, 'booking.no_tier']);
  });

  it('completes after the last day and marks a no-show from the first, only by the supplier', async () => {
    const d = inDays(20);
    await setInventory(ctx.app, w, { from: d, to: d, mode: 'free_sale' });
    const b = await expectOk(book(ctx.app, w, w.partner, { date: d }));
    await expectOk(move(ctx.app, w.partner.owner, b.body.key, 'confirm'));
    const early = await move(ctx.app, w.supplier.owner, b.body.key, 'complete');
    expect([early.status, code(early)]).toEqual([409, 'booking.too_early']);
    const earlyNoShow = await move(ctx.app, w.supplier.owner, b.body.key, 'no-show');
    expect([earlyNoShow.status, code(earlyNoShow)]).toEqual([409, 'booking.too_early']);
    const byBuyer = await move(ctx.app, w.partner.owner, b.body.key, 'complete');
    expect([byBuyer.status, code(byBuyer)]).toEqual([403, 'booking.wrong_side']);

    await backdate(ctx.app, b.body.key, inDays(-2), inDays(-1));
    const done = await expectOk(move(ctx.app, w.supplier.member, b.body.key, 'complete'));
    expect(done.body.state).toBe('completed');

    const c = await expectOk(book(ctx.app, w, w.partner, { date: d }));
    await expectOk(move(ctx.app, w.partner.owner, c.body.key, 'confirm'));
    await backdate(ctx.app, c.body.key, inDays(0));
    const noShow = await expectOk(move(ctx.app, w.supplier.member, c.body.key, 'no-show'));
    // 標準旅行業約款: no-show 100 %.
    expect(noShow.body).toMatchObject({ state: 'no_show', fee: 16_000 });
    const cancelAfter = await move(ctx.app, w.partner.owner, c.body.key, 'cancel', {});
    expect([cancelAfter.status, code(cancelAfter)]).toEqual([409, 'booking.state']);
  });
});
