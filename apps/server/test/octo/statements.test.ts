import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { type BookingWorld, bookingWorld, inDays, setInventory } from '../bookings/support.ts';
import { engines } from '../helper.ts';
import { recordStatements } from '../statement-counter.ts';
import { apiKey, octo } from './support.ts';

// The live-event listener of this process reads what was announced, and the read cache's announcement of a
// write goes out after the answer (it may land in the next request's record): neither is the request's work.
const ASIDE = /^select (id::text as id, payload from "live_events"|pg_notify)/;
const request = (texts: string[]) => texts.filter((text) => !ASIDE.test(text.trim()));
const commits = (texts: string[]) => texts.filter((t) => /^\s*commit\b/i.test(t)).length;
const afterCommit = (texts: string[]) => texts.slice(texts.findIndex((t) => /^\s*commit\b/i.test(t)) + 1);

/*
 * OCTO's reserve and confirm are the web's create and move, answered from what they wrote and read, not read
 * again (docs/performance.md "OCTO"): the answer's tariff and agreement are the ones the booking was priced with.
 */
for (const engine of engines()) {
  describe(`OCTO reserve and confirm read nothing twice [${engine.name}]`, () => {
    let app: FastifyInstance;
    let database: Database;
    let record: { texts: string[] };
    let w: BookingWorld;
    let key: string;
    const day = inDays(30);
    const reserve = () =>
      octo(app, key, w.supplier.space, 'POST', '/octo/v1/bookings', {
        uuid: randomUUID(),
        productId: w.tariff,
        optionId: 'DEFAULT',
        availabilityId: `${w.tariff}.${day}`,
        unitItems: [{ unitId: 'adult' }],
      });
    const confirm = (uuid: string, body: Record<string, unknown>) =>
      octo(app, key, w.supplier.space, 'POST', `/octo/v1/bookings/${uuid}/confirm`, body);
    beforeAll(async () => {
      const config = testConfig({
        database: await engine.database(),
        rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 },
      });
      database = await openDatabase(config.database);
      record = recordStatements(database);
      app = await buildApp({ config, database });
      await app.ready();
      // The queue's own looks are not the request's statements.
      await app.tasks.stop();
      w = await bookingWorld(app);
      key = await apiKey(app, w.partner);
      await setInventory(app, w, { from: inDays(1), to: inDays(80), mode: 'allotment', capacity: 40 });
      // The first booking opens the conversation about the tariff; later ones find it.
      expect((await reserve()).status).toBe(200);
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await engine.drop();
    });

    it('a reserve: the product and agreement read once, one commit, nothing read after it', async () => {
      record.texts = [];
      const res = await reserve();
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ON_HOLD');
      const sent = request(record.texts);
      const tariffReads = sent.filter((t) => /^select .* from "tariffs" where "tariffs"."key" = \$1/.test(t));
      expect(tariffReads).toHaveLength(1);
      // The answer's tariff title is the one the hold priced with, not read again.
      expect(sent.filter((t) => /"title_jp"/.test(t))).toEqual([]);
      if (engine.name === 'postgres') {
        expect(commits(sent)).toBe(1);
        expect(afterCommit(sent)).toEqual([]);
        expect(sent.length).toBeLessThanOrEqual(30);
      } else expect(sent.length).toBeLessThanOrEqual(5);
    });

    it("a confirm: the move's own view answers, with the tariff and agreement read once beside it", async () => {
      const held = await reserve();
      record.texts = [];
      const res = await confirm(held.body.uuid, { resellerReference: 'R-77' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'CONFIRMED', resellerReference: 'R-77' });
      expect(res.body.utcConfirmedAt).toEqual(expect.any(String));
      const sent = request(record.texts);
      // The booking row is read once outside the transaction (by its uuid) and once under the lock.
      const rowReads = sent.filter((t) => /^select .* from "bookings" where/.test(t));
      if (engine.name === 'postgres') {
        expect(commits(sent)).toBe(1);
        expect(rowReads).toHaveLength(2);
        expect(sent.length).toBeLessThanOrEqual(29);
      } else {
        expect(rowReads).toHaveLength(1);
        expect(sent.length).toBeLessThanOrEqual(10);
      }
      // A retried confirmation answers the booking as it stands, reference kept.
      const again = await confirm(held.body.uuid, {});
      expect(again.body).toMatchObject({ status: 'CONFIRMED', resellerReference: 'R-77' });
      expect(again.body.utcConfirmedAt).toBe(res.body.utcConfirmedAt);
    });
  });
}
