import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount, findAccountByEmail } from '../../src/idp/index.ts';
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

describe('embedded OpenID provider: sign-up with a confirmed address', () => {
  let s: IdpServer;
  beforeAll(async () => {
    s = await startIdpServer();
    await ensureAccount(s.database.db, {
      email: 'kiyoshi@example.com',
      password: 'kiyoshi password',
      nickname: 'kiyoshi',
      firstName: '清',
      lastName: '鈴木',
    });
  });
  afterAll(() => s.close());

  /** Opens the sign-up page of a fresh authorization request, as the login page's link does. */
  async function signupPage(browser: Browser, lang?: 'en') {
    const login = await browser.follow(
      authorizeUrl(s.issuer, lang ? { ui_locales: lang } : {}).url,
      redirectUri,
    );
    const link = /<a href="([^"]*\/signup\?lang=\w+)"/.exec(await login.response.text())?.[1];
    expect(link).toBeTruthy();
    const page = await browser.fetch(new URL(link ?? '', s.issuer));
    expect(page.status).toBe(200);
    return page.text();
  }

  const newUser = {
    email: 'New.User@Example.com',
    nickname: 'newbie',
    firstName: 'Jiro',
    lastName: 'Kato',
    password: 'long enough',
  };

  /** Signs in with the code flow and returns the id token's claims. */
  async function idTokenClaims(email: string, password: string) {
    const browser = new Browser({ 'x-forwarded-for': '192.0.2.200' });
    const { verifier, challenge } = pkce();
    const start = authorizeUrl(s.issuer, { code_challenge: challenge });
    const page = await browser.follow(start.url, redirectUri);
    const done = await browser.follow(
      formAction(await page.response.text(), s.issuer),
      redirectUri,
      form({ email, password }),
    );
    const code = done.location?.searchParams.get('code') ?? '';
    const tokens = await tokenRequest(s.issuer, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    return decodeJwt(tokens.body.id_token ?? '');
  }

  it('answers "check your mail", mails a confirmation link, and the id token says email_verified only after it is used', async () => {
    const browser = new Browser({ 'x-forwarded-for': '203.0.113.1' });
    const html = await signupPage(browser);
    const done = await browser.follow(formAction(html, s.issuer), redirectUri, form(newUser));
    expect(done.response.status).toBe(200);
    const page = await done.response.text();
    expect(page).toContain('メールを確認してください');
    expect(page).toContain('New.User@Example.com');
    expect(await findAccountByEmail(s.database.db, 'new.user@example.com')).toMatchObject({
      nickname: 'newbie',
      emailVerified: false,
    });
    expect((await idTokenClaims(newUser.email, newUser.password)).email_verified).toBe(false);

    const mail = s.mails.last('new.user@example.com');
    expect(mail.subject).toBe('【TourTariff】メールアドレスの確認');
    expect(mail.text).toContain(mail.link);
    const link = new URL(mail.link ?? '');
    expect(link.pathname).toBe('/oidc/account/verify');

    // Opening the link only shows the confirmation (a mail scanner's GET changes nothing); the click confirms.
    const confirm = await browser.fetch(link);
    expect(confirm.status).toBe(200);
    expect(await findAccountByEmail(s.database.db, newUser.email)).toMatchObject({ emailVerified: false });
    const confirmed = await browser.fetch(
      formAction(await confirm.text(), s.issuer),
      form({ token: link.searchParams.get('token') ?? '', lang: 'jp' }),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('メールアドレスを確認しました');
    expect(await findAccountByEmail(s.database.db, newUser.email)).toMatchObject({ emailVerified: true });
    expect((await idTokenClaims(newUser.email, newUser.password)).email_verified).toBe(true);

    // Single use: the same link again is refused, and nothing changes.
    const reused = await browser.fetch(link);
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('このリンクは無効か');
  });

  it('answers an already registered address exactly as a new one, and mails its owner a reset link instead', async () => {
    const first = new Browser({ 'x-forwarded-for': '203.0.113.2' });
    const second = new Browser({ 'x-forwarded-for': '203.0.113.3' });
    const taken = await signupPage(first, 'en');
    const fresh = await signupPage(second, 'en');
    const one = await first.follow(
      formAction(taken, s.issuer),
      redirectUri,
      form({ ...newUser, email: 'kiyoshi@example.com', lang: 'en' }),
    );
    const two = await second.follow(
      formAction(fresh, s.issuer),
      redirectUri,
      form({ ...newUser, email: 'someone.new@example.com', lang: 'en' }),
    );
    expect(one.response.status).toBe(200);
    expect(one.response.status).toBe(two.response.status);
    const strip = (html: string) =>
      html.replace(/[\w.]+@example\.com/g, '…').replace(/interaction\/[^/"?]+/g, '');
    expect(strip(await one.response.text())).toBe(strip(await two.response.text()));

    const mail = s.mails.last('kiyoshi@example.com');
    expect(mail.subject).toBe('TourTariff: you already have an account');
    expect(new URL(mail.link ?? '').pathname).toBe('/oidc/account/reset');
    // The existing account is untouched.
    expect(await findAccountByEmail(s.database.db, 'kiyoshi@example.com')).toMatchObject({
      nickname: 'kiyoshi',
    });
  });

  it('refuses a short password and empty fields, keeping what was typed and sending nothing', async () => {
    const browser = new Browser({ 'x-forwarded-for': '203.0.113.4' });
    const html = await signupPage(browser);
    const before = s.mails.sent.length;
    const result = await browser.follow(
      formAction(html, s.issuer),
      redirectUri,
      form({ ...newUser, email: 'short@example.com', nickname: ' ', password: 'short' }),
    );
    expect(result.response.status).toBe(400);
    const page = await result.response.text();
    expect(page).toMatch(/id="password-error">パスワードは 8 文字以上にしてください。/);
    expect(page).toMatch(/id="nickname-error">/);
    expect(page).toContain('value="short@example.com"');
    expect(page).not.toContain('value="short"');
    expect(await findAccountByEmail(s.database.db, 'short@example.com')).toBeUndefined();
    expect(s.mails.sent.length).toBe(before);
  });

  it('slows a burst of sign-ups from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const browser = new Browser({ 'x-forwarded-for': '203.0.113.77' });
      const html = await signupPage(browser);
      const result = await browser.follow(
        formAction(html, s.issuer),
        redirectUri,
        form({ ...newUser, email: `bulk${i}@example.com` }),
      );
      statuses.push(result.response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses).toContain(429);
  });
});
