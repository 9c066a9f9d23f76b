import { expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/idp/accounts.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, expectOk } from './support.ts';

describeEachDatabase('demo conversation', (ctx) => {
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

  it('seeds a conversation between さくらトラベル and 京都旅館 with a message from each', async () => {
    const supplier = await as('supplier@example.com');
    const list = await expectOk(
      call(ctx.app, supplier, 'POST', '/api/messenger', { space: 'sp_kyoto-ryokan' }),
    );
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      subject: '秋の団体旅行のご相談',
      other: { key: 'sp_sakura-travel', name: 'さくらトラベル株式会社' },
      last: { space: 'sp_kyoto-ryokan', mine: true },
    });
    const buyer = await as('buyer@example.com');
    const thread = await expectOk(call(ctx.app, buyer, 'GET', `/api/messenger/${list.body.items[0].key}`));
    expect(thread.body.items.map((m: { space: string }) => m.space)).toEqual([
      'sp_kyoto-ryokan',
      'sp_sakura-travel',
    ]);
    expect(thread.body.conversation.unread).toBe(1);
  });
});
