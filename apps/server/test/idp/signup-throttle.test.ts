import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount, findAccountByEmail } from '../../src/idp/index.ts';
import {
  authorizeUrl,
  Browser,
  client,
  form,
  formAction,
  type IdpServer,
  startIdpServer,
} from './support.ts';

const redirectUri = client.redirect_uris[0] ?? '';

describe('embedded OpenID provider: sign-up and throttling', () => {
  let s: IdpServer;
  let offsetMs = 0;
  beforeAll(async () => {
    s = await startIdpServer({ now: () => new Date(Date.now() + offsetMs) });
    await ensureAccount(s.database.db, {
      email: 'taro@example.com',
      password: 'taro password',
      nickname: 'taro',
      firstName: 'Taro',
      lastName: 'Sato',
    });
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
    const loginHtml = await login.response.text();
    const link = /<a href="([^"]*\/signup\?lang=\w+)"/.exec(loginHtml)?.[1];
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

  it('creates the account and finishes signed in', async () => {
    const browser = new Browser({ 'x-forwarded-for': '203.0.113.1' });
    const html = await signupPage(browser);
    expect(html).toContain('アカウント作成');
    const done = await browser.follow(formAction(html, s.issuer), redirectUri, form(newUser));
    expect(done.location?.searchParams.get('code')).toBeTruthy();
    expect(await findAccountByEmail(s.database.db, 'new.user@example.com')).toMatchObject({
      nickname: 'newbie',
    });
  });

  it('refuses an email that is already registered, beside the field', async () => {
    const browser = new Browser({ 'x-forwarded-for': '203.0.113.2' });
    const html = await signupPage(browser);
    const result = await browser.follow(
      formAction(html, s.issuer),
      redirectUri,
      form({ ...newUser, email: ' KIYOSHI@example.com' }),
    );
    expect(result.response.status).toBe(409);
    expect(await result.response.text()).toMatch(
      /id="email-error">このメールアドレスは既に登録されています。/,
    );

    const en = await signupPage(browser, 'en');
    const again = await browser.follow(
      formAction(en, s.issuer),
      redirectUri,
      form({ ...newUser, email: 'kiyoshi@example.com', lang: 'en' }),
    );
    expect(await again.response.text()).toContain('This email address is already registered.');
  });

  it('refuses a short password and empty fields, keeping what was typed', async () => {
    const browser = new Browser({ 'x-forwarded-for': '203.0.113.3' });
    const html = await signupPage(browser);
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
  });

  it('slows sign-in after 5 failures: the 6th answers 429 even with the right password, and passes after the wait', async () => {
    const browser = new Browser({ 'x-forwarded-for': '203.0.113.9' });
    const page = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    const action = formAction(await page.response.text(), s.issuer);
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.follow(
        action,
        redirectUri,
        form({ email: 'taro@example.com', password: `guess ${i}` }),
      );
      expect(wrong.response.status).toBe(401);
    }
    const right = form({ email: 'taro@example.com', password: 'taro password' });
    const blocked = await browser.follow(action, redirectUri, right);
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.headers.get('retry-after')).toBe('1');
    expect(await blocked.response.text()).toContain('試行回数が多すぎます。1 秒待ってから');

    // Another address trying the same account is slowed too: the account's counter is shared.
    const elsewhere = new Browser({ 'x-forwarded-for': '203.0.113.10' });
    const otherPage = await elsewhere.follow(authorizeUrl(s.issuer).url, redirectUri);
    const other = await elsewhere.follow(
      formAction(await otherPage.response.text(), s.issuer),
      redirectUri,
      right,
    );
    expect(other.response.status).toBe(429);

    offsetMs += 1000;
    const passed = await browser.follow(action, redirectUri, right);
    expect(passed.location?.searchParams.get('code')).toBeTruthy();
  });

  it('doubles the wait with each further failure', async () => {
    const browser = new Browser({ 'x-forwarded-for': '203.0.113.20' });
    const page = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    const action = formAction(await page.response.text(), s.issuer);
    const attempt = (password: string) =>
      browser.follow(action, redirectUri, form({ email: 'ghost@example.com', password }));
    for (let i = 0; i < 5; i++) expect((await attempt('x')).response.status).toBe(401);
    offsetMs += 1000;
    expect((await attempt('x')).response.status).toBe(401);
    const waiting = await attempt('x');
    expect(waiting.response.status).toBe(429);
    expect(waiting.response.headers.get('retry-after')).toBe('2');
    offsetMs += 15 * 60 * 1000;
    expect((await attempt('x')).response.status).toBe(401);
  });
});
