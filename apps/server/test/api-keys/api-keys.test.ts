import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/db/schema/index.ts';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { call, signedInUser, type TestUser } from '../sessions.ts';
import { newSupplier, type Supplier, tariffBody } from '../tariffs/support.ts';

type Created = { id: string; secret: string; prefix: string; scope: string };

async function createKey(
  app: FastifyInstance,
  owner: TestUser,
  space: string,
  body: Record<string, unknown>,
): Promise<Created> {
  const res = await call(app, owner, 'POST', `/api/space/${space}/api-keys`, body);
  if (res.status !== 200) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Created;
}

/** One request with the key as `Authorization: Bearer`, and nothing else (no cookie, no client header). */
async function withKey(app: FastifyInstance, secret: string, method: string, url: string, payload?: unknown) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${secret}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {}
  return { status: res.statusCode, body: body as Record<string, unknown> & { error?: { code: string } } };
}

async function draftOf(app: FastifyInstance, supplier: Supplier) {
  const res = await call(app, supplier.user, 'POST', '/api/v1/Tariff', {
    space: supplier.space,
    ...tariffBody(),
  });
  if (res.status !== 200) throw new Error(`tariff: ${JSON.stringify(res.body)}`);
  return res.body.key as string;
}

describeEachDatabase('API keys of a space', (ctx) => {
  describe('management', () => {
    it('shows the secret once, stores only its hash, and lists the key without it', async () => {
      const { user, space } = await newSupplier(ctx.app);
      const key = await createKey(ctx.app, user, space, { name: '基幹システム', scope: 'read' });
      expect(key.secret).toMatch(/^tt_live_[\w-]{43}$/);
      expect(key.secret.startsWith(key.prefix)).toBe(true);
      const [row] = await ctx.app.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
      expect(JSON.stringify(row)).not.toContain(key.secret);
      const list = await call(ctx.app, user, 'GET', `/api/space/${space}/api-keys`);
      expect(list.status).toBe(200);
      expect(list.body.items).toEqual([
        expect.objectContaining({
          id: key.id,
          name: '基幹システム',
          scope: 'read',
          lastUsedAt: null,
          revokedAt: null,
        }),
      ]);
      expect(JSON.stringify(list.body)).not.toContain(key.secret);
    });

    it('is for owners and admins of the space only; others see nothing', async () => {
      const { user, space } = await newSupplier(ctx.app);
      const stranger = await signedInUser(ctx.app);
      expect((await call(ctx.app, stranger, 'GET', `/api/space/${space}/api-keys`)).status).toBe(404);
      const made = await call(ctx.app, stranger, 'POST', `/api/space/${space}/api-keys`, {
        name: 'x',
        scope: 'write',
      });
      expect(made.status).toBe(404);
      expect((await call(ctx.app, user, 'GET', `/api/space/${space}/api-keys`)).status).toBe(200);
    });

    it('refuses an expiry in the past, naming the field', async () => {
      const { user, space } = await newSupplier(ctx.app);
      const res = await call(ctx.app, user, 'POST', `/api/space/${space}/api-keys`, {
        name: 'old',
        scope: 'read',
        expiresAt: '2001-01-01T00:00:00Z',
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'apikey.expiry_in_past',
        fields: [{ field: 'body.expiresAt' }],
      });
    });

    it('notes the last use, at most once a minute', async () => {
      const { user, space } = await newSupplier(ctx.app);
      const key = await createKey(ctx.app, user, space, { name: 'use', scope: 'read' });
      expect((await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff?space=${space}`)).status).toBe(200);
      const [first] = await ctx.app.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
      expect(first?.lastUsedAt).toBeInstanceOf(Date);
      await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff?space=${space}`);
      const [second] = await ctx.app.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
      expect(second?.lastUsedAt?.getTime()).toBe(first?.lastUsedAt?.getTime());
    });
  });

  describe('calling with a key', () => {
    it('a read key can list and read but not write (403)', async () => {
      const supplier = await newSupplier(ctx.app);
      const draft = await draftOf(ctx.app, supplier);
      const key = await createKey(ctx.app, supplier.user, supplier.space, { name: 'read', scope: 'read' });

      const list = await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff?space=${supplier.space}`);
      expect(list.status).toBe(200);
      expect((list.body.items as { key: string }[]).map((item) => item.key)).toContain(draft);
      expect((await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff/${draft}`)).status).toBe(200);
      const query = await withKey(ctx.app, key.secret, 'POST', '/api/v1/Tariff/query', {
        filter: { space: supplier.space },
      });
      expect(query.status).toBe(200);

      const create = await withKey(ctx.app, key.secret, 'POST', '/api/v1/Tariff', {
        space: supplier.space,
        ...tariffBody(),
      });
      expect(create.status).toBe(403);
      expect(create.body.error?.code).toBe('apikey.read_only');
      expect((await withKey(ctx.app, key.secret, 'PATCH', `/api/tariff/${draft}/submitted`, {})).status).toBe(
        403,
      );
      expect((await withKey(ctx.app, key.secret, 'DELETE', `/api/v1/Tariff/${draft}`)).status).toBe(403);
      // The core answers refusals with HTTP 200 and an envelope: 11 is FORBIDDEN (docs/core-api.md).
      const save = await withKey(ctx.app, key.secret, 'POST', '/core/storage/save', { data: 'eA==' });
      expect([save.status, save.body.status]).toEqual([200, 11]);
    });

    it('a write key creates and submits a tariff, with that space only', async () => {
      const supplier = await newSupplier(ctx.app);
      const key = await createKey(ctx.app, supplier.user, supplier.space, { name: 'sync', scope: 'write' });
      const created = await withKey(ctx.app, key.secret, 'POST', '/api/v1/Tariff', {
        space: supplier.space,
        ...tariffBody(),
      });
      expect(created.status).toBe(200);
      const submitted = await withKey(
        ctx.app,
        key.secret,
        'PATCH',
        `/api/tariff/${created.body.key}/submitted`,
        {},
      );
      expect(submitted.status).toBe(200);
      expect(submitted.body.state).toBe('submitted');

      const other = await newSupplier(ctx.app, '別の会社');
      const elsewhere = await withKey(ctx.app, key.secret, 'POST', '/api/v1/Tariff', {
        space: other.space,
        ...tariffBody(),
      });
      expect(elsewhere.status).toBe(404);
    });

    it("a key of one space cannot read another space's draft (404 invalid record)", async () => {
      const mine = await newSupplier(ctx.app);
      const theirs = await newSupplier(ctx.app, 'ライバル株式会社');
      const draft = await draftOf(ctx.app, theirs);
      const key = await createKey(ctx.app, mine.user, mine.space, { name: 'write', scope: 'write' });
      const read = await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff/${draft}`);
      expect(read.status).toBe(404);
      expect(read.body).toEqual(INVALID_RECORD);
      const list = await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff?space=${theirs.space}`);
      expect((list.body.items as { key: string }[]).map((item) => item.key)).not.toContain(draft);
    });

    it('a revoked key gets 401 on its very next use', async () => {
      const { user, space } = await newSupplier(ctx.app);
      const key = await createKey(ctx.app, user, space, { name: 'soon revoked', scope: 'write' });
      expect((await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff?space=${space}`)).status).toBe(200);
      const revoked = await call(ctx.app, user, 'DELETE', `/api/space/${space}/api-keys/${key.id}`);
      expect(revoked.status).toBe(200);
      expect(revoked.body.revokedAt).toEqual(expect.any(String));
      const after = await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff?space=${space}`);
      expect(after.status).toBe(401);
      expect(after.body.error?.code).toBe('apikey.invalid');
    });

    it('an expired key gets 401 on its next use', async () => {
      const { user, space } = await newSupplier(ctx.app);
      const key = await createKey(ctx.app, user, space, {
        name: 'short',
        scope: 'read',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
      expect((await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff?space=${space}`)).status).toBe(200);
      // The clock cannot be moved for the database, so the key's expiry is moved instead.
      await ctx.app.database.db
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiKeys.id, key.id));
      expect((await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff?space=${space}`)).status).toBe(401);
    });

    it('follows its creator: a creator who left the space takes the key with them', async () => {
      const { user, space } = await newSupplier(ctx.app);
      const key = await createKey(ctx.app, user, space, { name: 'creator', scope: 'read' });
      expect((await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff?space=${space}`)).status).toBe(200);
      const { spaceMembers } = await import('../../src/db/schema/index.ts');
      await ctx.app.database.db.delete(spaceMembers).where(eq(spaceMembers.sub, user.sub));
      expect((await withKey(ctx.app, key.secret, 'GET', `/api/v1/Tariff?space=${space}`)).status).toBe(401);
    });

    it("cannot reach people's routes nor manage keys", async () => {
      const { user, space } = await newSupplier(ctx.app);
      const key = await createKey(ctx.app, user, space, { name: 'narrow', scope: 'write' });
      for (const [method, url] of [
        ['GET', '/api/profile'],
        ['GET', `/api/space/${space}/api-keys`],
        ['POST', '/api/corporate'],
        ['POST', '/core/users/acl/request'],
      ] as const) {
        const res = await withKey(ctx.app, key.secret, method, url, method === 'POST' ? {} : undefined);
        const status = url.startsWith('/core/') ? { 11: 403 }[res.body.status as number] : res.status;
        expect([url, status]).toEqual([url, 403]);
      }
      const me = await withKey(ctx.app, key.secret, 'POST', '/auth/me', {});
      expect(me.body).toMatchObject({ sub: `apikey:${key.id}`, email: '' });
      expect(me.body.access).not.toContain('tourtariff:admin');
    });

    it('an unknown key is refused with 401', async () => {
      const res = await withKey(ctx.app, 'tt_live_nothing-like-a-real-key', 'GET', '/api/v1/Tariff');
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('apikey.invalid');
    });
  });
});

describeEachDatabase('API keys in the OpenAPI document', (ctx) => {
  it('declares API keys as a security scheme and documents the key routes with their answers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toContainEqual({ apiKey: [] });
    const keys = doc.paths['/api/space/{key}/api-keys'];
    expect(Object.keys(keys.post.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(keys.get.responses['200'].content['application/json'].schema.properties.items).toBeDefined();
  });
});
