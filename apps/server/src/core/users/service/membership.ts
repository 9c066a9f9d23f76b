import type { MemberRole } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { insertChange } from '../repository/audit.ts';
import { deleteMember, insertMember, lockedMembers, setMemberRole } from '../repository/membership.ts';
import { type MembershipChange, tellOwners } from './tell-owners.ts';

export type { MembershipChange };

const rank: Record<MemberRole, number> = { member: 1, admin: 2, owner: 3 };

/**
 * Whether someone holding `granter` in a company may hand out `role` there, by invitation or by deciding a
 * request: never above their own role. A platform administrator stands above every company.
 */
export function mayHandOut(granter: MemberRole | undefined, isAdmin: boolean, role: MemberRole): boolean {
  return isAdmin || (granter !== undefined && rank[role] <= rank[granter]);
}

const ownerCount = (members: { role: string }[]) => members.filter((m) => m.role === 'owner').length;

/** Written inside the caller's transaction, so a change and its record commit (or fail) together. */
export async function recordChange(tx: Db, change: MembershipChange): Promise<void> {
  await insertChange(tx, change);
}

/**
 * Someone joins a space (a new space's creator, an accepted invitation, a granted request) and the audit says
 * so, inside the caller's transaction. Null when they already belonged: nothing changed, nothing is recorded.
 */
export async function joinSpace(
  tx: Db,
  join: { spaceKey: string; sub: string; role: MemberRole; actorSub: string; email?: string },
): Promise<MembershipChange | null> {
  const joined = await insertMember(tx, join.spaceKey, join.sub, join.role);
  if (!joined) return null;
  const change: MembershipChange = {
    spaceKey: join.spaceKey,
    action: 'join',
    actorSub: join.actorSub,
    targetSub: join.sub,
    ...(join.email ? { targetEmail: join.email } : {}),
    toRole: join.role,
  };
  await recordChange(tx, change);
  return change;
}

/*
 * The rules about owners. Whether the caller may manage the space at all is the spaces module's to settle
 * first; these run after it, so a company admin is refused for who they are before the owner count is read.
 */

/** Making or unmaking an owner is an owner's act (or a platform administrator's); the last owner stays. */
export async function changeMemberRole(
  ctx: Pick<RequestContext, 'db' | 'database' | 'log'>,
  actor: Actor,
  target: { space: string; sub: string; role: MemberRole },
) {
  const callerRole = membershipOf(actor, target.space)?.memberRole;
  const change = await ctx.db.transaction(async (tx): Promise<MembershipChange | null> => {
    const members = await lockedMembers(tx, target.space);
    const member = members.find((m) => m.sub === target.sub);
    if (!member) throw new AppError('record.not_found', 'No such member');
    if ((member.role === 'owner' || target.role === 'owner') && callerRole !== 'owner' && !actor.isAdmin) {
      throw new AppError('member.owner_only', 'Only an owner may make or unmake owners');
    }
    if (member.role === 'owner' && target.role !== 'owner' && ownerCount(members) === 1) {
      throw lastOwner('step down');
    }
    if (member.role === target.role) return null;
    await setMemberRole(tx, target.space, target.sub, target.role);
    const recorded: MembershipChange = {
      spaceKey: target.space,
      action: 'role',
      actorSub: actor.identity.sub,
      targetSub: target.sub,
      fromRole: member.role,
      toRole: target.role,
    };
    await recordChange(tx, recorded);
    return recorded;
  });
  if (change) await tellOwners(ctx, change, change.fromRole === 'owner' ? [target.sub] : []);
  return { sub: target.sub, role: target.role };
}

/** Removing someone (an owner only by an owner), or leaving; the last owner can do neither. */
export async function removeMember(
  ctx: Pick<RequestContext, 'db' | 'database' | 'log'>,
  actor: Actor,
  target: { space: string; sub: string },
) {
  const self = target.sub === actor.identity.sub;
  const callerRole = membershipOf(actor, target.space)?.memberRole;
  const change = await ctx.db.transaction(async (tx) => {
    const members = await lockedMembers(tx, target.space);
    const member = members.find((m) => m.sub === target.sub);
    if (!member) throw new AppError('record.not_found', 'No such member');
    if (!self && member.role === 'owner' && callerRole !== 'owner' && !actor.isAdmin) {
      throw new AppError('member.owner_only', 'Only an owner may remove an owner');
    }
    if (member.role === 'owner' && ownerCount(members) === 1) throw lastOwner('leave');
    await deleteMember(tx, target.space, target.sub);
    const recorded: MembershipChange = {
      spaceKey: target.space,
      action: self ? 'leave' : 'remove',
      actorSub: actor.identity.sub,
      targetSub: target.sub,
      fromRole: member.role,
    };
    await recordChange(tx, recorded);
    return recorded;
  });
  await tellOwners(ctx, change, change.fromRole === 'owner' ? [target.sub] : []);
  return { sub: target.sub };
}

const lastOwner = (act: string) =>
  new AppError('space.last_owner', `The last owner cannot ${act}; make someone else owner first`);
