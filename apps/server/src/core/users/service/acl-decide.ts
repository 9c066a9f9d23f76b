import type { MemberRole } from '@tourtariff/shared';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { addGrant, closeRequest, findRequest } from '../repository/acl.ts';
import type { aclDecideBody } from '../schemas.ts';
import { managedSpaces, requestView } from './acl.ts';
import { assertGrantable } from './acl-spaces.ts';
import { joinSpace } from './membership.ts';
import { tellOwners } from './tell-owners.ts';

/**
 * Grants or refuses a pending request. Administrators decide any; a company's owners and admins those about
 * their company. Granting a company request is joining it: the membership is the grant, the entries follow.
 */
export async function decideRequest(ctx: RequestContext, actor: Actor, body: z.infer<typeof aclDecideBody>) {
  const pending = await findRequest(ctx.db, body.id);
  const deciderRole: MemberRole | undefined = pending?.spaceKey
    ? managedSpaces(actor).get(pending.spaceKey)
    : undefined;
  const decides = actor.isAdmin || deciderRole !== undefined;
  // Only those who decide it, and its author, know the request exists; to anyone else it answers as absent.
  if (!pending || (!decides && pending.sub !== actor.identity.sub)) {
    throw new AppError('record.not_found', 'No pending request with this id');
  }
  if (!decides) throw new AppError('access.forbidden', 'You may not decide this request');
  if (body.grant && pending.spaceKey) assertGrantable(actor, deciderRole, pending.entry);
  const decided = await ctx.db.transaction(async (tx) => {
    const request = await closeRequest(tx, body.id, {
      state: body.grant ? 'granted' : 'refused',
      decidedBy: actor.identity.sub,
      note: body.note ?? null,
    });
    if (!request) throw new AppError('record.not_found', 'No pending request with this id');
    if (body.grant && request.spaceKey) {
      const change = await joinSpace(tx, {
        spaceKey: request.spaceKey,
        sub: request.sub,
        role: request.entry.split(':')[2] as MemberRole,
        actorSub: actor.identity.sub,
      });
      return { request, change };
    }
    if (body.grant) await addGrant(tx, request.sub, request.entry, actor.identity.sub);
    return { request, change: null };
  });
  if (decided.change) {
    await tellOwners(ctx, decided.change);
  }
  return requestView(decided.request);
}
