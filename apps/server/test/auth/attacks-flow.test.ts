import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import {
  cookieAttributes,
  countSessions,
  expectRefused,
  signInStart,
  signInWithoutForm,
} from './attack-support.ts';
import { TestBrowser, transportFor } from './browser.ts';
import { atCallback, getSession, openLogin, sessionCookie, signIn } from './support.ts';

/**
 * RFC 9700 §2.1 and §4.5–4.7 against the real flow and the embedded provider: whatever an attacker changes in,
 * replays or splices into the redirect back to the app is refused, and no session comes of it.
 */
describeEachDatabase('[RFC 9700] sign-in attacks through the embedded provider', (ctx) => {
  const host = () => new URL(ctx.app.config.publicUrl).host;

  /** A victim signs in up to the provider's redirect back: the callback address their browser would open. */
  async function upToCallback(browser?: TestBrowser) {
    const opened = browser ? await startIn(browser) : await openLogin(ctx.app);
    const redirect = await opened.browser.submit(
      opened.login,
      { email: 'buyer@example.com', password: 'demo' },
      atCallback,
    );
    return {
      browser: opened.browser,
      callback: new URL(redirect.headers.get('location') ?? '', redirect.url),
    };
  }

  async function startIn(browser: TestBrowser) {
    return { browser, login: await browser.go(signInStart(ctx.app, '/profile/setting')) };
  }

  async function open(browser: TestBrowser, href: string) {
    const done = await browser.request('GET', href);
    return { done, cookie: sessionCookie(ctx.app, browser) };
  }

  it('refuses a tampered state', async () => {
    const before = await countSessions(ctx.app);
    const { browser, callback } = await upToCallback();
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    await expectRefused(ctx.app, await open(browser, callback.href), before);
  });

  it('refuses a victim’s callback opened in the attacker’s browser, and the victim can still finish', async () => {
    const before = await countSessions(ctx.app);
    const victim = await upToCallback();
    const attacker = new TestBrowser(transportFor(ctx.app));
    await attacker.request('GET', signInStart(ctx.app, '/'));
    await expectRefused(ctx.app, await open(attacker, victim.callback.href), before);
    expect((await open(victim.browser, victim.callback.href)).done.status).toBe(302);
  });

  it('refuses a callback whose PKCE verifier does not match the code', async () => {
    const before = await countSessions(ctx.app);
    const { browser, callback } = await upToCallback();
    await ctx.app.database.db.execute(
      sql`update auth_attempts set code_verifier = ${'x'.repeat(64)} where state = ${callback.searchParams.get('state')}`,
    );
    await expectRefused(ctx.app, await open(browser, callback.href), before);
  });

  it('refuses a replayed callback code', async () => {
    const { browser, callback } = await upToCallback();
    expect((await open(browser, callback.href)).done.status).toBe(302);
    const before = await countSessions(ctx.app);
    const replay = await open(new TestBrowser(transportFor(ctx.app)), callback.href);
    await expectRefused(ctx.app, replay, before);
  });

  it('refuses a stolen code spliced into the attacker’s own sign-in (PKCE binds it to its browser)', async () => {
    const before = await countSessions(ctx.app);
    const victim = await upToCallback();
    const attacker = new TestBrowser(transportFor(ctx.app));
    const start = await attacker.request('GET', signInStart(ctx.app, '/'));
    const ownState = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const spliced = new URL(victim.callback);
    spliced.searchParams.set('state', ownState);
    await expectRefused(ctx.app, await open(attacker, spliced.href), before);
  });

  it('refuses a callback that carries a provider error', async () => {
    const before = await countSessions(ctx.app);
    const { browser, callback } = await upToCallback();
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    await expectRefused(ctx.app, await open(browser, callback.href), before);
  });

  it('gives a new session id at every sign-in and ends any session planted before it (fixation)', async () => {
    const attacker = await signIn(ctx.app, 'supplier@example.com');
    const planted = sessionCookie(ctx.app, attacker.browser) ?? '';
    const victimBrowser = new TestBrowser(transportFor(ctx.app));
    victimBrowser.setCookie(host(), 'tt_session', planted);
    const before = await countSessions(ctx.app);
    const { callback } = await upToCallback(victimBrowser);
    const { done, cookie } = await open(victimBrowser, callback.href);
    expect(done.status).toBe(302);
    expect(cookie).toBeTruthy();
    expect(cookie).not.toBe(planted);
    expect((await getSession(ctx.app, cookie)).user.email).toBe('buyer@example.com');
    expect((await getSession(ctx.app, planted)).status).toBe('unauthenticated');
    expect(await countSessions(ctx.app)).toBe(before);

    // Signed in at the provider already: the second sign-in asks nothing, and still gets a new id.
    const second = await signInWithoutForm(ctx.app, '/', victimBrowser);
    expect(second.cookie).toBeTruthy();
    expect(second.cookie).not.toBe(cookie);
    expect((await getSession(ctx.app, cookie)).status).toBe('unauthenticated');
  });

  it('sets the cookies HttpOnly, SameSite=Lax, scoped by Path, not Secure on http://localhost', async () => {
    const { browser, callback } = await upToCallback();
    const start = browser.history.find((page) => page.url.includes('/api/auth/signin'));
    const attempt = start && cookieAttributes(start, 'tt_auth');
    expect(attempt?.has('httponly')).toBe(true);
    expect(attempt?.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attempt?.get('path')).toBe('/api/auth');
    expect(Number(attempt?.get('max-age'))).toBeLessThanOrEqual(600);
    const { done } = await open(browser, callback.href);
    const session = cookieAttributes(done, 'tt_session');
    expect(session?.has('httponly')).toBe(true);
    expect(session?.get('samesite')?.toLowerCase()).toBe('lax');
    expect(session?.get('path')).toBe('/');
    expect(session?.has('secure')).toBe(false);
  });
});
