import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions, spaceMembers } from '../../src/db/schema/index.ts';
import { sha256 } from '../../src/modules/auth/attempts.ts';
import { revokeAccount } from '../../src/modules/auth/revocation.ts';
import { describeEachDatabase } from '../helper.ts';
import { getSession, sessionCookie, signIn } from './support.ts';

/** sign-out only by POST, and an ended sign-in stops its bearer tokens at once. */
describeEachDatabase('sign-out and revocation', (ctx) => {
  async function signedIn(email: string) {
    const { browser } = await signIn(ctx.app, email);
    const cookie = sessionCookie(ctx.app, browser) ?? '';
    const { user } = await getSession(ctx.app, cookie);
    const [row] = await ctx.app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(cookie)));
    return { cookie, sub: user.sub as string, token: row?.accessToken ?? '' };
  }
  const me = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/me', headers: { authorization: `Bearer ${token}` } });
  const signOut = (cookie: string, headers: Record<string, string> = { 'x-tourtariff-client': 'web' }) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: { tt_session: cookie }, headers });

  it('answers a GET with 405 and leaves the session alone', async () => {
    const { cookie } = await signedIn('buyer@example.com');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/signout',
      cookies: { tt_session: cookie },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json().error.code).toBe('request.method_not_allowed');
    expect((await getSession(ctx.app, cookie)).status).toBe('authenticated');
  });

  it('refuses a cross-site POST without the client header', async () => {
    const { cookie } = await signedIn('buyer@example.com');
    const res = await signOut(cookie, {});
    expect(res.statusCode).toBe(403);
    expect((await getSession(ctx.app, cookie)).status).toBe('authenticated');
  });

  it('answers where to go without a session too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { 'x-tourtariff-client': 'web' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: '/' });
  });

  it("stops the session's bearer token on the next request", async () => {
    const { cookie, token } = await signedIn('supplier@example.com');
    expect((await me(token)).statusCode).toBe(200);
    expect((await signOut(cookie)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await getSession(ctx.app, cookie)).status).toBe('unauthenticated');
  });

  it("leaves another sign-in's token of the same person working", async () => {
    const first = await signedIn('guide@example.com');
    const second = await signedIn('guide@example.com');
    await signOut(first.cookie);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it('ends every session and token of an account at once (password reset)', async () => {
    const a = await signedIn('admin@example.com');
    const b = await signedIn('admin@example.com');
    await revokeAccount(ctx.app.database.db, a.sub);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(401);
    expect((await getSession(ctx.app, b.cookie)).status).toBe('unauthenticated');
  });

  it('honours removal from a space on the next request, for cookie and bearer alike', async () => {
    const { cookie, token, sub } = await signedIn('buyer@example.com');
    const access = async () => [
      ((await me(token)).json().access as string[]).includes('tourtariff:buyer:owner'),
      ((await getSession(ctx.app, cookie)).user.access as string[]).includes('tourtariff:buyer:owner'),
    ];
    expect(await access()).toEqual([true, true]);
    const [membership] = await ctx.app.database.db
      .delete(spaceMembers)
      .where(eq(spaceMembers.sub, sub))
      .returning();
    expect(await access()).toEqual([false, false]);
    if (membership) await ctx.app.database.db.insert(spaceMembers).values(membership);
    expect(await access()).toEqual([true, true]);
  });
});
