import type { MemberRole } from '@tourtariff/shared';
import type { RequestContext } from '../../../context.ts';
import { notifyUser } from '../../notify/index.ts';
import type { AuditInsert } from '../repository/audit.ts';
import { displayNames, findSpaceRow, ownersOf } from '../repository/membership.ts';

export type MembershipChange = {
  spaceKey: string;
  action: AuditInsert['action'];
  actorSub: string;
  targetSub?: string | null;
  targetEmail?: string | null;
  fromRole?: MemberRole | null;
  toRole?: MemberRole | null;
};

type Bilingual = { jp: string; en: string };

const roleNames: Record<MemberRole, Bilingual> = {
  owner: { jp: 'オーナー', en: 'owner' },
  admin: { jp: '管理者', en: 'admin' },
  member: { jp: 'メンバー', en: 'member' },
};

type Names = { actor: string; target: string; from: MemberRole | null; to: MemberRole | null };

/** One sentence per change in each language; the reader's locale picks one. */
function sentence(action: MembershipChange['action'], n: Names): Bilingual {
  const jp = (role: MemberRole | null) => (role ? roleNames[role].jp : '');
  const en = (role: MemberRole | null) => (role ? roleNames[role].en : '');
  switch (action) {
    case 'invite':
      return {
        jp: `${n.actor} が ${n.target} を${jp(n.to)}として招待しました。`,
        en: `${n.actor} invited ${n.target} as ${en(n.to)}.`,
      };
    case 'join':
      return {
        jp: `${n.target} が${jp(n.to)}として参加しました。`,
        en: `${n.target} joined as ${en(n.to)}.`,
      };
    case 'role':
      return {
        jp: `${n.actor} が ${n.target} の役割を${jp(n.from)}から${jp(n.to)}に変更しました。`,
        en: `${n.actor} changed the role of ${n.target} from ${en(n.from)} to ${en(n.to)}.`,
      };
    case 'remove':
      return {
        jp: `${n.actor} が ${n.target}（${jp(n.from)}）を外しました。`,
        en: `${n.actor} removed ${n.target} (${en(n.from)}).`,
      };
    case 'leave':
      return { jp: `${n.target}（${jp(n.from)}）が退出しました。`, en: `${n.target} (${en(n.from)}) left.` };
    case 'revoke_invitation':
      return {
        jp: `${n.actor} が ${n.target} への招待を取り消しました。`,
        en: `${n.actor} revoked the invitation of ${n.target}.`,
      };
  }
}

/**
 * Tells the company's owners about a change someone else made, and `alsoTell` (an owner who
 * was just demoted or removed, and so is no longer listed). Runs after the change has committed: the change
 * stands whatever happens here, so a failure is logged, never thrown.
 */
export async function tellOwners(
  ctx: Pick<RequestContext, 'db' | 'database' | 'log'>,
  change: MembershipChange,
  alsoTell: string[] = [],
) {
  try {
    const space = await findSpaceRow(ctx.db, change.spaceKey);
    const owners = await ownersOf(ctx.db, change.spaceKey);
    const recipients = [...new Set([...owners, ...alsoTell])].filter((sub) => sub !== change.actorSub);
    if (!space || recipients.length === 0) return;
    const names = await displayNames(ctx.db, [
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
    const subject = { jp: `${space.name}: メンバーの変更`, en: `${space.name}: Membership change` };
    for (const target of recipients) {
      // One owner's notice failing must not keep the others from theirs.
      await notifyUser(ctx, { target, subject, body, link: '/profile/setting' }, change.actorSub).catch(
        (error: unknown) => notSent(ctx, change, error),
      );
    }
  } catch (error) {
    notSent(ctx, change, error);
  }
}

function notSent(
  ctx: Pick<RequestContext, 'db' | 'database' | 'log'>,
  change: MembershipChange,
  error: unknown,
) {
  ctx.log.warn({ err: error, space: change.spaceKey, action: change.action }, 'membership notice not sent');
}
