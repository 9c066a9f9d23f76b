import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { atCallback, getSession, openLogin, sessionCookie, signIn } from './support.ts';

describeEachDatabase('sign-in through the embedded provider', (ctx) => {
  it('[SUPPLIER][SIGN_IN] returns to the requested page with a session that reports the user', async () => {
    const { browser, done } = await signIn(ctx.app, 'supplier@example.com', 'demo', '/profile/setting');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/profile/setting');
    const setCookie = done.headers.getSetCookie().find((c) => c.startsWith('tt_session='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // http://localhost is the one exception to Secure
    const session = await getSession(ctx.app, sessionCookie(ctx.app, browser));
    expect(session).toMatchObject({ status: 'authenticated', valid: true, ready: true });
    expect(session.user).toMatchObject({ email: 'supplier@example.com', nickname: 'supplier' });
    expect(session.user.access).toContain('tourtariff:user');
    expect(session.user.access).not.toContain('tourtariff:admin');
    expect(JSON.stringify(session)).not.toMatch(/token/i);
  });

  it('[ADMIN][SIGN_IN] the seeded administrator holds tourtariff:admin', async () => {
    const { browser } = await signIn(ctx.app, 'admin@example.com');
    const session = await getSession(ctx.app, sessionCookie(ctx.app, browser));
    expect(session.user.access).toEqual(['tourtariff:admin', 'tourtariff:user']);
  });

  it('gives a new session id at every sign-in', async () => {
    const first = await signIn(ctx.app, 'buyer@example.com');
    const second = await signIn(ctx.app, 'buyer@example.com');
    expect(sessionCookie(ctx.app, first.browser)).toBeTruthy();
    expect(sessionCookie(ctx.app, first.browser)).not.toBe(sessionCookie(ctx.app, second.browser));
  });

  it('a wrong password creates no session', async () => {
    const before = await ctx.app.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    const { browser, login } = await openLogin(ctx.app);
    const page = await browser.submit(login, { email: 'supplier@example.com', password: 'wrong-password' });
    expect(page.status).toBe(401);
    expect(sessionCookie(ctx.app, browser)).toBeUndefined();
    const after = await ctx.app.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a tampered state', async () => {
    const { browser, login } = await openLogin(ctx.app);
    const redirect = await browser.submit(
      login,
      { email: 'buyer@example.com', password: 'demo' },
      atCallback,
    );
    const callback = new URL(redirect.headers.get('location') ?? '', redirect.url);
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const res = await browser.request('GET', callback.href);
    expect(res.status).toBe(400);
    expect(sessionCookie(ctx.app, browser)).toBeUndefined();
  });

  it('refuses a callback whose PKCE verifier does not match the code', async () => {
    const { browser, login } = await openLogin(ctx.app);
    const redirect = await browser.submit(
      login,
      { email: 'buyer@example.com', password: 'demo' },
      atCallback,
    );
    const callback = new URL(redirect.headers.get('location') ?? '', redirect.url);
    await ctx.app.database.db.execute(
      sql`update auth_attempts set code_verifier = ${'x'.repeat(64)} where state = ${callback.searchParams.get('state')}`,
    );
    const res = await browser.request('GET', callback.href);
    expect(res.status).toBe(400);
    expect(sessionCookie(ctx.app, browser)).toBeUndefined();
  });

  it('refuses a replayed callback', async () => {
    const { browser, callbackHref } = await signIn(ctx.app, 'buyer@example.com');
    const cookie = sessionCookie(ctx.app, browser);
    const replay = await browser.request('GET', callbackHref);
    expect(replay.status).toBe(400);
    expect(sessionCookie(ctx.app, browser)).toBe(cookie);
  });

  it('refuses a callback from another browser (no attempt cookie)', async () => {
    const { browser, login } = await openLogin(ctx.app);
    const redirect = await browser.submit(
      login,
      { email: 'buyer@example.com', password: 'demo' },
      atCallback,
    );
    const callback = new URL(redirect.headers.get('location') ?? '', redirect.url);
    const res = await ctx.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(res.statusCode).toBe(400);
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'never redirects to the foreign callbackUrl %s',
    async (foreign) => {
      const { done } = await signIn(ctx.app, 'buyer@example.com', 'demo', foreign);
      expect(done.status).toBe(302);
      expect(done.headers.get('location')).toBe('/');
    },
  );

  it('refreshes an access token about to expire, and reports valid: false when the refresh fails', async () => {
    const { browser } = await signIn(ctx.app, 'guide@example.com');
    const cookie = sessionCookie(ctx.app, browser);
    const [before] = await ctx.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sub, (await getSession(ctx.app, cookie)).user.sub));
    await ctx.app.database.db.update(sessions).set({ accessExpiresAt: new Date(Date.now() - 1000) });
    const refreshed = await getSession(ctx.app, cookie);
    expect(refreshed.valid).toBe(true);
    const [after] = await ctx.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sub, refreshed.user.sub));
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.accessExpiresAt.getTime()).toBeGreaterThan(Date.now());

    await ctx.app.database.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000), refreshToken: 'revoked-or-garbage' })
      .where(eq(sessions.sub, refreshed.user.sub));
    const failed = await getSession(ctx.app, cookie);
    expect(failed).toMatchObject({ status: 'authenticated', valid: false });
  });

  it('sign-out ends the session and leaves through the end-session endpoint', async () => {
    const { browser } = await signIn(ctx.app, 'supplier@example.com');
    const cookie = sessionCookie(ctx.app, browser);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      cookies: { tt_session: cookie ?? '' },
      headers: { 'x-tourtariff-client': 'web' },
    });
    expect(res.statusCode).toBe(200);
    const location = new URL(res.json().url as string);
    expect(location.pathname).toBe('/oidc/session/end');
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${ctx.app.config.publicUrl}/`);
    expect(location.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{16,}$/);
    expect(await getSession(ctx.app, cookie)).toMatchObject({ status: 'unauthenticated', user: null });
  });
});
