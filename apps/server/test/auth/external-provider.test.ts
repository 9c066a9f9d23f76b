import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { sessions, users } from '../../src/db/schema/index.ts';
import { createAccount } from '../../src/idp/index.ts';
import { RelyingParty } from '../../src/modules/auth/oidc-client.ts';
import { type IdpServer, startIdpServer } from '../idp/support.ts';
import { signInWithoutForm } from './attack-support.ts';
import { TestBrowser, transportFor } from './browser.ts';
import {
  type IndependentRun,
  type IndependentSetup,
  withIndependentProvider,
} from './independent-provider.ts';
import { atCallback, getSession } from './support.ts';

const appUrl = 'https://app.test';
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
          clientAuth: { method: 'client_secret_basic', secret: external.client_secret },
          audience: 'tourtariff-api',
          trustEmail: false,
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
      method: 'POST',
      url: '/api/auth/signout',
      cookies: { tt_session: cookie ?? '' },
      headers: { 'x-tourtariff-client': 'web' },
    });
    expect(res.statusCode).toBe(200);
    const location = new URL(res.json().url as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${appUrl}/`);
    expect((await getSession(app, cookie)).status).toBe('unauthenticated');
  });
});

describe('an independent provider (standing for Glewlwyd and enterprise directories)', () => {
  const secret = 'Se-cr_et.with-dashes_underscores.and-dots';
  let database: Database;
  const withTestProvider = (setup: IndependentSetup, run: IndependentRun) =>
    withIndependentProvider(database, appUrl, setup, run);

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database?.close());

  it.each(['http://sso.example.jp/realms/tour', 'http://10.0.0.5/', 'http://localhost.evil.example/'])(
    'refuses at start-up to talk to a provider at %s (plain http off loopback)',
    (issuer) => {
      const options = { issuer, clientId: 'x', clientSecret: secret, redirectUri: `${appUrl}/cb` };
      expect(() => new RelyingParty(options)).toThrow(ConfigError);
    },
  );

  it('client_secret_basic: a provider that does not form-decode Basic refuses a secret with - _ .', async () => {
    const setup = {
      provider: { clientSecret: secret, clientCheck: 'basic-undecoded' as const },
      env: { OIDC_CLIENT_SECRET: secret },
    };
    await withTestProvider(setup, async (app, provider) => {
      const { done } = await signInWithoutForm(app);
      expect(done.status).toBe(400);
      expect(provider.clientRefusals).toBe(1);
    });
  });

  it('OIDC_CLIENT_AUTH_METHOD=client_secret_post signs in at that provider', async () => {
    const setup = {
      provider: { clientSecret: secret, clientCheck: 'post' as const },
      env: { OIDC_CLIENT_SECRET: secret, OIDC_CLIENT_AUTH_METHOD: 'client_secret_post' },
    };
    await withTestProvider(setup, async (app) => {
      const { done, cookie } = await signInWithoutForm(app);
      expect(done.status).toBe(302);
      expect((await getSession(app, cookie)).status).toBe('authenticated');
    });
  });

  it.each([
    ['an EC private key as PEM', () => generateKeyPairSync('ec', { namedCurve: 'P-256' }), 'pem'],
    [
      'an RSA private JWK with a kid, from a file',
      () => generateKeyPairSync('rsa', { modulusLength: 2048 }),
      'jwk-file',
    ],
  ] as const)('OIDC_CLIENT_AUTH_METHOD=private_key_jwt signs in with %s', async (_name, generate, form) => {
    const { privateKey, publicKey } = generate();
    let value = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    if (form === 'jwk-file') {
      value = path.join(mkdtempSync(path.join(tmpdir(), 'tt-key-')), 'client-key.json');
      writeFileSync(value, JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: 'tt-2025' }));
    }
    const setup = {
      provider: {
        clientCheck: 'private_key_jwt' as const,
        clientPublicKey: publicKey.export({ format: 'jwk' }),
      },
      env: { OIDC_CLIENT_AUTH_METHOD: 'private_key_jwt', OIDC_CLIENT_PRIVATE_KEY: value },
    };
    await withTestProvider(setup, async (app, provider) => {
      const { done, cookie } = await signInWithoutForm(app);
      expect(done.status).toBe(302);
      expect((await getSession(app, cookie)).status).toBe('authenticated');
      expect(provider.assertionKid).toBe(form === 'jwk-file' ? 'tt-2025' : undefined);
    });
  });

  /** The provider sends an address but never `email_verified`, as Glewlwyd does; ADMIN_EMAILS names it. */
  async function emailTrust(env: Record<string, string>, claims: Record<string, unknown> = {}) {
    let result: { verified: boolean | undefined; access: string[] } = { verified: undefined, access: [] };
    const setup = {
      provider: { clientSecret: secret, user: { sub: 'boss', email: 'Boss@Example.jp', ...claims } },
      env: { OIDC_CLIENT_SECRET: secret, ...env },
      config: { adminEmails: ['boss@example.jp'] },
    };
    await withTestProvider(setup, async (app) => {
      const { cookie } = await signInWithoutForm(app);
      const [row] = await app.database.db.select().from(users).where(eq(users.sub, 'boss'));
      result = { verified: row?.emailVerified, access: (await getSession(app, cookie)).user.access };
    });
    return result;
  }

  it('without OIDC_TRUST_EMAIL, an address the provider does not mark verified grants nothing', async () => {
    expect(await emailTrust({})).toEqual({ verified: false, access: ['tourtariff:user'] });
  });

  it('with OIDC_TRUST_EMAIL=true, the provider vouches for its addresses (ADMIN_EMAILS applies)', async () => {
    expect(await emailTrust({ OIDC_TRUST_EMAIL: 'true' })).toEqual({
      verified: true,
      access: ['tourtariff:admin', 'tourtariff:user'],
    });
  });

  it('with OIDC_TRUST_EMAIL=true, an explicit email_verified: false is still believed', async () => {
    const answer = await emailTrust({ OIDC_TRUST_EMAIL: 'true' }, { email_verified: false });
    expect(answer).toEqual({ verified: false, access: ['tourtariff:user'] });
  });
});
