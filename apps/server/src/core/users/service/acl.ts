import { accessEntries, qualifyRule } from '@tourtariff/shared';
import type { z } from 'zod';
import { membershipOf } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import type { CoreContext } from '../../route.ts';
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
export function toEntry(ctx: CoreContext, value: string, field = 'body.entry'): string {
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

export async function aclOf(ctx: CoreContext, requested: string | undefined) {
  const subject = subjectOf(ctx, requested);
  const identity =
    subject === ctx.actor.identity.sub ? ctx.actor.identity : await loadIdentity(ctx.db, ctx.config, subject);
  const grants = await grantsOf(ctx.db, subject);
  return {
    sub: subject,
    access: identity.access,
    grants: grants.map((grant) => ({ ...grant, createdAt: grant.createdAt.toISOString() })),
    requests: (await requestsOf(ctx.db, subject)).map(requestView),
  };
}

export async function setGrants(ctx: CoreContext, body: z.infer<typeof aclSetBody>) {
  const wanted = [...new Set(body.entries.map((value, i) => toEntry(ctx, value, `body.entries.${i}`)))];
  await replaceGrants(ctx.db, body.sub, wanted, ctx.actor.identity.sub);
  return { sub: body.sub, access: (await loadIdentity(ctx.db, ctx.config, body.sub)).access };
}

export async function requestAccess(ctx: CoreContext, body: z.infer<typeof aclRequestBody>) {
  const wanted = toEntry(ctx, body.entry);
  if (body.space) {
    await spaceForRequest(ctx, body.space, wanted);
    if (membershipOf(ctx.actor, body.space)) {
      throw new AppError('acl.already_member', 'Already a member of this space');
    }
  } else if (ctx.actor.identity.access.includes(wanted)) {
    throw new AppError('acl.already_held', `Already holds ${wanted}`, { params: { entry: wanted } });
  }
  const row = await insertRequest(ctx.db, {
    sub: ctx.actor.identity.sub,
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
export async function pendingRequests(ctx: CoreContext, body: z.infer<typeof aclRequestsBody>) {
  const scope = ctx.actor.isAdmin ? undefined : [...managedSpaces(ctx).keys()];
  if (scope && scope.length === 0) {
    throw new AppError('acl.nothing_to_decide', 'You decide no access requests');
  }
  return (await listRequests(ctx.db, body.state, scope)).map(requestView);
}

/** The spaces the caller owns or administers, with their role in each, from the memberships already loaded. */
export function managedSpaces(ctx: CoreContext) {
  return new Map(
    ctx.actor.memberships
      .filter((m) => m.memberRole === 'owner' || m.memberRole === 'admin')
      .map((m) => [m.space, m.memberRole]),
  );
}

export async function revokeGrant(ctx: CoreContext, body: z.infer<typeof aclRevokeBody>) {
  const subject = subjectOf(ctx, body.sub);
  if (!(await removeGrant(ctx.db, subject, toEntry(ctx, body.entry)))) {
    throw new AppError('record.not_found', `${subject} holds no granted ${body.entry}`);
  }
  return { sub: subject, access: (await loadIdentity(ctx.db, ctx.config, subject)).access };
}
