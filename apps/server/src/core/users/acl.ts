import { accessEntries, type MemberRole, qualifyRule } from '@tourtariff/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { accessRequests, spaceMembers, userGrants } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type MembershipChange, recordChange } from '../../modules/spaces/audit.ts';
import { tellOwners } from '../../modules/spaces/tell-owners.ts';
import { type CoreContext, coreCall } from '../route.ts';
import { assertGrantable, managedSpaces, spaceForRequest } from './acl-spaces.ts';
import { subjectOf } from './calls.ts';
import { loadIdentity } from './identity.ts';

const entry = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9:-]+$/, 'lower-case letters, digits, : and -');

/**
 * An access entry of SPEC §6 for this product, written relative (`buyer:member`) or qualified
 * (`tourtariff:buyer:member`); returned qualified. Anything else is refused naming the field.
 */
function toEntry(ctx: CoreContext, value: string, field = 'body.entry'): string {
  const key = ctx.config.productKey;
  const relative = value.startsWith(`${key}:`) ? value.slice(key.length + 1) : value;
  if (!(accessEntries as readonly string[]).includes(relative)) {
    throw new AppError('request.invalid', `${field}: ${value} is not an access entry of ${key}`, [
      {
        field,
        rule: 'enum',
        message: `must be one of ${accessEntries.join(', ')} (optionally prefixed ${key}:)`,
      },
    ]);
  }
  return qualifyRule(key, relative);
}

async function grantsOf(ctx: CoreContext, sub: string) {
  return ctx.db
    .select({ entry: userGrants.entry, grantedBy: userGrants.grantedBy, createdAt: userGrants.createdAt })
    .from(userGrants)
    .where(eq(userGrants.sub, sub));
}

export const aclCalls: FastifyPluginAsync = async (app) => {
  coreCall(app, {
    group: 'users/acl',
    call: 'get',
    summary: "A user's access entries, app grants and requests (own, or any for an administrator)",
    body: z.object({ sub: z.string().max(200).optional() }).strict(),
    handler: async (ctx, body) => {
      const subject = subjectOf(ctx, body.sub);
      const identity =
        subject === ctx.identity.sub ? ctx.identity : await loadIdentity(ctx.db, ctx.config, subject);
      const requests = await ctx.db
        .select()
        .from(accessRequests)
        .where(eq(accessRequests.sub, subject))
        .orderBy(desc(accessRequests.createdAt));
      return { sub: subject, access: identity.access, grants: await grantsOf(ctx, subject), requests };
    },
  });

  coreCall(app, {
    group: 'users/acl',
    call: 'set',
    summary: "Replaces a user's app-granted entries (administrators only)",
    access: ['admin'],
    body: z.object({ sub: z.string().min(1).max(200), entries: z.array(entry).max(50) }).strict(),
    handler: async (ctx, body) => {
      const wanted = [...new Set(body.entries.map((value, i) => toEntry(ctx, value, `body.entries.${i}`)))];
      await ctx.db.transaction(async (tx) => {
        await tx.delete(userGrants).where(eq(userGrants.sub, body.sub));
        if (wanted.length) {
          await tx
            .insert(userGrants)
            .values(wanted.map((e) => ({ sub: body.sub, entry: e, grantedBy: ctx.identity.sub })));
        }
      });
      return { sub: body.sub, access: (await loadIdentity(ctx.db, ctx.config, body.sub)).access };
    },
  });

  coreCall(app, {
    group: 'users/acl',
    call: 'request',
    summary: 'Asks for an access entry, e.g. tourtariff:buyer:member; decided with users/acl/decide',
    body: z
      .object({
        entry,
        space: z.string().min(1).max(60).optional(),
        note: z.string().trim().max(500).optional(),
      })
      .strict(),
    handler: async (ctx, body) => {
      const wanted = toEntry(ctx, body.entry);
      if (body.space) {
        await spaceForRequest(ctx, body.space, wanted);
        const [member] = await ctx.db
          .select()
          .from(spaceMembers)
          .where(and(eq(spaceMembers.spaceKey, body.space), eq(spaceMembers.sub, ctx.identity.sub)));
        if (member) throw new AppError('record.conflict', 'Already a member of this space');
      } else if (ctx.identity.access.includes(wanted)) {
        throw new AppError('record.conflict', `Already holds ${wanted}`);
      }
      const [row] = await ctx.db
        .insert(accessRequests)
        .values({
          sub: ctx.identity.sub,
          entry: wanted,
          spaceKey: body.space ?? null,
          note: body.note ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('record.conflict', `A request for ${wanted} is already pending`);
      return row;
    },
  });

  coreCall(app, {
    group: 'users/acl',
    call: 'requests',
    summary: 'Access requests awaiting a decision (for those who may decide them)',
    body: z.object({ state: z.enum(['pending', 'granted', 'refused']).default('pending') }).strict(),
    handler: async (ctx, body) => {
      const scope = ctx.isAdmin ? undefined : [...(await managedSpaces(ctx)).keys()];
      if (scope && scope.length === 0)
        throw new AppError('access.forbidden', 'You decide no access requests');
      return ctx.db
        .select()
        .from(accessRequests)
        .where(
          and(
            eq(accessRequests.state, body.state),
            scope ? inArray(accessRequests.spaceKey, scope) : undefined,
          ),
        )
        .orderBy(desc(accessRequests.createdAt))
        .limit(100);
    },
  });

  coreCall(app, {
    group: 'users/acl',
    call: 'decide',
    summary: 'Grants or refuses a pending access request',
    body: z
      .object({ id: z.uuid(), grant: z.boolean(), note: z.string().trim().max(500).optional() })
      .strict(),
    handler: async (ctx, body) => {
      const [pending] = await ctx.db.select().from(accessRequests).where(eq(accessRequests.id, body.id));
      const managed = ctx.isAdmin ? new Map<string, MemberRole>() : await managedSpaces(ctx);
      const deciderRole = pending?.spaceKey ? managed.get(pending.spaceKey) : undefined;
      const decides = ctx.isAdmin || deciderRole !== undefined;
      // Only those who decide it, and its author, know the request exists; to anyone else it answers as absent.
      if (!pending || (!decides && pending.sub !== ctx.identity.sub)) {
        throw new AppError('record.not_found', 'No pending request with this id');
      }
      if (!decides) throw new AppError('access.forbidden', 'You may not decide this request');
      if (body.grant && pending.spaceKey) assertGrantable(ctx, deciderRole, pending.entry);
      const decided = await ctx.db.transaction(async (tx) => {
        const [request] = await tx
          .update(accessRequests)
          .set({
            state: body.grant ? 'granted' : 'refused',
            decidedBy: ctx.identity.sub,
            decidedAt: new Date(),
            note: body.note ?? null,
          })
          .where(and(eq(accessRequests.id, body.id), eq(accessRequests.state, 'pending')))
          .returning();
        if (!request) throw new AppError('record.not_found', 'No pending request with this id');
        if (body.grant && request.spaceKey) {
          // Joining a company: the membership is the grant, and the derived entries follow from it.
          const role = request.entry.split(':')[2] as MemberRole;
          const [joined] = await tx
            .insert(spaceMembers)
            .values({ spaceKey: request.spaceKey, sub: request.sub, role })
            .onConflictDoNothing()
            .returning();
          const recorded: MembershipChange | null = joined
            ? {
                spaceKey: request.spaceKey,
                action: 'join',
                actorSub: ctx.identity.sub,
                targetSub: request.sub,
                toRole: role,
              }
            : null;
          if (recorded) await recordChange(tx, recorded);
          return { request, recorded };
        }
        if (body.grant) {
          await tx
            .insert(userGrants)
            .values({ sub: request.sub, entry: request.entry, grantedBy: ctx.identity.sub })
            .onConflictDoNothing();
        }
        return { request, recorded: null };
      });
      if (decided.recorded) await tellOwners(ctx.app, decided.recorded);
      return decided.request;
    },
  });

  coreCall(app, {
    group: 'users/acl',
    call: 'revoke',
    summary: 'Removes an app-granted entry (any user for an administrator; a user may give up their own)',
    body: z.object({ sub: z.string().max(200).optional(), entry }).strict(),
    handler: async (ctx, body) => {
      const subject = subjectOf(ctx, body.sub);
      const removed = await ctx.db
        .delete(userGrants)
        .where(and(eq(userGrants.sub, subject), eq(userGrants.entry, toEntry(ctx, body.entry))))
        .returning();
      if (!removed.length)
        throw new AppError('record.not_found', `${subject} holds no granted ${body.entry}`);
      return { sub: subject, access: (await loadIdentity(ctx.db, ctx.config, subject)).access };
    },
  });
};
