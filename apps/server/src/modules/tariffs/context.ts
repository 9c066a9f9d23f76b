import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Identity } from '../../actor.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { spaceMembers, spaces } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/*
 * Was modules/spaces/context.ts (spaces now use `request.actor()` directly); kept here unchanged until the
 * tariffs routes move to `request.actor()` too (issue 12 item 2).
 */
type Actor = { identity: Identity; isAdmin: boolean; db: Db; config: Config; log: FastifyBaseLogger };

async function actorOf(request: FastifyRequest): Promise<Actor> {
  const actor = await request.actor();
  const { config, database } = request.server;
  return { identity: actor.identity, isAdmin: actor.isAdmin, db: database.db, config, log: request.log };
}

/** Who acts, plus the server (for notifications) and the supplier spaces they belong to, resolved once. */
export type Ctx = Actor & {
  server: Pick<FastifyInstance, 'database' | 'log'>;
  /** Supplier spaces the actor is a member of, in any member role (DESIGN §4: they edit those tariffs). */
  supplierSpaces: Set<string>;
};

export async function ctxOf(request: FastifyRequest): Promise<Ctx> {
  const actor = await actorOf(request);
  return {
    ...actor,
    server: request.server,
    supplierSpaces: await supplierSpacesOf(actor.db, actor.identity.sub),
  };
}

async function supplierSpacesOf(db: Db, sub: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: spaces.key })
    .from(spaceMembers)
    .innerJoin(spaces, eq(spaces.key, spaceMembers.spaceKey))
    .where(and(eq(spaceMembers.sub, sub), eq(spaces.role, 'supplier')));
  return new Set(rows.map((row) => row.key));
}

/**
 * Refuses unless the actor is a member of this supplier space. A space of their own that sells nothing is named
 * as such; any other space reads as absent, whether or not it exists, so its key reveals nothing.
 */
export async function requireSupplierMember(ctx: Ctx, spaceKey: string, field = 'body.space'): Promise<void> {
  if (ctx.supplierSpaces.has(spaceKey)) return;
  const [own] = await ctx.db
    .select({ role: spaces.role })
    .from(spaces)
    .innerJoin(spaceMembers, eq(spaceMembers.spaceKey, spaces.key))
    .where(and(eq(spaces.key, spaceKey), eq(spaceMembers.sub, ctx.identity.sub)));
  if (own) {
    throw new AppError('request.unprocessable', `${field}: ${spaceKey} is not a supplier space`, [
      { field, rule: 'supplier_space', message: 'must be a supplier space' },
    ]);
  }
  throw new AppError('record.not_found', `No supplier space ${spaceKey} of yours`);
}

/** The name the audit trail keeps for the actor, as they were called at the time. */
export const actorName = (ctx: Ctx) => ctx.identity.email || ctx.identity.nickname || ctx.identity.sub;
