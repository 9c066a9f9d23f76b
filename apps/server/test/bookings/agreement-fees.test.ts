import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { agreed } from '../partners/support.ts';
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

/*
 * A rate agreement's cancellation fees win over the tariff's for that partner (docs/product-decisions.md §16):
 * the tariff here cancels under 標準旅行業約款, the partner's agreement under モデル宿泊約款.
 */
describeEachDatabase('bookings: cancellation fees of a rate agreement', (ctx) => {
  let w: BookingWorld;
  let agreement: string;
  const near = inDays(5);

  beforeAll(async () => {
    w = await bookingWorld(ctx.app);
    agreement = await agreed(ctx.app, w.partnership, w.partner, w.supplier, 0, {
      feeSchedule: { template: 'model_lodging', tiers: [] },
    });
    await setInventory(ctx.app, w, { from: near, to: near, mode: 'free_sale' });
  });

  it('shows the agreement with its schedule to both sides', async () => {
    for (const user of [w.partner.owner, w.supplier.owner]) {
      const seen = await expectOk(call(ctx.app, user, 'GET', `/api/v1/Agreement/${agreement}`));
      expect(seen.body.feeSchedule).toEqual({ template: 'model_lodging', tiers: [] });
    }
  });

  it("prices the partner's cancellation by the agreement and anyone else's by the tariff", async () => {
    const partnerBooking = await expectOk(book(ctx.app, w, w.partner, { date: near, adults: 2 }));
    const strangerBooking = await expectOk(book(ctx.app, w, w.stranger, { date: near, adults: 2 }));
    for (const b of [partnerBooking, strangerBooking])
      await expectOk(
        move(ctx.app, b === partnerBooking ? w.partner.owner : w.stranger.owner, b.body.key, 'confirm'),
      );

    const partnerFee = await expectOk(
      call(ctx.app, w.partner.owner, 'GET', `/api/v1/Booking/${partnerBooking.body.key}/cancellation`),
    );
    // モデル宿泊約款, 2 guests, 5 days before: no tier yet. 標準旅行業約款, 5 days before: 30 % of 16,000.
    expect(partnerFee.body).toMatchObject({ percent: 0, fee: 0, daysBefore: 5 });
    const strangerFee = await expectOk(
      call(ctx.app, w.stranger.owner, 'GET', `/api/v1/Booking/${strangerBooking.body.key}/cancellation`),
    );
    expect(strangerFee.body).toMatchObject({ percent: 30, fee: 4_800, daysBefore: 5 });

    // The booking keeps the schedule it was made under: the day itself is 80 % for up to 14 guests.
    const kept = await expectOk(
      call(ctx.app, w.partner.owner, 'GET', `/api/v1/Booking/${partnerBooking.body.key}`),
    );
    expect(kept.body.feeSchedule.map((t: { percent: number }) => t.percent)).toContain(80);

    const cancelled = await expectOk(
      move(ctx.app, w.partner.owner, partnerBooking.body.key, 'cancel', { expectFee: 0 }),
    );
    expect(cancelled.body).toMatchObject({ state: 'cancelled', fee: 0 });
  });

  it('refuses a schedule out of range, naming the field, and keeps the terms', async () => {
    const draft = await expectOk(
      call(ctx.app, w.supplier.owner, 'POST', '/api/v1/Agreement', {
        partnership: w.partnership,
        discount: 5,
        paymentDays: 30,
        validity: { from: '2020-01-01', to: '2035-12-31' },
      }),
    );
    const refused = await call(ctx.app, w.supplier.owner, 'PUT', `/api/v1/Agreement/${draft.body.key}`, {
      discount: 5,
      paymentDays: 30,
      validity: { from: '2020-01-01', to: '2035-12-31' },
      feeSchedule: { tiers: [{ daysBefore: 3, percent: 120 }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.map((f: { field: string }) => f.field)).toContain(
      'body.feeSchedule.tiers.0.percent',
    );
    const still = await expectOk(
      call(ctx.app, w.supplier.owner, 'GET', `/api/v1/Agreement/${draft.body.key}`),
    );
    expect(still.body.feeSchedule).toBeNull();
  });
});
