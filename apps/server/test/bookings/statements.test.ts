import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase, queryRows } from '../../src/db/client.ts';
import { engines } from '../helper.ts';
import { recordStatements } from '../statement-counter.ts';
import { type BookingWorld, book, bookingWorld, inDays, move, setInventory } from './support.ts';

// The live-event listener of this process reads what was announced; that is not the request's work.
const LISTENER = /^select id::text as id, payload from "live_events"/;
const request = (texts: string[]) => texts.filter((text) => !LISTENER.test(text.trim()));

/*
 * A hold and a confirmation commit once, their notices with them (docs/performance.md "Bookings"): each commit
 * waits for the disk, so a write that commits three times in a row answers three disk waits later.
 */
for (const engine of engines()) {
  describe(`a booking's writes commit once [${engine.name}]`, () => {
    let app: FastifyInstance;
    let database: Database;
    let record: { texts: string[] };
    let w: BookingWorld;
    beforeAll(async () => {
      const config = testConfig({
        database: await engine.database(),
        rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 },
      });
      database = await openDatabase(config.database);
      record = recordStatements(database);
      app = await buildApp({ config, database });
      await app.ready();
      w = await bookingWorld(app);
      await setInventory(app, w, { from: inDays(1), to: inDays(80), mode: 'allotment', capacity: 4 });
      // The first booking opens the conversation about the tariff; later ones find it.
      await book(app, w, w.partner, { date: inDays(20) });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await engine.drop();
    });

    it('a hold: two reads, then one transaction holding the booking, the bell, the stream and the note', async () => {
      record.texts = [];
      const res = await book(app, w, w.partner, { date: inDays(21) });
      expect(res.status).toBe(200);
      const sent = request(record.texts);
      if (engine.name === 'postgres') {
        expect(sent.filter((t) => /^\s*commit\b/i.test(t))).toHaveLength(1);
        const begin = sent.findIndex((t) => /^\s*begin\b/i.test(t));
        // Only the tariff and the partnerships are read before the transaction; nothing is written after it
        // but the read cache's own announcement.
        expect(begin).toBe(2);
        const after = sent.slice(sent.findIndex((t) => /^\s*commit\b/i.test(t)) + 1);
        expect(after.every((t) => /^select pg_notify/.test(t.trim()))).toBe(true);
        expect(sent.length).toBeLessThanOrEqual(32);
      } else {
        // PGlite runs a transaction through its own call, which the record does not see: what it does see is
        // everything outside one, the two reads.
        expect(sent).toHaveLength(2);
      }
      // The supplier's members were told, within that one commit.
      const [told] = await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from notifications where link = ${`/bookings/${res.body.key}`}`,
      );
      expect(told?.n).toBeGreaterThan(0);
    });

    it('a confirmation: one transaction likewise', async () => {
      const held = await book(app, w, w.partner, { date: inDays(22) });
      record.texts = [];
      const res = await move(app, w.partner.member, held.body.key, 'confirm');
      expect(res.status).toBe(200);
      const sent = request(record.texts);
      if (engine.name === 'postgres') {
        expect(sent.filter((t) => /^\s*commit\b/i.test(t))).toHaveLength(1);
        expect(sent.length).toBeLessThanOrEqual(30);
      } else expect(sent.length).toBeLessThanOrEqual(6);
    });
  });
}
