import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { findAccountByEmail } from '../../src/idp/accounts.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, expectOk } from './support.ts';

describeEachDatabase('demo trading partners', (ctx) => {
  const as = async (email: string) => {
    const sub = (await findAccountByEmail(ctx.app.database.db, email))?.sub ?? '';
    const cookie = await createSession(ctx.app.database.db, sub, {
      accessToken: 'demo',
      idToken: 'demo',
      refreshToken: undefined,
      expiresInSeconds: 3600,
    });
    return {
      sub,
      email,
      cookie,
      auth: { cookies: { tt_session: cookie }, headers: { 'x-tourtariff-client': 'web' } },
    };
  };

  it('makes さくらトラベル and 京都旅館 active partners with 10 % off and payment in 30 days', async () => {
    const buyer = await as('buyer@example.com');
    const list = await expectOk(
      call(ctx.app, buyer, 'GET', '/api/v1/Partner?space=sp_sakura-travel&tab=active'),
    );
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      key: 'pt_sakura-kyoto-ryokan',
      partner: { key: 'sp_kyoto-ryokan', name: '京都旅館株式会社' },
      agreement: { key: 'ag_sakura-kyoto-ryokan', discount: 10, paymentDays: 30, inForce: true },
    });
    expect(list.body.items[0].visibleTariffs).toBe(4);
    const kaiseki = await expectOk(call(ctx.app, buyer, 'GET', '/api/v1/Tariff/tf_kyoto-partner-kaiseki'));
    expect(kaiseki.body).toMatchObject({ visibility: 'partners', partner: { discount: 10 } });
  });

  it("prices the demo agreement's partner in search: a row per tariff of the supplier", async () => {
    const [counts] = await queryRows<{ rows: number; tariffs: number }>(
      ctx.app.database.db,
      sql`select (select count(*)::int from partner_prices p join tariffs t on t.key = p.tariff_key
          where t.space_key = 'sp_kyoto-ryokan' and p.terms = '{"discount":10}') as rows,
        (select count(*)::int from tariffs where space_key = 'sp_kyoto-ryokan') as tariffs`,
    );
    expect(counts?.rows).toBe(counts?.tariffs);
    expect(counts?.rows).toBeGreaterThan(0);
  });

  it('leaves the personal space without partners, its partners-only tariff hidden from the buyer', async () => {
    const buyer = await as('buyer@example.com');
    expect((await call(ctx.app, buyer, 'GET', '/api/v1/Tariff/tf_hanako-private-tea')).status).toBe(404);
    const supplier = await as('supplier@example.com');
    const none = await expectOk(call(ctx.app, supplier, 'GET', '/api/v1/Partner?space=sp_hanako-kyoto'));
    expect(none.body.items).toEqual([]);
    const dir = await expectOk(
      call(
        ctx.app,
        buyer,
        'GET',
        `/api/v1/Partner/directory?space=sp_sakura-travel&q=${encodeURIComponent('花子')}`,
      ),
    );
    expect(dir.body.items.map((i: { key: string; relation: unknown }) => [i.key, i.relation])).toEqual([
      ['sp_hanako-kyoto', null],
    ]);
    // The supplier quotes its own tea evening for 12 adults in the high season (the e2e journey's numbers).
    const quote = await expectOk(
      call(ctx.app, supplier, 'POST', '/api/v1/Tariff/tf_hanako-private-tea/quote', {
        date: '2027-04-01',
        adults: 12,
      }),
    );
    expect([quote.body.season.name.jp, quote.body.total]).toEqual(['繁忙期', 180000]);
  });
});
