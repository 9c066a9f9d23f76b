import { expect, it } from 'vitest';
import { idpAccounts, idpMailTokens } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { openLogin } from './support.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The input rules on the embedded provider's own pages: a NUL in a form field or in a link's token is refused
 * with a 400 page that says why, never a 5xx, and nothing is stored.
 */
describeEachDatabase('the provider refuses bad input on its pages', (ctx) => {
  const rows = async () => ({
    accounts: (await ctx.app.database.db.select().from(idpAccounts)).length,
    links: (await ctx.app.database.db.select().from(idpMailTokens)).length,
  });

  it('refuses a NUL on the account pages (forgot, reset, confirm)', async () => {
    const before = await rows();
    const sent = [
      await ctx.app.inject({
        method: 'POST',
        url: '/oidc/account/forgot',
        headers: form,
        payload: 'email=a%00b%40example.com&lang=en',
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/oidc/account/reset',
        headers: form,
        payload: 'token=ab%00cd&password=a+long+password&lang=en',
      }),
      await ctx.app.inject({ method: 'GET', url: '/oidc/account/verify?token=%00&lang=en' }),
      await ctx.app.inject({
        method: 'POST',
        url: '/oidc/account/verify',
        headers: form,
        payload: 'token=%00&lang=en',
      }),
    ];
    for (const res of sent) {
      expect(res.statusCode, res.raw.req.url).toBe(400);
      expect(res.body).toContain('characters that cannot be used');
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses a NUL in the sign-in and sign-up forms in Japanese, and creates no account', async () => {
    const { browser, login } = await openLogin(ctx.app);
    const action = new URL(
      /action="([^"]+)"/.exec(login.body)?.[1]?.replaceAll('&amp;', '&') ?? '',
      login.url,
    );
    const before = await rows();
    const signIn = await browser.request(
      'POST',
      action.href,
      'email=supplier%00%40example.com&password=demo',
    );
    expect(signIn.status).toBe(400);
    expect(signIn.body).toContain('入力に使用できない文字が含まれています');
    const signUp = await browser.request(
      'POST',
      action.href.replace(/\/login$/, '/signup'),
      'email=new%40example.com&nickname=a%00b&firstName=A&lastName=B&password=a+long+password',
    );
    expect(signUp.status).toBe(400);
    expect(await rows()).toEqual(before);
  });
});
