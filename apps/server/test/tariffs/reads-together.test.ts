import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { engines } from '../helper.ts';
import { agreed, call, partner, type Team, team } from '../partners/support.ts';
import { signedInUser } from '../sessions.ts';
import { recordedApp } from '../statement-counter.ts';
import { createPublished } from './support.ts';

/*
 * Tariff reads that arrive together (docs/decisions/0023-reads-answered-together.md): one statement for all of
 * them, whoever reads, and each answer what the same read alone gets — a partner's price only for the partner,
 * a partners-only tariff and an unknown key refused with 404 to whoever may not read them.
 */
for (const engine of engines()) {
  describe(`tariff reads answered together [${engine.name}]`, () => {
    let app: FastifyInstance;
    let database: Database;
    let recorded: { texts: string[] };
    let buyer: Team;
    let stranger: Team;
    let rival: Team;
    let open: string;
    let second: string;
    let closed: string;
    beforeAll(async () => {
      ({ app, database, recorded } = await recordedApp(engine));
      const supplier = await team(app, 'supplier', '一括観光株式会社');
      buyer = await team(app, 'buyer', '一括トラベル株式会社');
      stranger = await team(app, 'buyer', '通りすがり旅行株式会社');
      rival = await team(app, 'buyer', '競合トラベル株式会社');
      const admin = await signedInUser(app, { grants: ['admin'] });
      const as = { user: supplier.owner, space: supplier.space };
      const publish = async (jp: string, en: string, visibility: string) =>
        (await createPublished(app, as, admin, { title: { jp, en }, visibility })).key as string;
      open = await publish('一括 京都散策', 'Batched Kyoto walk', 'public');
      second = await publish('一括 奈良散策', 'Batched Nara walk', 'public');
      closed = await publish('一括 限定散策', 'Batched partners walk', 'partners');
      await agreed(app, await partner(app, buyer, supplier), buyer, supplier, 10);
      await agreed(app, await partner(app, rival, supplier), rival, supplier, 20);
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await engine.drop();
    });

    const reads = () => [
      call(app, buyer.member, 'GET', `/api/v1/Tariff/${open}`),
      call(app, buyer.member, 'GET', `/api/v1/Tariff/${second}`),
      call(app, buyer.member, 'GET', `/api/v1/Tariff/${closed}`),
      call(app, buyer.member, 'GET', `/api/v1/Tariff/${open}`),
      call(app, buyer.member, 'GET', '/api/v1/Tariff/tf_no_such_tariff'),
      call(app, stranger.member, 'GET', `/api/v1/Tariff/${closed}`),
      call(app, stranger.member, 'GET', `/api/v1/Tariff/${open}`),
      call(app, rival.member, 'GET', `/api/v1/Tariff/${closed}`),
    ];

    it('gives every read its own answer', async () => {
      const alone = [];
      for (const read of reads()) alone.push(await read);
      const together = await Promise.all(reads());
      const view = (answer: { status: number; body: Record<string, unknown> }) => ({
        status: answer.status,
        key: answer.body.key ?? (answer.body.error as { code: string }).code,
        partner: answer.body.partner ?? null,
      });
      expect(together.map(view)).toEqual(alone.map(view));
      expect(together.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404, 404, 200, 200]);
      expect(together[5]?.body).toMatchObject({ error: { message: 'invalid record' } });
      expect(together[2]?.body.partner).toMatchObject({ discount: 10 });
      expect(together[6]?.body.partner).toBeNull();
      // Two partners of one supplier in one statement: each gets its own agreement's price.
      expect(together[7]?.body.partner).toMatchObject({ discount: 20 });
      expect(together[7]?.body.partner.agreement).not.toBe(together[2]?.body.partner.agreement);
    });

    it('reads them with one statement, both readers’ reads in it', async () => {
      await Promise.all(reads());
      recorded.texts.length = 0;
      await Promise.all(reads());
      const details = recorded.texts.filter((text) => /from "tariffs"/.test(text));
      // Eight reads by three readers of four distinct keys.
      expect(recorded.texts).toEqual(details);
      expect(details.length).toBe(1);
      expect(details[0]).toMatch(/= any\(/);
    });
  });
}
