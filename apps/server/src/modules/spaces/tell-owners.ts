import type { MemberRole } from '@tourtariff/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { notifyUser } from '../../core/notify/index.ts';
import type { NotifyDeps } from '../../core/notify/index.ts';
import { spaceMembers, spaces, users } from '../../db/schema/index.ts';
import type { MembershipChange } from './audit.ts';

const roleNames: Record<MemberRole, { jp: string; en: string }> = {
  owner: { jp: 'オーナー', en: 'owner' },
  admin: { jp: '管理者', en: 'admin' },
  member: { jp: 'メンバー', en: 'member' },
};

type Names = { actor: string; target: string; from: MemberRole | null; to: MemberRole | null };

/** One sentence per change, Japanese then English, as the other bilingual notices of the app read. */
function sentence(action: MembershipChange['action'], n: Names): string {
  const jp = (role: MemberRole | null) => (role ? roleNames[role].jp : '');
  const en = (role: MemberRole | null) => (role ? roleNames[role].en : '');
  switch (action) {
    case 'invite':
      return `${n.actor} が ${n.target} を${jp(n.to)}として招待しました。/ ${n.actor} invited ${n.target} as ${en(n.to)}.`;
    case 'join':
      return `${n.target} が${jp(n.to)}として参加しました。/ ${n.target} joined as ${en(n.to)}.`;
    case 'role':
      return `${n.actor} が ${n.target} の役割を${jp(n.from)}から${jp(n.to)}に変更しました。/ ${n.actor} changed the role of ${n.target} from ${en(n.from)} to ${en(n.to)}.`;
    case 'remove':
      return `${n.actor} が ${n.target}（${jp(n.from)}）を外しました。/ ${n.actor} removed ${n.target} (${en(n.from)}).`;
    case 'leave':
      return `${n.target}（${jp(n.from)}）が退出しました。/ ${n.target} (${en(n.from)}) left.`;
    case 'revoke_invitation':
      return `${n.actor} が ${n.target} への招待を取り消しました。/ ${n.actor} revoked the invitation of ${n.target}.`;
  }
}

async function displayNames(deps: NotifyDeps, subs: string[]) {
  const rows = subs.length
    ? await deps.database.db
        .select({ sub: users.sub, nickname: users.nickname, email: users.email })
        .from(users)
        .where(inArray(users.sub, subs))
    : [];
  return new Map(rows.map((row) => [row.sub, row.nickname || row.email]));
}

/**
 * Tells the company's owners about a change someone else made (issue 11 item 3), and `alsoTell` (an owner who
 * was just demoted or removed, and so is no longer listed). Runs after the change has committed: the change
 * stands whatever happens here, so a failure is logged, never thrown.
 */
export async function tellOwners(deps: NotifyDeps, change: MembershipChange, alsoTell: string[] = []) {
  try {
    const db = deps.database.db;
    const [space] = await db
      .select({ name: spaces.name })
      .from(spaces)
      .where(eq(spaces.key, change.spaceKey));
    const owners = await db
      .select({ sub: spaceMembers.sub })
      .from(spaceMembers)
      .where(and(eq(spaceMembers.spaceKey, change.spaceKey), eq(spaceMembers.role, 'owner')));
    const recipients = [...new Set([...owners.map((o) => o.sub), ...alsoTell])].filter(
      (sub) => sub !== change.actorSub,
    );
    if (!space || recipients.length === 0) return;
    const names = await displayNames(deps, [
      change.actorSub,
      ...(change.targetSub ? [change.targetSub] : []),
    ]);
    const body = sentence(change.action, {
      actor: names.get(change.actorSub) ?? change.actorSub,
      target:
        (change.targetSub ? names.get(change.targetSub) : undefined) ??
        change.targetEmail ??
        change.targetSub ??
        '',
      from: change.fromRole ?? null,
      to: change.toRole ?? null,
    });
    const subject = `${space.name}: メンバーの変更 / Membership change`;
    for (const target of recipients) {
      // One owner's notice failing must not keep the others from theirs.
      await notifyUser(deps, { target, subject, body, link: '/profile/setting' }, change.actorSub).catch(
        (error: unknown) => notSent(deps, change, error),
      );
    }
  } catch (error) {
    notSent(deps, change, error);
  }
}

function notSent(deps: NotifyDeps, change: MembershipChange, error: unknown) {
  deps.log.warn({ err: error, space: change.spaceKey, action: change.action }, 'membership notice not sent');
}
