import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { type BookingWorld, bookingWorld, inDays, setInventory } from '../bookings/support.ts';
import { changedTables, databaseState } from '../fuzz/database-state.ts';
import { hostileRequests } from '../fuzz/hostile.ts';
import type { Hostile, Json, Target } from '../fuzz/poisons.ts';
import { describeEachDatabase } from '../helper.ts';
import { apiKey, expectContract, octo } from './support.ts';

/*
 * The fuzz suite's hostile requests (test/fuzz: the same generators and seed rule) against every OCTO write
 * route, as a reseller's write key that reaches each handler: the app-wide suite calls as a person, whom OCTO
 * refuses before any input is read. None may answer ≥ 500, none may be accepted, every answer is an OCTO error
 * body, and no table may change.
 */
const SEED = 20_261_202;
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

const seedOf = (target: Target) =>
  [...`${target.method} ${target.route}`].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

describeEachDatabase(
  'OCTO fuzz: hostile input to every write route is an OCTO 4xx, never a change',
  (ctx) => {
    let w: BookingWorld;
    let key: string;
    let targets: Target[];
    const day = inDays(50);

    beforeAll(async () => {
      w = await bookingWorld(ctx.app);
      key = await apiKey(ctx.app, w.partner);
      await setInventory(ctx.app, w, { from: day, to: day, mode: 'allotment', capacity: 5 });
      const held = await octo(ctx.app, key, w.supplier.space, 'POST', '/octo/v1/bookings', {
        productId: w.tariff,
        optionId: 'DEFAULT',
        availabilityId: `${w.tariff}.${day}`,
        unitItems: [{ unitId: 'adult' }],
        expirationMinutes: 600,
      });
      expect(held.status).toBe(200);
      const uuid = held.body.uuid as string;
      const availability: Json = {
        productId: w.tariff,
        optionId: 'DEFAULT',
        localDateStart: day,
        localDateEnd: day,
        units: [{ id: 'adult', quantity: 2 }],
      };
      targets = [
        { method: 'POST', route: '/octo/v1/availability/calendar', params: {}, body: availability },
        { method: 'POST', route: '/octo/v1/availability', params: {}, body: availability },
        {
          method: 'POST',
          route: '/octo/v1/bookings',
          params: {},
          body: {
            productId: w.tariff,
            optionId: 'DEFAULT',
            availabilityId: `${w.tariff}.${day}`,
            unitItems: [{ unitId: 'adult' }, { unitId: 'child' }],
            resellerReference: 'F-1',
            contact: { fullName: '山田', emailAddress: 'a@example.com' },
          },
        },
        {
          method: 'PATCH',
          route: '/octo/v1/bookings/:uuid',
          params: { uuid },
          body: { resellerReference: 'F-2', notes: 'n', contact: { fullName: '山田' } },
        },
        {
          method: 'POST',
          route: '/octo/v1/bookings/:uuid/confirm',
          params: { uuid },
          body: { resellerReference: 'F-3', contact: { fullName: '山田' } },
        },
        {
          method: 'POST',
          route: '/octo/v1/bookings/:uuid/extend',
          params: { uuid },
          body: { expirationMinutes: 30 },
        },
        {
          method: 'POST',
          route: '/octo/v1/bookings/:uuid/cancel',
          params: { uuid },
          body: { reason: '理由' },
        },
      ];
    });

    async function send(target: Target, request: Hostile) {
      const res = await ctx.app.inject({
        method: target.method as 'POST',
        url: request.url,
        headers: {
          authorization: `Bearer ${key}`,
          'octo-supplier': w.supplier.space,
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {}
      return { status: res.statusCode, body, headers: res.headers };
    }

    it(`answers ${RUNS} hostile requests per route with an OCTO 4xx, the data unchanged`, async () => {
      const failures: string[] = [];
      for (const target of targets) {
        const before = await databaseState(ctx.app);
        await fc.assert(
          fc.asyncProperty(hostileRequests(target), async (request) => {
            const res = await send(target, request);
            if (res.status >= 500 || res.status < 400)
              failures.push(`${target.method} ${target.route} [${request.poison}] → ${res.status}`);
            else
              try {
                expectContract(
                  target.method,
                  request.url.replace(/^\/octo\/v1\/bookings\/[^/?]+/, '/octo/v1/bookings/x'),
                  res,
                );
              } catch (error) {
                failures.push(
                  `${target.method} ${target.route} [${request.poison}]: ${String(error).slice(0, 300)}`,
                );
              }
          }),
          { seed: seedOf(target), numRuns: RUNS, endOnFailure: true },
        );
        const moved = changedTables(before, await databaseState(ctx.app));
        if (moved.length) failures.push(`${target.method} ${target.route} changed ${moved.join(', ')}`);
      }
      expect(failures.slice(0, 20)).toEqual([]);
    }, 600_000);
  },
  { config: { rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 } } },
);
