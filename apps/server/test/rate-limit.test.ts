import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { sweepCounters } from '../src/db/request-counters.ts';
import { requestCounters } from '../src/db/schema/index.ts';
import { loadIdpSecrets } from '../src/idp/keys.ts';
import { describeEachDatabase } from './helper.ts';
import { signedInUser, type TestUser } from './sessions.ts';

const limits = { readPerMinute: 5, writePerMinute: 3, uploadPerMinute: 2, ipPerMinute: 10_000 };

/**
 * Counters use fixed one-minute windows of the database clock; a flood that straddled the turn of a minute
 * would start counting again halfway. Waits for the next window when this one is nearly over.
 */
async function awayFromWindowEdge(app: FastifyInstance) {
  const [row] = await queryRows<{ s: number }>(
    app.database.db,
    sql`select extract(second from now())::float8 as s`,
  );
  const second = row?.s ?? 0;
  if (second > 50) await new Promise((resolve) => setTimeout(resolve, (60.5 - second) * 1000));
}

async function times(n: number, send: () => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send()).statusCode);
  return statuses;
}

const as = (user: TestUser, options: InjectOptions): InjectOptions => ({
  ...options,
  cookies: { ...user.auth.cookies },
  headers: { ...user.auth.headers, ...options.headers },
});

/** An access token as the embedded provider signs them, for an API client acting as `sub`. */
async function accessToken(app: FastifyInstance, sub: string) {
  const { jwks } = await loadIdpSecrets(app.database.db);
  const jwk = jwks.keys[0];
  if (!jwk) throw new Error('no signing key');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub, jti: randomUUID() })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
    .setIssuer(`${app.config.publicUrl}/oidc`)
    .setAudience(app.config.publicUrl)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(await importJWK(jwk, 'RS256'));
}

const profile = (user: TestUser) => as(user, { method: 'GET', url: '/api/profile' });
const badWrite = (user: TestUser) => as(user, { method: 'POST', url: '/api/v1/Tariff', payload: {} });
const upload = (user: TestUser) =>
  as(user, { method: 'POST', url: '/api/ipfs', payload: 'hello', headers: { 'content-type': 'text/plain' } });

describeEachDatabase(
  'rate limits per session and client',
  (ctx) => {
    it('stops a flooding session with 429 and Retry-After while another session on the same IP goes on', async () => {
      const [flooder, bystander] = [await signedInUser(ctx.app), await signedInUser(ctx.app)];
      await awayFromWindowEdge(ctx.app);
      expect(await times(5, () => ctx.app.inject(profile(flooder)))).toEqual([200, 200, 200, 200, 200]);
      const refused = await ctx.app.inject(profile(flooder));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        error: { code: 'request.rate_limited', message: expect.any(String), params: {} },
      });
      expect(refused.headers['cache-control']).toBe('no-store');
      expect((await ctx.app.inject(profile(bystander))).statusCode).toBe(200);
    });

    it('counts exactly when the requests arrive all at once', async () => {
      const user = await signedInUser(ctx.app);
      await awayFromWindowEdge(ctx.app);
      const burst = await Promise.all(Array.from({ length: 12 }, () => ctx.app.inject(profile(user))));
      const statuses = burst.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    });

    it('gives writes and uploads budgets of their own, stricter than reads', async () => {
      const user = await signedInUser(ctx.app);
      await awayFromWindowEdge(ctx.app);
      // A refused call spends the budget too: the count comes before access and input are checked.
      expect(await times(3, () => ctx.app.inject(badWrite(user)))).toEqual([403, 403, 403]);
      expect((await ctx.app.inject(badWrite(user))).statusCode).toBe(429);
      expect(await times(2, () => ctx.app.inject(upload(user)))).toEqual([200, 200]);
      expect((await ctx.app.inject(upload(user))).statusCode).toBe(429);
      expect((await ctx.app.inject(profile(user))).statusCode).toBe(200);
    });

    it('answers a core call over its budget with HTTP 429 and the RATE_LIMITED envelope', async () => {
      const user = await signedInUser(ctx.app);
      const drop = () =>
        ctx.app.inject(as(user, { method: 'POST', url: '/core/notify/drop', payload: { id: 'none' } }));
      await awayFromWindowEdge(ctx.app);
      await times(3, drop);
      const refused = await drop();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toEqual({
        status: 18,
        message: expect.stringMatching(/try again/),
        data: { code: 'request.rate_limited' },
      });
    });

    it('counts an API client by its bearer subject, apart from the sessions in browsers', async () => {
      const user = await signedInUser(ctx.app);
      const token = await accessToken(ctx.app, user.sub);
      const asClient = () =>
        ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
      await awayFromWindowEdge(ctx.app);
      expect(await times(5, asClient)).toEqual([200, 200, 200, 200, 200]);
      expect((await asClient()).statusCode).toBe(429);
      expect((await ctx.app.inject(profile(user))).statusCode).toBe(200);
    });

    let second: { app: FastifyInstance; database: Database | null } | undefined;
    afterAll(async () => {
      await second?.app.close();
      await second?.database?.close();
    });

    it('shares the counts between two app instances on the same database, and sweeps old windows', async () => {
      const { db } = ctx.app.database;
      const old = new Date(Date.now() - 10 * 60_000);
      await db.insert(requestCounters).values({ key: 'read:session:long-gone', windowStart: old, count: 3 });
      // A second process: on PostgreSQL its own connection pool; PGlite lives in one process, so it is shared.
      const database = ctx.engine === 'postgres' ? await openDatabase(ctx.app.config.database) : null;
      const app = await buildApp({ config: ctx.app.config, database: database ?? ctx.app.database });
      second = { app, database };
      const user = await signedInUser(ctx.app);
      await awayFromWindowEdge(ctx.app);
      expect(await times(3, () => ctx.app.inject(profile(user)))).toEqual([200, 200, 200]);
      expect(await times(2, () => app.inject(profile(user)))).toEqual([200, 200]);
      expect((await app.inject(profile(user))).statusCode).toBe(429);
      expect((await ctx.app.inject(profile(user))).statusCode).toBe(429);
      // The new instance's first counted request started a sweep in the background.
      await vi.waitFor(async () => {
        const left = await queryRows<{ key: string }>(
          db,
          sql`select key from request_counters where key = 'read:session:long-gone'`,
        );
        expect(left).toEqual([]);
      });
    });

    it('sweeps only windows that are over', async () => {
      const { db } = ctx.app.database;
      const now = new Date();
      await db.insert(requestCounters).values([
        { key: 'ip:sweep-old', windowStart: new Date(now.getTime() - 5 * 60_000), count: 1 },
        { key: 'ip:sweep-current', windowStart: now, count: 1 },
      ]);
      await sweepCounters(db);
      const keys = await queryRows<{ key: string }>(
        db,
        sql`select key from request_counters where key like 'ip:sweep-%' order by key`,
      );
      expect(keys.map((row) => row.key)).toEqual(['ip:sweep-current']);
    });
  },
  { config: { rateLimit: limits } },
);

describeEachDatabase(
  'rate limit per IP',
  (ctx) => {
    const status = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/core/server/status', remoteAddress });

    it('stops a flood of anonymous requests at its IP, and only there', async () => {
      await awayFromWindowEdge(ctx.app);
      const statuses = await times(12, () => status('203.0.113.7'));
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
      const refused = await status('203.0.113.7');
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toMatchObject({ status: 18 });
      expect((await status('203.0.113.8')).statusCode).toBe(200);
    });

    it('holds a signed-in caller on a flooded IP too, and never counts health checks or the SPA', async () => {
      const user = await signedInUser(ctx.app);
      await awayFromWindowEdge(ctx.app);
      await times(10, () => status('198.51.100.9'));
      const res = await ctx.app.inject({ ...profile(user), remoteAddress: '198.51.100.9' });
      expect(res.statusCode).toBe(429);
      for (const url of ['/healthz', '/readyz', '/oidc/.well-known/openid-configuration']) {
        const ok = await ctx.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.9' });
        expect(ok.statusCode, url).toBe(200);
      }
    });
  },
  { config: { rateLimit: { ...limits, readPerMinute: 10_000, ipPerMinute: 10 } } },
);
