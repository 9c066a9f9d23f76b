import { expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/idp/accounts.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, expectOk } from './support.ts';

/*
 * The demo's statement (docs/product-decisions.md §9, docs/statements.md §3): 京都旅館's draft to さくらトラベル
 * from its completed and no-show demo bookings, which the supplier issues (its demo profile has a T-number) and
 * the buyer pays.
 */
describeEachDatabase('statements: demo data', (ctx) => {
  const as = async (email: string, space: string) => {
    const sub = (await findAccountByEmail(ctx.app.database.db, email))?.sub ?? '';
    const cookie = await createSession(ctx.app.database.db, sub, {
      accessToken: 'demo',
      idToken: 'demo',
      refreshToken: undefined,
      expiresInSeconds: 3600,
    });
    const headers = { 'x-tourtariff-client': 'web', 'x-tourtariff-space': space };
    return { sub, email, cookie, auth: { cookies: { tt_session: cookie }, headers } };
  };

  it('gives 京都旅館 a draft for さくらトラベル, which it issues and さくらトラベル pays', async () => {
    const supplier = await as('supplier@example.com', 'sp_kyoto-ryokan');
    const list = await expectOk(
      call(ctx.app, supplier, 'POST', '/api/v1/Statement/query', { filter: { buyer: 'sp_sakura-travel' } }),
    );
    expect(list.body.items.length).toBeGreaterThanOrEqual(1);
    const draft = list.body.items[0];
    expect(draft).toMatchObject({
      state: 'draft',
      buyer: { name: 'さくらトラベル株式会社' },
      actions: ['issue', 'rebuild'],
    });
    const read = await expectOk(call(ctx.app, supplier, 'GET', `/api/v1/Statement/${draft.key}`));
    expect(read.body.lines.map((l: { reference: string }) => l.reference).every(Boolean)).toBe(true);
    expect(read.body.totals.total).toBeGreaterThan(0);

    const issued = await expectOk(
      call(ctx.app, supplier, 'POST', `/api/v1/Statement/${draft.key}/issue`, {}),
    );
    expect(issued.body.number).toMatch(/^INV-sp_kyoto-ryokan-\d{6}-1$/);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/Statement/${draft.key}/pdf`,
      ...supplier.auth,
    });
    expect([pdf.statusCode, pdf.body.slice(0, 300)]).toEqual([200, expect.stringMatching(/^%PDF-/)]);
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const paid = await expectOk(
      call(ctx.app, buyer, 'POST', `/api/v1/Statement/${draft.key}/pay`, {
        amount: issued.body.open,
        date: issued.body.dueDate,
      }),
    );
    expect(paid.body).toMatchObject({ state: 'paid', open: 0 });
  });
});
