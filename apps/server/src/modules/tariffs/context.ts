import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Membership } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import { type Actor, actorOf } from '../spaces/context.ts';

/** Who acts, plus the server (for notifications) and the supplier spaces they belong to, resolved once. */
export type Ctx = Actor & {
  server: Pick<FastifyInstance, 'database' | 'log'>;
  /** Supplier spaces the actor is a member of, in any member role (DESIGN §4: they edit those tariffs). */
  supplierSpaces: Set<string>;
  /** Every space the actor belongs to, as the request's caller says (no second membership query). */
  memberships: Membership[];
};

export async function ctxOf(request: FastifyRequest): Promise<Ctx> {
  const actor = await actorOf(request);
  const { memberships } = await request.actor();
  const supplier = memberships.filter((membership) => membership.role === 'supplier');
  return {
    ...actor,
    server: request.server,
    supplierSpaces: new Set(supplier.map((membership) => membership.space)),
    memberships,
  };
}

/**
 * Refuses unless the actor is a member of this supplier space. A space of their own that sells nothing is named
 * as such; any other space reads as absent, whether or not it exists, so its key reveals nothing.
 */
export async function requireSupplierMember(ctx: Ctx, spaceKey: string, field = 'body.space'): Promise<void> {
  if (ctx.supplierSpaces.has(spaceKey)) return;
  if (ctx.memberships.some((membership) => membership.space === spaceKey)) {
    throw new AppError('request.unprocessable', `${field}: ${spaceKey} is not a supplier space`, [
      { field, rule: 'supplier_space', message: 'must be a supplier space' },
    ]);
  }
  throw new AppError('record.not_found', `No supplier space ${spaceKey} of yours`);
}

/** The name the audit trail keeps for the actor, as they were called at the time. */
export const actorName = (ctx: Ctx) => ctx.identity.email || ctx.identity.nickname || ctx.identity.sub;
