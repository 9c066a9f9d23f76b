import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount, findAccountByEmail, verifyPassword } from '../../src/idp/index.ts';
import {
  authorizeUrl,
  Browser,
  client,
  form,
  formAction,
  type IdpServer,
  pkce,
  startIdpServer,
  tokenRequest,
} from './support.ts';

const redirectUri = client.redirect_uris[0] ?? '';
const hanako = { email: 'hanako@example.com', password: 'old password' };

describe('embedded OpenID provider: forgotten password', () => {
  let s: IdpServer;
  let offsetMs = 0;
  const resets: string[] = [];
  beforeAll(async () => {
    s = await startIdpServer({
      now: () => new Date(Date.now() + offsetMs),
      onPasswordReset: async (sub) => {
        resets.push(sub);
      },
    });
    await ensureAccount(s.database.db, {
      ...hanako,
      nickname: 'hanako',
      firstName: '花子',
      lastName: '山田',
    });
  });
  afterAll(() => s.close());

  async function askForLink(browser: Browser, email: string) {
    const login = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    const link = /<a href="([^"]*\/account\/forgot\?lang=\w+)"/.exec(await login.response.text())?.[1];
    expect(link).toBeTruthy();
    const page = await browser.fetch(new URL(link ?? '', s.issuer));
    return browser.fetch(formAction(await page.text(), s.issuer), form({ email, lang: 'jp' }));
  }

  /** Signs in and keeps the provider session; returns the refresh token. */
  async function signIn(browser: Browser, password: string) {
    const { verifier, challenge } = pkce();
    const page = await browser.follow(authorizeUrl(s.issuer, { code_challenge: challenge }).url, redirectUri);
    const done = await browser.follow(
      formAction(await page.response.text(), s.issuer),
      redirectUri,
      form({ email: hanako.email, password }),
    );
    const code = done.location?.searchParams.get('code');
    if (!code) return undefined;
    const tokens = await tokenRequest(s.issuer, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    return tokens.body.refresh_token;
  }

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = s.mails.sent.length;
    const known = await askForLink(new Browser({ 'x-forwarded-for': '192.0.2.1' }), 'nobody@example.com');
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('nobody@example.com のアカウントがある場合');
    expect(s.mails.sent.length).toBe(before);
  });

  it('mails a single-use link; the new password works, the old one and every session end', async () => {
    const signedIn = new Browser({ 'x-forwarded-for': '192.0.2.2' });
    const refreshToken = await signIn(signedIn, hanako.password);
    expect(refreshToken).toBeTruthy();

    const browser = new Browser({ 'x-forwarded-for': '192.0.2.3' });
    expect((await askForLink(browser, 'HANAKO@example.com')).status).toBe(200);
    const mail = s.mails.last(hanako.email);
    expect(mail.subject).toBe('【TourTariff】パスワードの再設定');
    const link = new URL(mail.link ?? '');
    const form1 = await browser.fetch(link);
    expect(form1.status).toBe(200);
    const action = formAction(await form1.text(), s.issuer);
    const token = link.searchParams.get('token') ?? '';

    const short = await browser.fetch(action, form({ token, password: 'short' }));
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('パスワードは 8 文字以上にしてください。');

    const changed = await browser.fetch(action, form({ token, password: 'brand new password' }));
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('パスワードを変更しました');
    const account = await findAccountByEmail(s.database.db, hanako.email);
    expect(resets).toEqual([account?.sub]);
    expect(account?.emailVerified).toBe(true);
    expect(await verifyPassword(s.database.db, hanako.email, hanako.password)).toBeNull();
    expect(await verifyPassword(s.database.db, hanako.email, 'brand new password')).not.toBeNull();

    // Every session ended: the refresh token is dead, and the signed-in browser is asked for a password again.
    const refreshed = await tokenRequest(s.issuer, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken ?? '',
    });
    expect(refreshed.status).toBe(400);
    const again = await signedIn.follow(authorizeUrl(s.issuer).url, redirectUri);
    expect(again.location).toBeUndefined();
    expect(await again.response.text()).toContain('name="password"');

    // Single use.
    const reused = await browser.fetch(action, form({ token, password: 'another new password' }));
    expect(reused.status).toBe(400);
    expect(await verifyPassword(s.database.db, hanako.email, 'another new password')).toBeNull();
  });

  it('refuses a link older than 30 minutes', async () => {
    const browser = new Browser({ 'x-forwarded-for': '192.0.2.4' });
    await askForLink(browser, hanako.email);
    const link = new URL(s.mails.last(hanako.email).link ?? '');
    offsetMs += 31 * 60 * 1000;
    const late = await browser.fetch(link);
    expect(late.status).toBe(400);
    const posted = await browser.fetch(
      `${s.issuer}/account/reset`,
      form({ token: link.searchParams.get('token') ?? '', password: 'too late password' }),
    );
    expect(posted.status).toBe(400);
    expect(await verifyPassword(s.database.db, hanako.email, 'too late password')).toBeNull();
  });

  it('refuses a made-up token', async () => {
    const res = await new Browser().fetch(`${s.issuer}/account/reset?token=${'a'.repeat(43)}`);
    expect(res.status).toBe(400);
  });
});
