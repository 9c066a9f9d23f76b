import { expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/idp/accounts.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, expectOk } from './support.ts';

/*
 * An inquiry confirmed at another total: every figure the buyer is answered — tax, cancellation fees, the
 * confirmation — derives from the agreed total, not the quote's (the demo tea ceremony, a partner's 10 % off).
 */
describeEachDatabase('an inquiry at an agreed total', (ctx) => {
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

  it('prices tax, fees and the confirmation from ¥80,000 once the supplier confirmed it', async () => {
    const buyer = await as('buyer@example.com', 'sp_sakura-travel');
    const supplier = await as('supplier@example.com', 'sp_kyoto-ryokan');
    const asked = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/messenger/inquiries', {
        space: 'sp_sakura-travel',
        tariff: 'tf_gion-tea-ceremony',
        date: '2027-05-20',
        adults: 12,
        children: 2,
        note: '',
      }),
    );
    const key = asked.body.key as string;
    expect(asked.body.total).toBe(66_600);
    expect(asked.body.figures).toMatchObject({ total: 66_600, tax: 6_054, adjustment: null });
    await expectOk(
      call(ctx.app, supplier, 'PATCH', `/api/messenger/inquiries/${key}/confirm`, {
        total: 80_000,
        reason: '個室をご用意します',
        expiresInHours: 24,
      }),
    );
    await expectOk(call(ctx.app, buyer, 'PATCH', `/api/messenger/inquiries/${key}/accept`, {}));
    const page = await expectOk(call(ctx.app, buyer, 'GET', `/api/messenger/inquiries/${key}/confirmation`));
    const { figures } = page.body.inquiry;
    expect(page.body.inquiry.total).toBe(80_000);
    expect(figures.total).toBe(80_000);
    expect(figures.tax).toBe(7_272);
    expect(figures.adjustment).toEqual({ amount: 80_000 - 66_600, reason: '個室をご用意します' });
    expect(
      figures.cancellation.map((step: { feePercent: number; fee: number }) => [step.feePercent, step.fee]),
    ).toEqual([
      [50, 40_000],
      [100, 80_000],
    ]);
    // The companies as their profiles have them: the address structured for the page to write (never the
    // prefecture code run into the text), the travel agency registration and the T-number.
    expect(page.body.supplier).toMatchObject({
      address: { postalCode: '605-0074', prefecture: '26', city: '京都市東山区', street: '祇園町南側570-8' },
      invoiceNumber: 'T6130001045678',
      travelRegistration: { authority: '京都府知事登録旅行業', number: '第3-512号' },
    });
    expect(page.body.buyer).toMatchObject({
      invoiceNumber: 'T8010001187654',
      travelRegistration: { authority: '観光庁長官登録旅行業', number: '第1234号' },
    });
  });
});
