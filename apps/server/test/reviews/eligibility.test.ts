import { expect, it } from 'vitest';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { request } from '../partners/support.ts';
import { call, content, expectOk, partner, reviewSnapshot, team, world } from './support.ts';

// who may review, one review per space per tariff, and bad input naming its field.
describeEachDatabase('reviews: eligibility and input', (ctx) => {
  const post = (user: Parameters<typeof call>[1], body: Record<string, unknown>) =>
    call(ctx.app, user, 'POST', '/api/v1/Review', body);

  it('takes a review from an active partner, pending, with the language it was written in', async () => {
    const w = await world(ctx.app);
    const res = await expectOk(
      post(w.buyer.member, { tariff: w.tariff, space: w.buyer.space, ...content({ lang: 'en' }) }),
    );
    expect(res.body).toMatchObject({
      state: 'pending',
      rating: 4,
      lang: 'en',
      author: { space: w.buyer.space },
    });
    expect(res.body.actions).toEqual(expect.arrayContaining(['edit', 'delete']));
  });

  it('takes a review from a past partner (ended after being active)', async () => {
    const w = await world(ctx.app);
    const other = await team(ctx.app, 'buyer', '元取引先株式会社');
    const key = await partner(ctx.app, other, w.supplier);
    await expectOk(call(ctx.app, other.owner, 'PATCH', `/api/v1/Partner/${key}/ended`, {}));
    await expectOk(post(other.owner, { tariff: w.tariff, space: other.space, ...content() }));
  });

  it('refuses a stranger and a space whose request was never accepted, 403 with the reason, nothing stored', async () => {
    const w = await world(ctx.app);
    const stranger = await team(ctx.app, 'buyer', '見知らぬ株式会社');
    const asking = await team(ctx.app, 'buyer', '申請中株式会社');
    await request(ctx.app, asking, w.supplier);
    const before = await reviewSnapshot(ctx.app);
    for (const t of [stranger, asking]) {
      const res = await post(t.owner, { tariff: w.tariff, space: t.space, ...content() });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({
        code: 'review.not_eligible',
        params: { reason: 'no_partnership_or_booking' },
      });
    }
    expect(await reviewSnapshot(ctx.app)).toBe(before);
  });

  it('refuses a supplier space as author (422) and a space of someone else (404)', async () => {
    const w = await world(ctx.app);
    const bySupplier = await post(w.supplier.owner, {
      tariff: w.tariff,
      space: w.supplier.space,
      ...content(),
    });
    expect([bySupplier.status, bySupplier.body.error.code, bySupplier.body.error.fields[0].field]).toEqual([
      422,
      'review.not_buyer_space',
      'body.space',
    ]);
    const stranger = await team(ctx.app, 'buyer', '他人株式会社');
    const notMine = await post(stranger.owner, { tariff: w.tariff, space: w.buyer.space, ...content() });
    expect([notMine.status, notMine.body]).toEqual([404, INVALID_RECORD]);
  });

  it('keeps one review per buyer space per tariff (409 naming the rule)', async () => {
    const w = await world(ctx.app);
    await expectOk(post(w.buyer.owner, { tariff: w.tariff, space: w.buyer.space, ...content() }));
    const before = await reviewSnapshot(ctx.app);
    const again = await post(w.buyer.admin, {
      tariff: w.tariff,
      space: w.buyer.space,
      ...content({ rating: 1 }),
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'review.duplicate',
      fields: [{ field: 'body.tariff', rule: 'one_per_space' }],
    });
    expect(await reviewSnapshot(ctx.app)).toBe(before);
  });

  it.each([
    ['body.rating', { rating: 0 }],
    ['body.rating', { rating: 6 }],
    ['body.rating', { rating: 3.5 }],
    ['body.rating', { rating: '5' }],
    ['body.title', { title: '   ' }],
    ['body.text', { text: 'x'.repeat(4001) }], // over REVIEW_LIMITS.text
    ['body.lang', { lang: 'fr' }],
    ['body.extra', { extra: true }],
  ])('refuses a bad %s with a 400 naming it, nothing stored', async (field, bad) => {
    const w = await world(ctx.app);
    const before = await reviewSnapshot(ctx.app);
    const res = await post(w.buyer.owner, { tariff: w.tariff, space: w.buyer.space, ...content(bad) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await reviewSnapshot(ctx.app)).toBe(before);
  });

  it('answers a missing tariff as invalid record', async () => {
    const w = await world(ctx.app);
    const res = await post(w.buyer.owner, { tariff: 'tf_missing', space: w.buyer.space, ...content() });
    expect([res.status, res.body]).toEqual([404, INVALID_RECORD]);
  });

  it('tells the web which of the caller’s spaces may review, with the review each wrote', async () => {
    const w = await world(ctx.app);
    const before = await expectOk(
      call(ctx.app, w.buyer.owner, 'GET', `/api/v1/Review/eligibility/${w.tariff}`),
    );
    expect(before.body.spaces).toEqual([{ space: w.buyer.space, review: null }]);
    const created = await expectOk(
      post(w.buyer.owner, { tariff: w.tariff, space: w.buyer.space, ...content() }),
    );
    const after = await expectOk(
      call(ctx.app, w.buyer.owner, 'GET', `/api/v1/Review/eligibility/${w.tariff}`),
    );
    expect(after.body.spaces).toEqual([{ space: w.buyer.space, review: created.body.key }]);
    const stranger = await team(ctx.app, 'buyer', '無関係株式会社');
    const none = await expectOk(
      call(ctx.app, stranger.owner, 'GET', `/api/v1/Review/eligibility/${w.tariff}`),
    );
    expect(none.body.spaces).toEqual([]);
  });
});
