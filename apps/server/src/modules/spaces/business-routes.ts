import { businessCreate } from '@tourtariff/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { type Actor, actorOf } from './context.ts';
import { businessesOf, newKey } from './repository.ts';

const signedIn = { onRequest: requireAccess() };
const params = z.object({ id: z.string().min(1).max(60) });
const view = (row: typeof businesses.$inferSelect) => ({ key: row.key, name: row.name, sub: row.sub });

/** The actor's own business (any, for an administrator); someone else's answers exactly like a missing key. */
async function ownBusiness(actor: Actor, key: string) {
  const [row] = await actor.db.select().from(businesses).where(eq(businesses.key, key));
  if (!row || (row.sub !== actor.identity.sub && !actor.isAdmin)) {
    throw new AppError('record.not_found', `No business ${key}`);
  }
  return row;
}

/** SPEC §3 Business: the account-level record of a user (key, name); one per user in practice. */
export const businessRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v1/Business', { ...signedIn, schema: { body: businessCreate } }, async (request) => {
    const actor = await actorOf(request);
    const [row] = await actor.db
      .insert(businesses)
      .values({ key: newKey('bz'), sub: actor.identity.sub, name: (request.body as { name: string }).name })
      .returning();
    if (!row) throw new Error('business insert returned nothing');
    return view(row);
  });

  app.get('/api/v1/Business', signedIn, async (request) => {
    const actor = await actorOf(request);
    const rows = actor.isAdmin
      ? await actor.db.select().from(businesses).limit(100)
      : await businessesOf(actor.db, actor.identity.sub);
    return { items: rows.map(view), next: null };
  });

  app.get('/api/v1/Business/:id', { ...signedIn, schema: { params } }, async (request) =>
    view(await ownBusiness(await actorOf(request), (request.params as { id: string }).id)),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/v1/Business/:id',
      { ...signedIn, schema: { params, body: businessCreate } },
      async (request) => {
        const actor = await actorOf(request);
        const row = await ownBusiness(actor, (request.params as { id: string }).id);
        const [updated] = await actor.db
          .update(businesses)
          .set({ name: (request.body as { name: string }).name, updatedAt: new Date() })
          .where(eq(businesses.key, row.key))
          .returning();
        return view(updated ?? row);
      },
    );
  }

  app.delete('/api/v1/Business/:id', { ...signedIn, schema: { params } }, async (request) => {
    const actor = await actorOf(request);
    const row = await ownBusiness(actor, (request.params as { id: string }).id);
    const [used] = await queryRows<{ n: number }>(
      actor.db,
      sql`select count(*)::int as n from spaces where business_key = ${row.key}`,
    );
    if ((used?.n ?? 0) > 0) throw new AppError('record.conflict', 'This business still has spaces');
    await actor.db.delete(businesses).where(and(eq(businesses.key, row.key)));
    return { key: row.key };
  });

  app.get(
    '/api/v1/Businesses/User/:sub',
    { ...signedIn, schema: { params: z.object({ sub: z.string().max(200) }) } },
    async (request) => {
      const actor = await actorOf(request);
      const { sub } = request.params as { sub: string };
      if (sub !== actor.identity.sub && !actor.isAdmin)
        throw new AppError('access.forbidden', 'Only your own businesses');
      return (await businessesOf(actor.db, sub)).map(view);
    },
  );
};
