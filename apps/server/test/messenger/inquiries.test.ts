import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { expireDue } from '../../src/modules/messenger/service/inquiries.ts';
import { describeEachDatabase } from '../helper.ts';
import { agreed } from '../partners/support.ts';
import type { TestUser } from '../sessions.ts';
import { call, counts, expectOk, partner, type World, world } from './support.ts';

const ASK = { date: '2027-04-03', adults: 12, children: 0, note: '12名、4月3日でお願いします' };

type State = 'open' | 'quoted' | 'countered' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
type Action = 'confirm' | 'decline' | 'counter' | 'accept' | 'withdraw' | 'decline-counter';

const bodies: Record<Action, Record<string, unknown>> = {
  confirm: {},
  decline: { reason: '満室です' },
  counter: { date: '2027-04-10', reason: '10日なら空いています' },
  accept: {},
  withdraw: {},
  'decline-counter': { reason: '日程が合いません' },
};

// open → quoted → accepted | declined | expired; open → declined; quoted → withdrawn.
const allowed: Record<Action, State[]> = {
  confirm: ['open'],
  counter: ['open'],
  decline: ['open', 'quoted', 'countered'],
  accept: ['quoted', 'countered'],
  withdraw: ['quoted', 'countered'],
  'decline-counter': ['countered'],
};
const states: State[] = ['open', 'quoted', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'];
const supplierMoves: Action[] = ['confirm', 'decline', 'counter'];

describeEachDatabase(
  'inquiries',
  (ctx) => {
    let w: World;
    const move = (
      user: TestUser,
      key: string,
      action: Action,
      body: Record<string, unknown> = bodies[action],
    ) => call(ctx.app, user, 'PATCH', `/api/messenger/inquiries/${key}/${action}`, body);
    const ask = async (app: FastifyInstance = ctx.app, body = ASK) =>
      (
        await expectOk(
          call(app, w.buyer.owner, 'POST', '/api/messenger/inquiries', {
            space: w.buyer.space,
            tariff: w.tariff,
            ...body,
          }),
        )
      ).body;

    /** An inquiry brought to `state` through the API (expired: its time set in the past, then read). */
    async function inState(state: State): Promise<string> {
      const { key } = await ask();
      if (state === 'open') return key;
      if (state === 'declined') {
        await expectOk(move(w.supplier.owner, key, 'decline'));
        return key;
      }
      await expectOk(move(w.supplier.owner, key, state === 'countered' ? 'counter' : 'confirm'));
      if (state === 'accepted') await expectOk(move(w.buyer.owner, key, 'accept'));
      if (state === 'withdrawn') await expectOk(move(w.buyer.owner, key, 'withdraw'));
      if (state === 'expired') {
        await ctx.app.database.db.execute(
          sql`update inquiries set expires_at = now() - interval '1 minute' where key = ${key}`,
        );
        const read = await expectOk(call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/inquiries/${key}`));
        expect(read.body.state).toBe('expired');
      }
      return key;
    }

    beforeAll(async () => {
      w = await world(ctx.app);
    });

    it('prices an inquiry exactly as the quote endpoint, and posts its card in the tariff conversation', async () => {
      const inquiry = await ask();
      const quote = await expectOk(
        call(ctx.app, w.buyer.owner, 'POST', `/api/v1/Tariff/${w.tariff}/quote`, {
          date: ASK.date,
          adults: 12,
          children: 0,
        }),
      );
      expect(inquiry.quote).toEqual(quote.body);
      expect(inquiry).toMatchObject({
        state: 'open',
        total: quote.body.total,
        side: 'buyer',
        actions: [],
        reference: null,
      });
      const supplierView = await expectOk(
        call(ctx.app, w.supplier.owner, 'GET', `/api/messenger/inquiries/${inquiry.key}`),
      );
      expect(supplierView.body).toMatchObject({
        side: 'supplier',
        actions: ['confirm', 'decline', 'counter'],
      });
      const thread = await expectOk(
        call(ctx.app, w.supplier.owner, 'GET', `/api/messenger/${inquiry.conversation}`),
      );
      expect(thread.body.items[0]).toMatchObject({ inquiry: inquiry.key, text: ASK.note });
      expect(thread.body.conversation.about).toMatchObject({ kind: 'tariff', key: w.tariff });
    });

    it('prices a partner at the partner price, equal to the quote endpoint', async () => {
      const partnership = await partner(ctx.app, w.buyer, w.supplier);
      await agreed(ctx.app, partnership, w.buyer, w.supplier, 15);
      const inquiry = await ask();
      const quote = await expectOk(
        call(ctx.app, w.buyer.owner, 'POST', `/api/v1/Tariff/${w.tariff}/quote`, {
          date: ASK.date,
          adults: 12,
          children: 0,
        }),
      );
      expect(quote.body.partner).not.toBeNull();
      expect(inquiry.quote).toEqual(quote.body);
      expect(inquiry.total).toBe(quote.body.partner.total);
    });

    it('refuses a date the tariff refuses, and other bad inquiries, storing nothing', async () => {
      const before = await counts(ctx.app);
      const cases: [Record<string, unknown>, number, string][] = [
        [{ ...ASK, date: '2027-01-01' }, 422, 'quote.blackout'],
        [{ ...ASK, date: '2026-06-01' }, 422, 'quote.outside_validity'],
        [{ ...ASK, adults: 0 }, 400, 'request.invalid'],
        [{ ...ASK, date: '2027-02-30' }, 400, 'request.invalid'],
      ];
      for (const [body, status, code] of cases) {
        const res = await call(ctx.app, w.buyer.owner, 'POST', '/api/messenger/inquiries', {
          space: w.buyer.space,
          tariff: w.tariff,
          ...body,
        });
        expect(res.status, code).toBe(status);
        expect(res.body.error.code).toBe(code);
      }
      const fromSupplier = await call(ctx.app, w.supplier.owner, 'POST', '/api/messenger/inquiries', {
        space: w.supplier.space,
        tariff: w.tariff,
        ...ASK,
      });
      expect(fromSupplier.status).toBe(403);
      expect(fromSupplier.body.error.code).toBe('inquiry.not_buyer');
      const missing = await call(ctx.app, w.buyer.owner, 'POST', '/api/messenger/inquiries', {
        space: w.buyer.space,
        tariff: 'tf_missing',
        ...ASK,
      });
      expect(missing.status).toBe(404);
      expect(await counts(ctx.app)).toEqual(before);
    });

    it('allows every move only from its states, to its side: the rest is refused and changes nothing', async () => {
      for (const state of states) {
        for (const action of Object.keys(bodies) as Action[]) {
          const key = await inState(state);
          const side = supplierMoves.includes(action) ? w.supplier : w.buyer;
          const other = supplierMoves.includes(action) ? w.buyer : w.supplier;
          const before = await counts(ctx.app);
          // The other side, a member of the right side, a stranger, an administrator: never.
          expect((await move(other.owner, key, action)).status, `${state} ${action} other side`).toBe(403);
          expect((await move(side.member, key, action)).status, `${state} ${action} member`).toBe(403);
          expect((await move(w.stranger.owner, key, action)).status, `${state} ${action} stranger`).toBe(404);
          expect((await move(w.admin, key, action)).status, `${state} ${action} admin`).toBe(404);
          expect(await counts(ctx.app)).toEqual(before);
          const res = await move(side.admin, key, action);
          if (allowed[action].includes(state)) expect(res.status, `${state} ${action}`).toBe(200);
          else {
            expect(res.status, `${state} ${action}`).toBe(409);
            expect(res.body.error.code).toBe('inquiry.state_conflict');
            expect(await counts(ctx.app)).toEqual(before);
          }
        }
      }
    }, 240_000);

    it('confirms with a changed total only with a reason the buyer sees', async () => {
      const { key, quote } = await ask();
      const noReason = await move(w.supplier.owner, key, 'confirm', { total: 50_000 });
      expect(noReason.status).toBe(422);
      expect(noReason.body.error.code).toBe('inquiry.reason_required');
      const res = await expectOk(
        move(w.supplier.owner, key, 'confirm', { total: 50_000, reason: '団体割引', expiresInHours: 24 }),
      );
      expect(res.body).toMatchObject({
        state: 'quoted',
        total: 50_000,
        change: { from: quote.total, to: 50_000, reason: '団体割引' },
      });
      const buyer = await expectOk(call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/inquiries/${key}`));
      expect(buyer.body.actions).toEqual(['accept', 'withdraw']);
      const hours = (Date.parse(buyer.body.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
    });

    it('re-prices a counter-offer for the buyer and refuses one that changes nothing', async () => {
      const { key } = await ask();
      const same = await move(w.supplier.owner, key, 'counter', { date: ASK.date });
      expect(same.body.error.code).toBe('inquiry.counter_unchanged');
      const res = await expectOk(move(w.supplier.owner, key, 'counter', { adults: 5 }));
      const quote = await expectOk(
        call(ctx.app, w.buyer.owner, 'POST', `/api/v1/Tariff/${w.tariff}/quote`, {
          date: ASK.date,
          adults: 5,
          children: 0,
        }),
      );
      expect(res.body).toMatchObject({
        state: 'quoted',
        countered: true,
        request: { adults: 5 },
        asked: { adults: 12 },
      });
      expect(res.body.quote).toEqual(quote.body);
      expect(res.body.total).toBe(quote.body.total);
    });

    it('expires a quote after its time: on read, and by the sweep', async () => {
      const a = await inState('quoted');
      const b = await inState('quoted');
      await ctx.app.database.db.execute(
        sql`update inquiries set expires_at = now() - interval '1 second' where key in (${a}, ${b})`,
      );
      expect(await expireDue(ctx.app)).toBeGreaterThanOrEqual(2);
      for (const key of [a, b]) {
        const res = await expectOk(call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/inquiries/${key}`));
        expect(res.body).toMatchObject({ state: 'expired', actions: [] });
        expect(res.body.history.at(-1)).toMatchObject({ from: 'quoted', to: 'expired', side: 'system' });
      }
      // A quote whose time ran out but was never read nor swept refuses acceptance.
      const c = await inState('quoted');
      await ctx.app.database.db.execute(
        sql`update inquiries set expires_at = now() - interval '1 second' where key = ${c}`,
      );
      const late = await move(w.buyer.owner, c, 'accept');
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('inquiry.expired');
    });

    it('gives 20 inquiries accepted at once 20 different reference numbers, and a printable confirmation', async () => {
      const keys: string[] = [];
      for (let i = 0; i < 20; i++) keys.push(await inState('quoted'));
      const accepted = await Promise.all(keys.map((key) => move(w.buyer.owner, key, 'accept')));
      for (const res of accepted) expect(res.status).toBe(200);
      const references = accepted.map((res) => res.body.reference as string);
      expect(new Set(references).size).toBe(20);
      for (const reference of references) expect(reference).toMatch(/^TT-20\d\d-\d{6}$/);
      const confirmation = await expectOk(
        call(ctx.app, w.supplier.member, 'GET', `/api/messenger/inquiries/${keys[0]}/confirmation`),
      );
      expect(confirmation.body).toMatchObject({
        reference: references[0],
        buyer: { key: w.buyer.space, name: 'さくらメッセージ旅行' },
        supplier: { key: w.supplier.space, name: '京都メッセージ旅館' },
        inquiry: { state: 'accepted', tariff: { key: w.tariff }, request: { date: ASK.date, adults: 12 } },
      });
      expect(confirmation.body.inquiry.quote.cancellation.length).toBeGreaterThan(0);
      expect(
        (await call(ctx.app, w.stranger.owner, 'GET', `/api/messenger/inquiries/${keys[0]}/confirmation`))
          .status,
      ).toBe(404);
      const open = await inState('open');
      expect(
        (await call(ctx.app, w.buyer.owner, 'GET', `/api/messenger/inquiries/${open}/confirmation`)).status,
      ).toBe(404);
      // an accepted quote lets a buyer that was never a partner review the tariff; a stranger may not.
      const mayReview = async (team: typeof w.buyer) =>
        (await expectOk(call(ctx.app, team.owner, 'GET', `/api/v1/Review/eligibility/${w.tariff}`))).body
          .spaces;
      expect(await mayReview(w.buyer)).toEqual([{ space: w.buyer.space, review: null }]);
      expect(await mayReview(w.stranger)).toEqual([]);
      const review = {
        tariff: w.tariff,
        rating: 4,
        title: 'よかった',
        text: '丁寧な対応でした。',
        lang: 'jp',
      };
      expect(
        (await call(ctx.app, w.buyer.owner, 'POST', '/api/v1/Review', { ...review, space: w.buyer.space }))
          .status,
      ).toBe(200);
      const refused = await call(ctx.app, w.stranger.owner, 'POST', '/api/v1/Review', {
        ...review,
        space: w.stranger.space,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('review.not_eligible');
    }, 120_000);

    it('lists a space’s inquiries by state, for members of either side only', async () => {
      const list = await expectOk(
        call(
          ctx.app,
          w.supplier.member,
          'GET',
          `/api/messenger/inquiries?space=${w.supplier.space}&state=accepted&limit=5`,
        ),
      );
      expect(list.body.items.length).toBe(5);
      for (const item of list.body.items) expect(item.state).toBe('accepted');
      const next = await expectOk(
        call(
          ctx.app,
          w.supplier.member,
          'GET',
          `/api/messenger/inquiries?space=${w.supplier.space}&state=accepted&limit=5&cursor=${list.body.next}`,
        ),
      );
      const keys = [...list.body.items, ...next.body.items].map((i: { key: string }) => i.key);
      expect(new Set(keys).size).toBe(10);
      const stranger = await expectOk(call(ctx.app, w.stranger.owner, 'GET', '/api/messenger/inquiries'));
      expect(stranger.body.items).toEqual([]);
      expect(
        (await call(ctx.app, w.stranger.owner, 'GET', `/api/messenger/inquiries?space=${w.supplier.space}`))
          .status,
      ).toBe(404);
    });
  },
  // One buyer owner makes every move of every state here, well over a minute's write budget (rate-limit.test.ts
  // covers the limits): on a fast machine the suite would meet 429s that depend on its speed, not on its rules.
  { config: { rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 } } },
);
