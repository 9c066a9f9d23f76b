import type { MemberRole } from '@tourtariff/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spaceMembers } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type MembershipChange, recordChange } from './audit.ts';
import type { Actor } from './context.ts';
import { ownerCount } from './grants.ts';
import { manageableSpace, readableSpace } from './service.ts';
import { tellOwners } from './tell-owners.ts';

/**
 * The company's members, locked until the transaction ends: two owners stepping down at the same moment are
 * decided one after the other, so the second sees that the first already left and is refused.
 */
function lockedMembers(tx: Db, key: string) {
  return tx
    .select({ sub: spaceMembers.sub, role: spaceMembers.role })
    .from(spaceMembers)
    .where(eq(spaceMembers.spaceKey, key))
    .for('update');
}

const thisMember = (key: string, sub: string) =>
  and(eq(spaceMembers.spaceKey, key), eq(spaceMembers.sub, sub));

/**
 * Owners and admins change roles; making or unmaking an owner is an owner's act (or a platform administrator's),
 * and the last owner cannot step down. The change and its audit entry commit together; the owners hear of it.
 */
export async function changeMemberRole(actor: Actor, key: string, sub: string, role: MemberRole) {
  const { memberRole } = await manageableSpace(actor, key, 'corporate');
  const change = await actor.db.transaction(async (tx): Promise<MembershipChange | null> => {
    const members = await lockedMembers(tx, key);
    const target = members.find((m) => m.sub === sub);
    if (!target) throw new AppError('record.not_found', 'No such member');
    if ((target.role === 'owner' || role === 'owner') && memberRole !== 'owner' && !actor.isAdmin) {
      throw new AppError('access.forbidden', 'Only an owner may make or unmake owners');
    }
    if (target.role === 'owner' && role !== 'owner' && ownerCount(members) === 1) {
      throw new AppError('record.conflict', 'The last owner cannot step down; make someone else owner first');
    }
    if (target.role === role) return null;
    await tx.update(spaceMembers).set({ role }).where(thisMember(key, sub));
    const recorded: MembershipChange = {
      spaceKey: key,
      action: 'role',
      actorSub: actor.identity.sub,
      targetSub: sub,
      fromRole: target.role,
      toRole: role,
    };
    await recordChange(tx, recorded);
    return recorded;
  });
  if (change) await tellOwners(actor.server, change, change.fromRole === 'owner' ? [sub] : []);
  return { sub, role };
}

/**
 * Owners and admins remove members (an owner only by an owner); anyone may leave. Who may act is settled before
 * the owner count, so a company admin learns nothing from trying to remove the owner; the last owner stays.
 */
export async function removeMember(actor: Actor, key: string, sub: string) {
  const self = sub === actor.identity.sub;
  const { memberRole } = self
    ? await readableSpace(actor, key, 'corporate')
    : await manageableSpace(actor, key, 'corporate');
  const change = await actor.db.transaction(async (tx) => {
    const members = await lockedMembers(tx, key);
    const target = members.find((m) => m.sub === sub);
    if (!target) throw new AppError('record.not_found', 'No such member');
    if (!self && target.role === 'owner' && memberRole !== 'owner' && !actor.isAdmin) {
      throw new AppError('access.forbidden', 'Only an owner may remove an owner');
    }
    if (target.role === 'owner' && ownerCount(members) === 1) {
      throw new AppError('record.conflict', 'The last owner cannot leave; make someone else owner first');
    }
    await tx.delete(spaceMembers).where(thisMember(key, sub));
    const recorded: MembershipChange = {
      spaceKey: key,
      action: self ? 'leave' : 'remove',
      actorSub: actor.identity.sub,
      targetSub: sub,
      fromRole: target.role,
    };
    await recordChange(tx, recorded);
    return recorded;
  });
  await tellOwners(actor.server, change, change.fromRole === 'owner' ? [sub] : []);
  return { sub };
}
