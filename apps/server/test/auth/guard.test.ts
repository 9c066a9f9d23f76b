import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { userGrants } from '../../src/db/schema/index.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { requireAccess } from '../../src/plugins/auth.ts';
import { describeEachDatabase } from '../helper.ts';

/**
 * Walks every route under /api, /core and /auth as the server registered it, so routes added by later issues
 * join this test without anyone remembering to add them.
 */
describeEachDatabase('access guard on every registered route', (ctx) => {
  const fill = (url: string) => url.replace(/:(\w+)/g, 'probe-$1').replace(/\*/g, 'probe');

  async function plainUserCookie() {
    const sub = `plain-${Math.random().toString(36).slice(2)}`;
    return createSession(ctx.app.database.db, sub, {
      accessToken: 'not-used',
      idToken: 'not-used',
      refreshToken: undefined,
      expiresInSeconds: 3600,
    });
  }

  it('has routes to walk', () => {
    expect(ctx.app.guardedRoutes.map((r) => `${r.method} ${r.url}`)).toContain('POST /auth/me');
  });

  it('answers 401 to anonymous callers on every guarded route', async () => {
    for (const route of ctx.app.guardedRoutes) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: fill(route.url), payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a signed-in caller without the rule, on every route that names rules', async () => {
    const cookie = await plainUserCookie();
    for (const route of ctx.app.guardedRoutes) {
      if (route.rules.length === 0 || route.rules.includes('user')) continue;
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        cookies: { tt_session: cookie },
        headers: { 'x-tourtariff-client': 'web' },
        payload: {},
      });
      // Core calls answer with the envelope (HTTP 200, status 11 forbidden); the app API with HTTP 403.
      if (route.url.startsWith('/core/')) {
        expect(res.json().status, `${route.method} ${route.url}`).toBe(11);
      } else {
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('refuses a cookie-authenticated state change without the client header (CSRF), and accepts it with', async () => {
    const cookie = await plainUserCookie();
    const without = await ctx.app.inject({
      method: 'POST',
      url: '/auth/me',
      cookies: { tt_session: cookie },
    });
    expect(without.statusCode).toBe(403);
    expect(without.json().error.message).toMatch(/X-TourTariff-Client/);
    const withHeader = await ctx.app.inject({
      method: 'POST',
      url: '/auth/me',
      cookies: { tt_session: cookie },
      headers: { 'x-tourtariff-client': 'web' },
    });
    expect(withHeader.statusCode).toBe(200);
    expect(withHeader.json().access).toEqual(['tourtariff:user']);
  });
});

describe('requireAccess', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig({ seedDemo: false }) });
    app.post('/api/probe/admin-only', { onRequest: requireAccess('admin') }, async () => ({ ok: true }));
    app.get('/api/probe/public', { config: { public: true } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('refuses, at registration, a guarded route that declares no access', () => {
    const fresh = buildApp({ config: testConfig({ seedDemo: false }) });
    return expect(
      fresh.then(async (instance) => {
        try {
          instance.get('/api/undeclared', async () => ({}));
          await instance.ready();
        } finally {
          await instance.close();
        }
      }),
    ).rejects.toThrow(/GET \/api\/undeclared declares no access/);
  });

  it('lets a route opt out explicitly with config.public', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/public' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401, then 403 without the rule, then 200 with it', async () => {
    const route = app.guardedRoutes.find((r) => r.url === '/api/probe/admin-only');
    expect(route?.rules).toEqual(['admin']);
    const anonymous = await app.inject({ method: 'POST', url: '/api/probe/admin-only' });
    expect(anonymous.statusCode).toBe(401);
    const userCookie = await createSession(app.database.db, 'probe-user', {
      accessToken: 'x',
      idToken: 'x',
      refreshToken: undefined,
      expiresInSeconds: 3600,
    });
    const headers = { 'x-tourtariff-client': 'web' };
    const denied = await app.inject({
      method: 'POST',
      url: '/api/probe/admin-only',
      cookies: { tt_session: userCookie },
      headers,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('access.forbidden');
    await app.database.db.insert(userGrants).values({ sub: 'probe-user', entry: 'tourtariff:admin' });
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/probe/admin-only',
      cookies: { tt_session: userCookie },
      headers,
    });
    expect(allowed.statusCode).toBe(200);
  });
});
