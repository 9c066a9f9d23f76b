import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { engines } from '../helper.ts';
import { agreed, call, expectOk, partner, type Team, team } from '../partners/support.ts';
import { signedInUser } from '../sessions.ts';
import { recordedApp } from '../statement-counter.ts';
import { createPublished } from './support.ts';

/*
 * The fixed cost of a search and of a tariff's read in SQL statements (docs/performance.md "The fixed cost of a
 * search"), with the read cache off so nothing is answered from memory: a search is the caller's partnerships
 * plus one statement for the matches, counts and cards; a read is one statement, the caller's partnerships with
 * the tariff's supplier included. A change that adds a statement to either fails here.
 */
const SEARCH_STATEMENTS = 2;
const READ_STATEMENTS = 1;

for (const engine of engines()) {
  describe(`statements per search and per tariff read [${engine.name}]`, () => {
    let app: FastifyInstance;
    let database: Database;
    let recorded: { texts: string[] };
    let buyer: Team;
    let key: string;
    beforeAll(async () => {
      ({ app, database, recorded } = await recordedApp(engine));
      const supplier = await team(app, 'supplier', '統計観光株式会社');
      buyer = await team(app, 'buyer', '計数トラベル株式会社');
      const admin = await signedInUser(app, { grants: ['admin'] });
      const as = { user: supplier.owner, space: supplier.space };
      key = (
        await createPublished(app, as, admin, {
          title: { jp: '数える 京都散策', en: 'Counted Kyoto walk' },
          visibility: 'partners',
        })
      ).key;
      await agreed(app, await partner(app, buyer, supplier), buyer, supplier, 10);
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await engine.drop();
    });

    async function statements(run: () => Promise<unknown>) {
      await run();
      recorded.texts.length = 0;
      await run();
      return recorded.texts.length;
    }

    it('searches in the caller’s partnerships and one statement', async () => {
      const search = async () => {
        const found = await expectOk(
          call(app, buyer.member, 'POST', '/api/v1/Tariff/search', { q: '数える', adults: 2 }),
        );
        expect(found.body.items.map((i: { key: string }) => i.key)).toEqual([key]);
        expect(found.body.items[0].partner).toMatchObject({ discount: 10 });
      };
      expect(await statements(search)).toBe(SEARCH_STATEMENTS);
    });

    it('reads a partners-only tariff with its partner prices in one statement', async () => {
      const read = async () => {
        const found = await expectOk(call(app, buyer.member, 'GET', `/api/v1/Tariff/${key}`));
        expect(found.body.partner).toMatchObject({ discount: 10 });
      };
      expect(await statements(read)).toBe(READ_STATEMENTS);
    });
  });
}
