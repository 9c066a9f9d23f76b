import type { MemberRole } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { notifyUser } from '../../../core/notify/index.ts';
import { type InvitationRow, verifiedUserByEmail } from '../repository/invitations.ts';
import type { SpaceRow } from '../repository/spaces.ts';
import type { Ctx } from './ctx.ts';

const roleNames: Record<MemberRole, { jp: string; en: string }> = {
  owner: { jp: 'オーナー', en: 'an owner' },
  admin: { jp: '管理者', en: 'an admin' },
  member: { jp: 'メンバー', en: 'a member' },
};

/** An invitee who already has an account hears of it at once in the bell; others see it after signing up. */
export async function tellInvitee(ctx: Ctx, actor: Actor, space: SpaceRow, invitation: InvitationRow) {
  try {
    const invitee = await verifiedUserByEmail(ctx.db, invitation.email);
    if (!invitee) return;
    const inviter = actor.identity.nickname || actor.identity.email;
    const role = roleNames[invitation.role];
    await notifyUser(
      ctx,
      {
        target: invitee,
        subject: { jp: `${space.name} への招待`, en: `Invitation to ${space.name}` },
        body: {
          jp: `${inviter} があなたを${role.jp}として招待しました。`,
          en: `${inviter} invited you to join as ${role.en}.`,
        },
        link: '/profile/setting',
      },
      actor.identity.sub,
    );
  } catch (error) {
    // The invitation stands even if the notice cannot be sent; the invitee still finds it on /profile/setting.
    ctx.log.warn({ err: error }, 'invitation notice not sent');
  }
}
