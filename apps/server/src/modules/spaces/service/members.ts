import { type MemberRole, personName } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { changeMemberRole, membershipAudit, removeMember } from '../../../core/users/index.ts';
import { membersOf } from '../repository/spaces.ts';
import type { SpacesDeps } from './deps.ts';
import { manageableSpace, readableSpace } from './spaces.ts';

/*
 * A company's members. Who may manage the company is this module's rule; what may happen to owners (only an
 * owner makes or removes one, the last one stays) is the core users group's, with the audit and the notices.
 */

export async function listMembers(deps: SpacesDeps, actor: Actor, key: string) {
  await readableSpace(deps, actor, key, 'corporate');
  const rows = await membersOf(deps.db, key);
  const items = rows.map(({ profileName, furigana, joinedAt, ...row }) => ({
    ...row,
    person: personName(profileName, furigana),
    joinedAt: joinedAt.toISOString(),
  }));
  return { items, next: null };
}

export async function changeRole(deps: SpacesDeps, actor: Actor, key: string, sub: string, role: MemberRole) {
  await manageableSpace(deps, actor, key, 'corporate');
  return changeMemberRole(deps, actor, { space: key, sub, role });
}

/** Anyone may leave; removing someone else takes an owner or admin of the company. */
export async function removeFromSpace(deps: SpacesDeps, actor: Actor, key: string, sub: string) {
  if (sub === actor.identity.sub) await readableSpace(deps, actor, key, 'corporate');
  else await manageableSpace(deps, actor, key, 'corporate');
  return removeMember(deps, actor, { space: key, sub });
}

/** Who joined, left, was invited or changed role, for the company's owners and admins. */
export async function auditOf(
  deps: SpacesDeps,
  actor: Actor,
  key: string,
  page: { limit: number; cursor?: string | undefined },
) {
  await manageableSpace(deps, actor, key, 'corporate');
  return membershipAudit(deps.db, key, page.limit, page.cursor);
}
