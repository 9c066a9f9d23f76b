import { type MemberRole, personName } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import {
  joinSpace,
  type MembershipChange,
  mayHandOut,
  recordChange,
  tellOwners,
} from '../../../core/users/index.ts';
import { AppError } from '../../../errors.ts';
import {
  closeInvitation,
  type InvitationRow,
  insertInvitation,
  pendingInvitations,
} from '../repository/invitations.ts';
import { membersOf } from '../repository/spaces.ts';
import type { Ctx } from './ctx.ts';
import { manageableSpace } from './spaces.ts';
import { tellInvitee } from './tell-invitee.ts';

const view = (row: InvitationRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** An invitation never offers more than the inviter holds: an admin invites members and admins, not owners. */
export async function invite(
  ctx: Ctx,
  actor: Actor,
  key: string,
  input: { email: string; role: MemberRole },
) {
  const { row: space, memberRole } = await manageableSpace(ctx, actor, key, 'corporate');
  if (!mayHandOut(memberRole, actor.isAdmin, input.role)) {
    throw new AppError(
      'member.above_own_role',
      `An invitation cannot offer more than your own role (${memberRole})`,
      {
        params: { role: memberRole ?? 'none' },
      },
    );
  }
  const members = await membersOf(ctx.db, key);
  if (members.some((m) => m.email === input.email)) {
    throw new AppError('member.already_member', `${input.email} is already a member`, {
      params: { email: input.email },
    });
  }
  const change: MembershipChange = {
    spaceKey: key,
    action: 'invite',
    actorSub: actor.identity.sub,
    targetEmail: input.email,
    toRole: input.role,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertInvitation(tx, { spaceKey: key, ...input, invitedBy: actor.identity.sub });
    if (!created) {
      throw new AppError('invitation.already_pending', `${input.email} already has a pending invitation`, {
        params: { email: input.email },
      });
    }
    await recordChange(tx, change);
    return created;
  });
  await tellInvitee(ctx, actor, space, row);
  await tellOwners(ctx, change);
  return view(row);
}

export async function listSpaceInvitations(ctx: Ctx, actor: Actor, key: string) {
  await manageableSpace(ctx, actor, key, 'corporate');
  const rows = await pendingInvitations(ctx.db, { spaceKey: key });
  return { items: rows.map((row) => view(row.invitation)), next: null };
}

export async function revokeInvitation(ctx: Ctx, actor: Actor, key: string, id: string) {
  await manageableSpace(ctx, actor, key, 'corporate');
  const { row, change } = await ctx.db.transaction(async (tx) => {
    const revoked = await closeInvitation(tx, id, { spaceKey: key }, 'revoked');
    if (!revoked) throw new AppError('record.not_found', 'No pending invitation with this id');
    const recorded: MembershipChange = {
      spaceKey: revoked.spaceKey,
      action: 'revoke_invitation',
      actorSub: actor.identity.sub,
      targetEmail: revoked.email,
      toRole: revoked.role,
    };
    await recordChange(tx, recorded);
    return { row: revoked, change: recorded };
  });
  await tellOwners(ctx, change);
  return view(row);
}

/** Invitations waiting for the signed-in user, matched on their e-mail address. */
export async function myInvitations(ctx: Ctx, actor: Actor) {
  // An invitation is addressed to a mailbox: only someone who proved they read it may see or take it.
  if (!actor.identity.email || !actor.identity.email_verified) return { items: [], next: null };
  const rows = await pendingInvitations(ctx.db, { email: actor.identity.email });
  const items = rows.map(({ invitation, space, inviter }) => ({
    id: invitation.id,
    role: invitation.role,
    createdAt: invitation.createdAt.toISOString(),
    space,
    inviter: {
      name: inviter?.nickname || inviter?.email || '',
      person: personName(inviter?.name, inviter?.furigana),
    },
  }));
  return { items, next: null };
}

/** Accepting joins the space at once (and so the access entries follow); declining only closes the invitation. */
export async function answerInvitation(ctx: Ctx, actor: Actor, id: string, accept: boolean) {
  const notYours = () => new AppError('record.not_found', 'No pending invitation of yours with this id');
  if (!actor.identity.email_verified) throw notYours();
  const answered = await ctx.db.transaction(async (tx) => {
    const row = await closeInvitation(
      tx,
      id,
      { email: actor.identity.email },
      accept ? 'accepted' : 'declined',
    );
    if (!row) throw notYours();
    const change = accept
      ? await joinSpace(tx, {
          spaceKey: row.spaceKey,
          sub: actor.identity.sub,
          role: row.role,
          actorSub: actor.identity.sub,
          email: row.email,
        })
      : null;
    return { row, change };
  });
  if (answered.change) await tellOwners(ctx, answered.change);
  return view(answered.row);
}
