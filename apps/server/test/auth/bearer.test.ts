import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { loadIdpSecrets } from '../../src/idp/keys.ts';
import { describeEachDatabase } from '../helper.ts';
import { getSession, sessionCookie, signIn } from './support.ts';

describeEachDatabase('bearer access tokens', (ctx) => {
  async function accessTokenOf(email: string) {
    const { browser } = await signIn(ctx.app, email);
    const { user } = await getSession(ctx.app, sessionCookie(ctx.app, browser));
    const [row] = await ctx.app.database.db.select().from(sessions).where(eq(sessions.sub, user.sub));
    return { token: row?.accessToken ?? '', sub: user.sub as string };
  }

  async function forge(claims: Record<string, unknown>, expiresAt: number) {
    const { jwks } = await loadIdpSecrets(ctx.app.database.db);
    const jwk = jwks.keys[0];
    if (!jwk) throw new Error('no signing key');
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
      .setIssuer(`${ctx.app.config.publicUrl}/oidc`)
      .setAudience(ctx.app.config.publicUrl)
      .setIssuedAt(expiresAt - 600)
      .setExpirationTime(expiresAt)
      .sign(await importJWK(jwk, 'RS256'));
  }

  it('POST /auth/me with a valid bearer returns the identity and access entries', async () => {
    const { token, sub } = await accessTokenOf('admin@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sub,
      email: 'admin@example.com',
      access: ['tourtariff:admin', 'tourtariff:user'],
    });
  });

  it('needs no CSRF header with a bearer token', async () => {
    const { token } = await accessTokenOf('buyer@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/me',
      headers: { authorization: `Bearer ${token}` },
      cookies: { tt_session: 'whatever' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 to an expired bearer token signed by the provider', async () => {
    const { sub } = await accessTokenOf('buyer@example.com');
    const expired = await forge({ sub }, Math.floor(Date.now() / 1000) - 60);
    const fresh = await forge({ sub }, Math.floor(Date.now() / 1000) + 600);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/auth/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(ok.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['garbage', 'Bearer not-a-jwt'],
    ['wrong scheme', 'Basic dXNlcjpwYXNz'],
    ['empty', 'Bearer '],
  ])('answers 401 to a %s authorization header', async (_name, authorization) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/me', headers: { authorization } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an id token used as a bearer token', async () => {
    const { browser } = await signIn(ctx.app, 'buyer@example.com');
    const { user } = await getSession(ctx.app, sessionCookie(ctx.app, browser));
    const [row] = await ctx.app.database.db.select().from(sessions).where(eq(sessions.sub, user.sub));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/me',
      headers: { authorization: `Bearer ${row?.idToken}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
