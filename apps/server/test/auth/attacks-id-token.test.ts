import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { engines } from '../helper.ts';
import { cookieAttributes, countSessions, expectRefused, signInWithoutForm } from './attack-support.ts';
import { getSession } from './support.ts';
import { startTestProvider, type Tamper, type TestProvider } from './test-provider.ts';

const appUrl = 'https://app.test';
const clientId = 'tt-attack-suite';
const clientSecret = 'attack-suite-secret-0123456789';
const hourAgo = Math.floor(Date.now() / 1000) - 3600;

/**
 * RFC 9700 and OpenID Connect Core §3.1.3.7 through the real sign-in: a provider of our own answers the token
 * request with id tokens that are forged, tampered or meant for someone else. The relying party must refuse
 * each one, and no session may come of it.
 */
for (const engine of engines()) {
  describe(`[RFC 9700] id tokens the relying party refuses [${engine.name}]`, () => {
    let provider: TestProvider;
    let app: FastifyInstance;

    beforeAll(async () => {
      provider = await startTestProvider({
        clientId,
        clientSecret,
        redirectUri: `${appUrl}/api/auth/callback`,
        user: { sub: 'taro', email: 'taro@example.jp', email_verified: true, nickname: 'taro' },
      });
      const config = testConfig({
        publicUrl: appUrl,
        seedDemo: false,
        database: await engine.database(),
        oidc: {
          issuer: provider.issuer,
          clientId,
          clientAuth: { method: 'client_secret_basic', secret: clientSecret },
          audience: clientId,
          trustEmail: false,
        },
      });
      app = await buildApp({ config });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await provider?.close();
      await engine.drop();
    });

    beforeEach(() => {
      provider.tamper = {};
    });

    it('signs in with an honest id token (so every refusal below is the token’s fault)', async () => {
      const before = await countSessions(app);
      const { done, cookie } = await signInWithoutForm(app);
      expect(done.status).toBe(302);
      expect(done.headers.get('location')).toBe('/profile/setting');
      expect((await getSession(app, cookie)).user).toMatchObject({ sub: 'taro', email: 'taro@example.jp' });
      expect(await countSessions(app)).toBe(before + 1);
    });

    it.each<[string, Tamper]>([
      ['signed by a key the provider never published', { signing: 'unpublished' }],
      ['signed by an unpublished key that claims the published key id', { signing: 'unpublished-same-kid' }],
      ['with the published key id and a broken signature', { signing: 'broken-signature' }],
      ['that is unsigned (alg none)', { signing: 'none' }],
      ['MACed with the client secret (HS256), which the provider does not use', { signing: 'hs256' }],
      ['from another issuer', { claims: { iss: 'https://evil.example' } }],
      ['for another client', { claims: { aud: 'another-client' } }],
      ['for several clients, without azp', { claims: { aud: [clientId, 'another-client'] } }],
      ['with the nonce of another sign-in', { claims: { nonce: 'nonce-of-another-sign-in' } }],
      ['without a nonce', { claims: { nonce: undefined } }],
      ['that expired an hour ago', { claims: { iat: hourAgo - 300, exp: hourAgo } }],
      ['without sub', { claims: { sub: undefined } }],
      [
        'after a redirect that names another issuer (mix-up, RFC 9207)',
        { callbackIss: 'https://evil.example' },
      ],
    ])('refuses an id token %s and creates no session', async (_name, tamper) => {
      const before = await countSessions(app);
      provider.tamper = tamper;
      await expectRefused(app, await signInWithoutForm(app), before);
    });

    it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and Secure when PUBLIC_URL is https', async () => {
      const { browser, done } = await signInWithoutForm(app);
      const session = cookieAttributes(done, 'tt_session');
      expect(session?.has('httponly')).toBe(true);
      expect(session?.get('samesite')?.toLowerCase()).toBe('lax');
      expect(session?.get('path')).toBe('/');
      expect(session?.has('secure')).toBe(true);
      const start = browser.history.find((page) => page.url.includes('/api/auth/signin'));
      const attempt = start && cookieAttributes(start, 'tt_auth');
      expect(attempt?.has('httponly')).toBe(true);
      expect(attempt?.has('secure')).toBe(true);
      expect(attempt?.get('path')).toBe('/api/auth');
      expect(attempt?.get('samesite')?.toLowerCase()).toBe('lax');
    });
  });
}
