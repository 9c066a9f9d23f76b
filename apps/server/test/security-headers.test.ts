import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { CSP as PROVIDER_CSP } from '../src/idp/views.ts';
import { openLogin } from './auth/support.ts';
import { signedInUser, type TestUser } from './sessions.ts';

const INLINE = 'window.ttBoot = 1;';
const html = `<!doctype html><html><head><!--tt-config--><script type="module" src="/assets/index-AbC.js"></script>
<script>${INLINE}</script></head><body><div id="root"></div></body></html>`;

/** The headers every answer carries, whoever serves it. */
function expectBaseline(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(String(res.headers['content-security-policy']), what).toMatch(/frame-ancestors 'none'/);
  expect(res.headers['strict-transport-security'], what).toBeUndefined();
}

const scriptSrc = (res: LightMyRequestResponse) =>
  /(?:^|;\s*)script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];

describe('security headers of the full app over http', () => {
  let app: FastifyInstance;
  let dist: string;
  let user: TestUser;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'tt-headers-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), html);
    await writeFile(path.join(dist, 'assets', 'index-AbC.js'), 'export {};');
    app = await buildApp({ config: testConfig({ webDist: dist }), serveWeb: true });
    user = await signedInUser(app);
  });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends the single-page app with a policy that runs no inline script except by hash', async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    for (const url of ['/', '/index.html', '/tariff/list']) {
      const res = await app.inject({ method: 'GET', url });
      expectBaseline(res, url);
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(scriptSrc(res), url).toBe(`'self' ${hash}`);
      expect(String(res.headers['content-security-policy'])).toMatch(/object-src 'none'/);
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC.js' });
    expectBaseline(asset, 'asset');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps every API answer out of caches, signed in or not, and allows no inline script', async () => {
    const calls = [
      { method: 'GET', url: '/api/profile', ...user.auth },
      { method: 'GET', url: '/api/profile' },
      { method: 'GET', url: '/api/auth/session', ...user.auth },
      { method: 'POST', url: '/core/users/get', payload: {}, ...user.auth },
      { method: 'POST', url: '/auth/me' },
      { method: 'GET', url: '/api/no/such/thing' },
    ] as const;
    for (const call of calls) {
      const res = await app.inject(call);
      const what = `${call.method} ${call.url} → ${res.statusCode}`;
      expectBaseline(res, what);
      expect(res.headers['cache-control'], what).toBe('no-store');
      expect(scriptSrc(res), what).toBe("'self'");
    }
  });

  it('lets a route keep its own stricter policy: stored files stay sandboxed and immutable', async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/ipfs',
      payload: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      headers: { ...user.auth.headers, 'content-type': 'image/svg+xml' },
      cookies: user.auth.cookies,
    });
    const { hash } = saved.json();
    const res = await app.inject({ method: 'GET', url: `/api/ipfs/${hash}`, ...user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("leaves the embedded provider's page policy alone and still adds the rest", async () => {
    const { browser } = await openLogin(app);
    const login = browser.history.at(-1);
    expect(login?.headers.get('content-security-policy')).toBe(PROVIDER_CSP);
    expect(login?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(login?.headers.get('x-frame-options')).toBe('DENY');
    // Its pages pick the stricter no-referrer; the provider's own answers get the global one.
    expect(login?.headers.get('referrer-policy')).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
    const discovery = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expectBaseline(discovery, 'discovery');
    expect(discovery.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const error = await app.inject({ method: 'GET', url: '/oidc/auth?client_id=nobody' });
    expect(error.statusCode).toBeGreaterThanOrEqual(400);
    expect(error.headers['content-security-policy']).toBe(PROVIDER_CSP);
    expect(error.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers over https and on a core-only process', () => {
  const config = testConfig({
    publicUrl: 'https://tt.example.jp',
    coreUrl: 'https://core.tt.example.jp/core',
    seedDemo: false,
  });
  let database: Database;
  let full: FastifyInstance;
  let coreOnly: FastifyInstance;
  let user: TestUser;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    full = await buildApp({ config, database });
    coreOnly = await buildApp({ config, database, mode: 'core' });
    user = await signedInUser(full);
  });

  afterAll(async () => {
    await coreOnly?.close();
    await full?.close();
    await database?.close();
  });

  it('adds Strict-Transport-Security, upgrades requests and lets the app reach the core origin', async () => {
    const res = await full.inject({ method: 'GET', url: '/api/profile', ...user.auth });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/connect-src 'self' https:\/\/core\.tt\.example\.jp(;|$)/);
    expect(policy).toMatch(/upgrade-insecure-requests/);
  });

  it('sends the same headers from the core service running alone, beside its CORS answers', async () => {
    const res = await coreOnly.inject({
      method: 'POST',
      url: '/core/users/get',
      payload: {},
      headers: { ...user.auth.headers, origin: 'https://tt.example.jp' },
      cookies: user.auth.cookies,
    });
    expect(res.json()).toMatchObject({ status: 0 });
    expect(res.headers['access-control-allow-origin']).toBe('https://tt.example.jp');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });
});
