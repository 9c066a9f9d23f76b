import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { sessions } from '../../src/db/schema/index.ts';
import { createAccount } from '../../src/idp/index.ts';
import { type IdpServer, startIdpServer } from '../idp/support.ts';
import { TestBrowser, transportFor } from './browser.ts';
import { atCallback, getSession } from './support.ts';

const appUrl = 'http://app.test';
const external = { client_id: 'tt-external', client_secret: 'external-secret-0123456789abcdefghij' };

/**
 * A second, separately started OpenID provider (its own database, port and keys) plays an external one such as
 * Keycloak, with access entries in `resource_access.tourtariff.roles`. The app is configured only through
 * OIDC_* settings, proving sign-in, sessions, bearer tokens and sign-out do not depend on the embedded provider.
 */
describe('an external OpenID provider', () => {
  let provider: IdpServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    provider = await startIdpServer({
      accessTokenAudience: 'tourtariff-api',
      clients: [
        {
          ...external,
          redirect_uris: [`${appUrl}/api/auth/callback`],
          post_logout_redirect_uris: [`${appUrl}/`],
        },
      ],
      extraClaims: () => ({
        resource_access: { tourtariff: { roles: ['tourtariff:admin', 'other-app:admin'] } },
      }),
    });
    await createAccount(provider.database.db, {
      email: 'keiko@example.jp',
      nickname: 'keiko',
      firstName: '恵子',
      lastName: '佐藤',
      password: 'correct horse battery',
    });
    app = await buildApp({
      config: testConfig({
        publicUrl: appUrl,
        oidc: {
          issuer: provider.issuer,
          clientId: external.client_id,
          clientSecret: external.client_secret,
          audience: 'tourtariff-api',
        },
        accessClaim: 'resource_access.tourtariff.roles',
      }),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  async function signInExternally() {
    const browser = new TestBrowser(transportFor(app));
    const login = await browser.go(`${appUrl}/api/auth/signin?callbackUrl=/profile/setting`);
    expect(new URL(login.url).origin).toBe(provider.origin);
    const redirect = await browser.submit(
      login,
      { email: 'keiko@example.jp', password: 'correct horse battery' },
      atCallback,
    );
    const done = await browser.request(
      'GET',
      new URL(redirect.headers.get('location') ?? '', redirect.url).href,
    );
    const cookie = browser.cookie('app.test', 'tt_session');
    return { done, cookie };
  }

  it('does not mount the embedded provider', async () => {
    const res = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });

  it('signs in, keeps only this product’s access entries from the configured claim', async () => {
    const { done, cookie } = await signInExternally();
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/profile/setting');
    expect(done.headers.getSetCookie().find((c) => c.startsWith('tt_session='))).toMatch(/Secure/);
    const session = await getSession(app, cookie);
    expect(session).toMatchObject({ status: 'authenticated', valid: true });
    expect(session.user).toMatchObject({ email: 'keiko@example.jp', nickname: 'keiko', first_name: '恵子' });
    expect(session.user.access).toEqual(['tourtariff:admin', 'tourtariff:user']);
  });

  it('accepts the external provider’s access token as a bearer token', async () => {
    const { cookie } = await signInExternally();
    const { user } = await getSession(app, cookie);
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.sub, user.sub));
    const res = await app.inject({
      method: 'POST',
      url: '/auth/me',
      headers: { authorization: `Bearer ${row?.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sub: user.sub, access: ['tourtariff:admin', 'tourtariff:user'] });
  });

  it('signs out through the external end-session endpoint', async () => {
    const { cookie } = await signInExternally();
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/signout',
      cookies: { tt_session: cookie ?? '' },
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${appUrl}/`);
    expect((await getSession(app, cookie)).status).toBe('unauthenticated');
  });
});
