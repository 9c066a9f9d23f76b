import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { openLogin } from './support.ts';

/** the address to open is PUBLIC_URL, and forwarded headers count only behind TRUST_PROXY. */
async function guessFromRotatingAddresses(app: FastifyInstance, tries: number) {
  const { browser, login } = await openLogin(app);
  const action = /action="([^"]+)"/.exec(login.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    const page = await browser.request(
      'POST',
      new URL(action, login.url).href,
      new URLSearchParams({ email: 'supplier@example.com', password: `guess ${i}` }).toString(),
      { 'x-forwarded-for': `198.51.100.${i}` },
    );
    statuses.push(page.status);
  }
  return statuses;
}

describeEachDatabase('host handling', (ctx) => {
  const get = (url: string, host: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });

  it('sends a page visit under another name for this machine to PUBLIC_URL, path and query kept', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000', '127.0.0.2:3000']) {
      const res = await get('/jp/search?q=%E4%BA%AC%E9%83%BD', host);
      expect(res.statusCode, host).toBe(308);
      expect(res.headers.location).toBe('http://localhost:3000/jp/search?q=%E4%BA%AC%E9%83%BD');
    }
    const signIn = await get('/api/auth/signin?callbackUrl=%2Fsearch', '127.0.0.1:3000');
    expect(signIn.statusCode).toBe(308);
    expect(signIn.headers.location).toBe('http://localhost:3000/api/auth/signin?callbackUrl=%2Fsearch');
  });

  it('leaves API calls, health checks and visits under PUBLIC_URL alone', async () => {
    expect((await get('/healthz', '127.0.0.1:3000')).statusCode).toBe(200);
    expect((await get('/core/server/status', '127.0.0.1:3000')).statusCode).toBe(200);
    expect((await get('/api/auth/session', '127.0.0.1:3000')).statusCode).toBe(200);
    // OCTO and the feeds are APIs too: a redirect to another origin would drop a reseller's Authorization.
    expect((await get('/octo/v1/supplier', '127.0.0.1:3000')).statusCode).toBe(401);
    expect((await get('/feeds/things-to-do/sp_none.json', '127.0.0.1:3000')).statusCode).not.toBe(308);
    const signIn = await get('/api/auth/signin', 'localhost:3000');
    expect(signIn.statusCode).toBe(302);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a guesser cannot dodge the throttle by inventing addresses', async () => {
    expect((await guessFromRotatingAddresses(ctx.app, 7)).at(-1)).toBe(429);
  });
});

describeEachDatabase(
  'host handling behind a declared proxy',
  (ctx) => {
    it('counts each forwarded client address on its own', async () => {
      expect(await guessFromRotatingAddresses(ctx.app, 7)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    });
  },
  { config: { trustProxy: true } },
);
