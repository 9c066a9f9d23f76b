import { beforeAll, expect, it } from 'vitest';
import { type BookingWorld, bookingWorld, inDays, setInventory } from '../bookings/support.ts';
import { describeEachDatabase } from '../helper.ts';
import { countStatements } from '../statement-counter.ts';
import { apiKey, octo } from './support.ts';

/*
 * `GET /octo/v1/bookings` reads a page in a fixed number of statements (docs/octo.md "Paging"): the rows, the
 * names and titles, the confirmation moments, the page's tariffs and the agreement, however many bookings the
 * page holds — not a handful per booking, which at the benchmark's pages of 500 would be thousands.
 */
describeEachDatabase(
  'OCTO: a page of bookings in a fixed number of statements',
  (ctx) => {
    let w: BookingWorld;
    let key: string;
    let counter: { n: number };
    const day = inDays(30);

    beforeAll(async () => {
      // Background sweeps (a confirmation's notifications among them) send statements of their own while a
      // list is counted; stopped, the count is the list's alone.
      await ctx.app.tasks.stop();
      w = await bookingWorld(ctx.app);
      key = await apiKey(ctx.app, w.partner);
      await setInventory(ctx.app, w, { from: day, to: day, mode: 'allotment', capacity: 40 });
      counter = countStatements(ctx.app.database);
    });

    const call = (method: string, url: string, payload?: unknown) =>
      octo(ctx.app, key, w.supplier.space, method, url, payload);

    async function reserveAndConfirm(n: number) {
      for (let i = 0; i < n; i++) {
        const held = await call('POST', '/octo/v1/bookings', {
          productId: w.tariff,
          optionId: 'DEFAULT',
          availabilityId: `${w.tariff}.${day}`,
          unitItems: [{ unitId: 'adult' }],
        });
        expect(held.status).toBe(200);
        // Half confirmed, so the page carries confirmation moments as well as holds.
        if (i % 2 === 0) await call('POST', `/octo/v1/bookings/${held.body.uuid}/confirm`, {});
      }
    }

    async function statementsOfList() {
      await call('GET', '/octo/v1/bookings'); // the caller's key and budgets warm
      counter.n = 0;
      const res = await call('GET', '/octo/v1/bookings');
      expect(res.status).toBe(200);
      return { statements: counter.n, items: res.body.length as number };
    }

    it('costs the same statements for 3 bookings as for 15', async () => {
      await reserveAndConfirm(3);
      const few = await statementsOfList();
      await reserveAndConfirm(12);
      const many = await statementsOfList();
      expect([few.items, many.items]).toEqual([3, 15]);
      expect(many.statements).toBe(few.statements);
      expect(many.statements).toBeLessThanOrEqual(10);
    });

    it('answers the confirmation moment and the price from the batched reads', async () => {
      const res = await call('GET', '/octo/v1/bookings?limit=4');
      expect(res.body).toHaveLength(4);
      for (const booking of res.body) {
        expect(booking.pricing).toMatchObject({ currency: 'JPY' });
        expect(booking.utcConfirmedAt === null).toBe(booking.status !== 'CONFIRMED');
      }
    });
  },
  // Rate-limit budgets count in statements of their own; off, the count is the list's alone.
  { config: { rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 } } },
);
