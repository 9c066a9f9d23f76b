import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { createPublished, newAdmin } from '../tariffs/support.ts';
import { agreed, call, expectOk, partner, team, terms } from './support.ts';

/*
 * Commission agreements (docs/product-decisions.md §12): the terms name their kind and percent (old bodies are
 * discounts), and a commission agreement's partner sees public prices with the commission beside them.
 */
describeEachDatabase('commission agreements', (ctx) => {
  it('stores the kind and percent, refuses a commission without one, and reads old bodies as discounts', async () => {
    const buyer = await team(ctx.app, 'buyer', '手数料テスト旅行株式会社');
    const supplier = await team(ctx.app, 'supplier', '手数料テスト旅館株式会社');
    const partnership = await partner(ctx.app, buyer, supplier);
    const refused = await call(ctx.app, supplier.owner, 'POST', '/api/v1/Agreement', {
      partnership,
      ...terms({ kind: 'commission', discount: 0 }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'body.commission', rule: 'required' })]),
    );
    const plain = await expectOk(
      call(ctx.app, supplier.owner, 'POST', '/api/v1/Agreement', { partnership, ...terms() }),
    );
    expect([plain.body.kind, plain.body.discount, plain.body.commission]).toEqual(['discount', 12, null]);
    const key = await agreed(ctx.app, partnership, buyer, supplier, 0, {
      kind: 'commission',
      commission: 12,
    });
    const shown = await expectOk(call(ctx.app, buyer.owner, 'GET', `/api/v1/Agreement/${key}`));
    expect([shown.body.kind, shown.body.commission]).toEqual(['commission', 12]);
  });

  it('prices a commission partner at public prices and shows the commission and net', async () => {
    const buyer = await team(ctx.app, 'buyer', '手数料価格旅行株式会社');
    const supplier = await team(ctx.app, 'supplier', '手数料価格旅館株式会社');
    const created = await createPublished(
      ctx.app,
      { user: supplier.owner, space: supplier.space },
      await newAdmin(ctx.app),
      {
        validity: { from: '2027-01-01', to: '2027-12-31' },
        seasons: [],
        blackout: [],
        tax: { included: true, rate: 10 },
        rates: [{ season: null, unit: 'per_person', pax_min: 1, pax_max: 9, adult: 20_000, child: null }],
      },
    );
    const tariff = created.key as string;
    const partnership = await partner(ctx.app, buyer, supplier);
    await agreed(ctx.app, partnership, buyer, supplier, 0, { kind: 'commission', commission: 12 });
    const quoted = await expectOk(
      call(ctx.app, supplier.owner, 'GET', `/api/v1/Tariff/${tariff}`).then(() =>
        call(ctx.app, buyer.owner, 'POST', `/api/v1/Tariff/${tariff}/quote`, {
          date: '2027-06-09',
          adults: 2,
        }),
      ),
    );
    // 40,000 with tax inside (3,636): 12 % of 36,364 = 4,363.68 → 4,363; the client pays 40,000.
    expect(quoted.body.total).toBe(40_000);
    expect(quoted.body.partner.commission).toEqual({ percent: 12, amount: 4_363, net: 35_637 });
  });
});
