import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { userGrants } from '../../src/db/schema/index.ts';
import { engines } from '../helper.ts';
import { call, signedInUser } from '../sessions.ts';
import { countStatements } from '../statement-counter.ts';
import { newSupplier, tariffBody } from '../tariffs/support.ts';

for (const engine of engines()) {
  describe(`the caller of a request, resolved once and cached [${engine.name}]`, () => {
    let app: FastifyInstance;
    let database: Database;
    let counter: { n: number };
    beforeAll(async () => {
      // No rate-limit budgets: their counters are statements of their own, not the caller's.
      const config = testConfig({
        database: await engine.database(),
        rateLimit: { readPerMinute: 0, writePerMinute: 0, uploadPerMinute: 0, ipPerMinute: 0 },
      });
      database = await openDatabase(config.database);
      counter = countStatements(database);
      app = await buildApp({ config, database });
      await app.ready();
      // Background sweeps send statements of their own; stopped, the count is the request's alone.
      await app.tasks.stop();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await engine.drop();
    });

    async function statements(run: () => Promise<unknown>) {
      counter.n = 0;
      await run();
      return counter.n;
    }

    it('costs one statement on a miss and none on a hit', async () => {
      const user = await signedInUser(app);
      const session = () => app.inject({ method: 'GET', url: '/api/auth/session', ...user.auth });
      expect(await statements(session)).toBe(1);
      // PostgreSQL delivers notifications on another connection: the first hit after this process itself wrote
      // identity rows (signedInUser just did) waits for them with one pg_notify round trip, and no further hit
      // does. PGlite delivers them inside the writing statement, so there is nothing to wait for.
      expect(await statements(session)).toBe(engine.name === 'postgres' ? 1 : 0);
      const again = await statements(async () => {
        const res = await session();
        expect(res.json()).toMatchObject({ status: 'authenticated', user: { sub: user.sub } });
      });
      expect(again).toBe(0);
      expect(await statements(() => app.inject({ method: 'POST', url: '/auth/me', ...user.auth }))).toBe(0);
    });

    it('reads a tariff as a signed-in supplier without asking again who they are', async () => {
      const supplier = await newSupplier(app);
      const created = await call(app, supplier.user, 'POST', '/api/v1/Tariff', {
        space: supplier.space,
        ...tariffBody(),
      });
      const read = () => call(app, supplier.user, 'GET', `/api/v1/Tariff/${created.body.key}`);
      await read();
      const warm = await statements(read);
      // The read itself and nothing for the caller (the issue counted 8, 5 of them for the caller).
      expect(warm).toBeLessThanOrEqual(3);
    });

    it('a grant taken away counts from the very next request', async () => {
      const user = await signedInUser(app, { grants: ['admin'] });
      const list = () =>
        app.inject({ method: 'POST', url: '/core/notify/list-all', payload: {}, ...user.auth });
      expect((await list()).json().status).toBe(0);
      await app.database.db
        .delete(userGrants)
        .where(and(eq(userGrants.sub, user.sub), eq(userGrants.entry, 'tourtariff:admin')));
      expect((await list()).json().status).toBe(11);
    });

    it('a membership ended by an owner counts from the very next request', async () => {
      const supplier = await newSupplier(app);
      const created = await call(app, supplier.user, 'POST', '/api/v1/Tariff', {
        space: supplier.space,
        ...tariffBody(),
      });
      const member = await signedInUser(app);
      const { spaceMembers } = await import('../../src/db/schema/index.ts');
      await app.database.db
        .insert(spaceMembers)
        .values({ spaceKey: supplier.space, sub: member.sub, role: 'member' });
      const read = () => call(app, member, 'GET', `/api/v1/Tariff/${created.body.key}`);
      expect((await read()).status).toBe(200);
      const removed = await call(
        app,
        supplier.user,
        'DELETE',
        `/api/corporate/${supplier.space}/members/${member.sub}`,
      );
      expect(removed.status).toBe(200);
      expect((await read()).status).toBe(404);
    });

    it('a sign-out counts from the very next request', async () => {
      const user = await signedInUser(app);
      const me = () => app.inject({ method: 'POST', url: '/auth/me', ...user.auth });
      expect((await me()).statusCode).toBe(200);
      const out = await app.inject({ method: 'POST', url: '/api/auth/signout', ...user.auth });
      expect(out.statusCode).toBe(200);
      expect((await me()).statusCode).toBe(401);
    });

    it('sees at once that a session can no longer be refreshed', async () => {
      const user = await signedInUser(app);
      const me = () => app.inject({ method: 'POST', url: '/auth/me', ...user.auth });
      expect((await me()).statusCode).toBe(200);
      const { sessions } = await import('../../src/db/schema/index.ts');
      // Due for refresh, and with no refresh token the session turns invalid: the cache must not hide that.
      await app.database.db
        .update(sessions)
        .set({ accessExpiresAt: new Date(Date.now() + 1000) })
        .where(eq(sessions.sub, user.sub));
      const res = await me();
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('auth.invalid_session');
    });
  });
}
