import type { MemberRole } from '@tourtariff/shared';
import { and, eq } from 'drizzle-orm';
import { notifyUser } from '../../core/notify/index.ts';
import { spaceInvitations, spaceMembers, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type MembershipChange, recordChange } from './audit.ts';
import type { Actor } from './context.ts';
import { mayHandOut } from './grants.ts';
import { findSpace, membersOf, pendingInvitations } from './repository.ts';
import { manageableSpace, readableSpace } from './service.ts';
import { tellOwners } from './tell-owners.ts';

export async function listMembers(actor: Actor, key: string) {
  await readableSpace(actor, key, 'corporate');
  return membersOf(actor.db, key);
}

/** An invitation never offers more than the inviter holds: an admin invites members and admins, not owners. */
export async function invite(actor: Actor, key: string, input: { email: string; role: MemberRole }) {
  const { memberRole } = await manageableSpace(actor, key, 'corporate');
  if (!mayHandOut(memberRole, actor.isAdmin, input.role)) {
    throw new AppError(
      'access.forbidden',
      `An invitation cannot offer more than your own role (${memberRole})`,
    );
  }
  const members = await membersOf(actor.db, key);
  if (members.some((m) => m.email === input.email))
    throw new AppError('record.conflict', `${input.email} is already a member`);
  const change: MembershipChange = {
    spaceKey: key,
    action: 'invite',
    actorSub: actor.identity.sub,
    targetEmail: input.email,
    toRole: input.role,
  };
  const row = await actor.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(spaceInvitations)
      .values({ spaceKey: key, email: input.email, role: input.role, invitedBy: actor.identity.sub })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('record.conflict', `${input.email} already has a pending invitation`);
    await recordChange(tx, change);
    return created;
  });
  await tellInvitee(actor, key, input.email);
  await tellOwners(actor.server, change);
  return row;
}

/** An invitee who already has an account hears of it at once in the bell; others see it after signing up. */
async function tellInvitee(actor: Actor, key: string, email: string) {
  const [invitee] = await actor.db
    .select({ sub: users.sub })
    .from(users)
    .where(and(eq(users.email, email), eq(users.emailVerified, true)));
  const space = await findSpace(actor.db, key);
  if (!invitee || !space) return;
  try {
    await notifyUser(
      actor.server,
      {
        target: invitee.sub,
        subject: `${space.name} への招待 / Invitation to ${space.name}`,
        body: `${actor.identity.nickname || actor.identity.email} がメンバーとして招待しました。/ You have been invited to join as a member.`,
        link: '/profile/setting',
      },
      actor.identity.sub,
    );
  } catch (error) {
    // The invitation stands even if the notice cannot be sent; the invitee still finds it on /profile/setting.
    actor.log.warn({ err: error }, 'invitation notice not sent');
  }
}

export async function listSpaceInvitations(actor: Actor, key: string) {
  await manageableSpace(actor, key, 'corporate');
  return (await pendingInvitations(actor.db, { spaceKey: key })).map((row) => row.invitation);
}

export async function revokeInvitation(actor: Actor, key: string, id: string) {
  await manageableSpace(actor, key, 'corporate');
  const row = await actor.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(spaceInvitations)
      .set({ state: 'revoked', decidedAt: new Date() })
      .where(
        and(
          eq(spaceInvitations.id, id),
          eq(spaceInvitations.spaceKey, key),
          eq(spaceInvitations.state, 'pending'),
        ),
      )
      .returning();
    if (!revoked) throw new AppError('record.not_found', 'No pending invitation with this id');
    await recordChange(tx, revocation(actor, revoked));
    return revoked;
  });
  await tellOwners(actor.server, revocation(actor, row));
  return row;
}

const revocation = (actor: Actor, row: typeof spaceInvitations.$inferSelect): MembershipChange => ({
  spaceKey: row.spaceKey,
  action: 'revoke_invitation',
  actorSub: actor.identity.sub,
  targetEmail: row.email,
  toRole: row.role,
});

/** Invitations waiting for the signed-in user, matched on their e-mail address. */
export async function myInvitations(actor: Actor) {
  // An invitation is addressed to a mailbox: only someone who proved they read it may see or take it.
  if (!actor.identity.email || !actor.identity.email_verified) return [];
  return (await pendingInvitations(actor.db, { email: actor.identity.email })).map(
    ({ invitation, space }) => ({
      id: invitation.id,
      role: invitation.role,
      createdAt: invitation.createdAt,
      space,
    }),
  );
}

/** Accepting joins the space at once (and so the access entries follow); declining only closes the invitation. */
export async function answerInvitation(actor: Actor, id: string, accept: boolean) {
  if (!actor.identity.email_verified)
    throw new AppError('record.not_found', 'No pending invitation of yours with this id');
  const answered = await actor.db.transaction(async (tx) => {
    const [row] = await tx
      .update(spaceInvitations)
      .set({ state: accept ? 'accepted' : 'declined', decidedAt: new Date() })
      .where(
        and(
          eq(spaceInvitations.id, id),
          eq(spaceInvitations.email, actor.identity.email),
          eq(spaceInvitations.state, 'pending'),
        ),
      )
      .returning();
    if (!row) throw new AppError('record.not_found', 'No pending invitation of yours with this id');
    const [joined] = accept
      ? await tx
          .insert(spaceMembers)
          .values({ spaceKey: row.spaceKey, sub: actor.identity.sub, role: row.role })
          .onConflictDoNothing()
          .returning()
      : [];
    const change: MembershipChange | null = joined
      ? {
          spaceKey: row.spaceKey,
          action: 'join',
          actorSub: actor.identity.sub,
          targetSub: actor.identity.sub,
          targetEmail: row.email,
          toRole: row.role,
        }
      : null;
    if (change) await recordChange(tx, change);
    return { row, change };
  });
  if (answered.change) await tellOwners(actor.server, answered.change);
  return answered.row;
}
