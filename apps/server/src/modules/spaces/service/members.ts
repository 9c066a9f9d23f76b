import { type MemberRole, personName } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { changeMemberRole, membershipAudit, removeMember } from '../../../core/users/index.ts';
import { membersOf } from '../repository/spaces.ts';
import type { Ctx } from './ctx.ts';
import { manageableSpace, readableSpace } from './spaces.ts';

/*
 * A company's members. Who may manage the company is this module's rule; what may happen to owners (only an
 * owner makes or removes one, the last one stays) is the core users group's, with the audit and the notices.
 */

export async function listMembers(ctx: Ctx, actor: Actor, key: string) {
  await readableSpace(ctx, actor, key, 'corporate');
  const rows = await membersOf(ctx.db, key);
  const items = rows.map(({ profileName, furigana, joinedAt, ...row }) => ({
    ...row,
    person: personName(profileName, furigana),
    joinedAt: joinedAt.toISOString(),
  }));
  return { items, next: null };
}

export async function changeRole(ctx: Ctx, actor: Actor, key: string, sub: string, role: MemberRole) {
  await manageableSpace(ctx, actor, key, 'corporate');
  return changeMemberRole(ctx, actor, { space: key, sub, role });
}

/** Anyone may leave; removing someone else takes an owner or admin of the company. */
export async function removeFromSpace(ctx: Ctx, actor: Actor, key: string, sub: string) {
  if (sub === actor.identity.sub) await readableSpace(ctx, actor, key, 'corporate');
  else await manageableSpace(ctx, actor, key, 'corporate');
  return removeMember(ctx, actor, { space: key, sub });
}

/** Who joined, left, was invited or changed role, for the company's owners and admins. */
export async function auditOf(
  ctx: Ctx,
  actor: Actor,
  key: string,
  page: { limit: number; cursor?: string | undefined },
) {
  await manageableSpace(ctx, actor, key, 'corporate');
  return membershipAudit(ctx.db, key, page.limit, page.cursor);
}
