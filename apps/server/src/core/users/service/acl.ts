import { accessEntries, qualifyRule } from '@tourtariff/shared';
import type { z } from 'zod';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { loadIdentity } from '../identity.ts';
import {
  type AccessRequestRow,
  grantsOf,
  insertRequest,
  listRequests,
  removeGrant,
  replaceGrants,
  requestsOf,
} from '../repository/acl.ts';
import type { aclRequestBody, aclRequestsBody, aclRevokeBody, aclSetBody } from '../schemas.ts';
import { spaceForRequest } from './acl-spaces.ts';
import { subjectOf } from './users.ts';

/**
 * An access entry of docs/product.md §6 for this product, written relative (`buyer:member`) or qualified
 * (`tourtariff:buyer:member`); returned qualified. Anything else is refused naming the field.
 */
export function toEntry(ctx: RequestContext, value: string, field = 'body.entry'): string {
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

/** A request as the calls answer it, times as ISO strings. */
export const requestView = (row: AccessRequestRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export async function aclOf(ctx: RequestContext, actor: Actor, requested: string | undefined) {
  const subject = subjectOf(actor, requested);
  const identity =
    subject === actor.identity.sub ? actor.identity : await loadIdentity(ctx.db, ctx.config, subject);
  const grants = await grantsOf(ctx.db, subject);
  return {
    sub: subject,
    access: identity.access,
    grants: grants.map((grant) => ({ ...grant, createdAt: grant.createdAt.toISOString() })),
    requests: (await requestsOf(ctx.db, subject)).map(requestView),
  };
}

export async function setGrants(ctx: RequestContext, actor: Actor, body: z.infer<typeof aclSetBody>) {
  const wanted = [...new Set(body.entries.map((value, i) => toEntry(ctx, value, `body.entries.${i}`)))];
  await replaceGrants(ctx.db, body.sub, wanted, actor.identity.sub);
  return { sub: body.sub, access: (await loadIdentity(ctx.db, ctx.config, body.sub)).access };
}

export async function requestAccess(ctx: RequestContext, actor: Actor, body: z.infer<typeof aclRequestBody>) {
  const wanted = toEntry(ctx, body.entry);
  if (body.space) {
    await spaceForRequest(ctx, body.space, wanted);
    if (membershipOf(actor, body.space)) {
      throw new AppError('acl.already_member', 'Already a member of this space');
    }
  } else if (actor.identity.access.includes(wanted)) {
    throw new AppError('acl.already_held', `Already holds ${wanted}`, { params: { entry: wanted } });
  }
  const row = await insertRequest(ctx.db, {
    sub: actor.identity.sub,
    entry: wanted,
    spaceKey: body.space ?? null,
    note: body.note ?? null,
  });
  if (!row) {
    throw new AppError('acl.already_requested', `A request for ${wanted} is already pending`, {
      params: { entry: wanted },
    });
  }
  return requestView(row);
}

/** Administrators see every request; a company's owners and admins those about their companies. */
export async function pendingRequests(
  ctx: RequestContext,
  actor: Actor,
  body: z.infer<typeof aclRequestsBody>,
) {
  const scope = actor.isAdmin ? undefined : [...managedSpaces(actor).keys()];
  if (scope && scope.length === 0) {
    throw new AppError('acl.nothing_to_decide', 'You decide no access requests');
  }
  return (await listRequests(ctx.db, body.state, scope)).map(requestView);
}

/** The spaces the caller owns or administers, with their role in each, from the memberships already loaded. */
export function managedSpaces(actor: Actor) {
  return new Map(
    actor.memberships
      .filter((m) => m.memberRole === 'owner' || m.memberRole === 'admin')
      .map((m) => [m.space, m.memberRole]),
  );
}

export async function revokeGrant(ctx: RequestContext, actor: Actor, body: z.infer<typeof aclRevokeBody>) {
  const subject = subjectOf(actor, body.sub);
  if (!(await removeGrant(ctx.db, subject, toEntry(ctx, body.entry)))) {
    throw new AppError('record.not_found', `${subject} holds no granted ${body.entry}`);
  }
  return { sub: subject, access: (await loadIdentity(ctx.db, ctx.config, subject)).access };
}
