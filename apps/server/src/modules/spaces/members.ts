import type { MemberRole } from '@tourtariff/shared';
import { and, eq } from 'drizzle-orm';
import { notifyUser } from '../../core/notify/index.ts';
import { spaceInvitations, spaceMembers, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './context.ts';
import { findSpace, membership, membersOf, pendingInvitations } from './repository.ts';
import { manageableSpace, readableSpace } from './service.ts';

const owners = (members: { role: string }[]) => members.filter((m) => m.role === 'owner').length;

export async function listMembers(actor: Actor, key: string) {
  await readableSpace(actor, key, 'corporate');
  return membersOf(actor.db, key);
}

export async function invite(actor: Actor, key: string, input: { email: string; role: MemberRole }) {
  const { memberRole } = await manageableSpace(actor, key, 'corporate');
  if (input.role === 'owner' && memberRole !== 'owner' && !actor.isAdmin) {
    throw new AppError('FORBIDDEN', 'Only an owner may invite another owner');
  }
  const members = await membersOf(actor.db, key);
  if (members.some((m) => m.email === input.email))
    throw new AppError('CONFLICT', `${input.email} is already a member`);
  const [row] = await actor.db
    .insert(spaceInvitations)
    .values({ spaceKey: key, email: input.email, role: input.role, invitedBy: actor.identity.sub })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', `${input.email} already has a pending invitation`);
  await tellInvitee(actor, key, input.email);
  return row;
}

/** An invitee who already has an account hears of it at once in the bell; others see it after signing up. */
async function tellInvitee(actor: Actor, key: string, email: string) {
  const [invitee] = await actor.db.select({ sub: users.sub }).from(users).where(eq(users.email, email));
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
  const [row] = await actor.db
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
  if (!row) throw new AppError('NOT_FOUND', 'No pending invitation with this id');
  return row;
}

/** Invitations waiting for the signed-in user, matched on their e-mail address. */
export async function myInvitations(actor: Actor) {
  if (!actor.identity.email) return [];
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
  return actor.db.transaction(async (tx) => {
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
    if (!row) throw new AppError('NOT_FOUND', 'No pending invitation of yours with this id');
    if (accept) {
      await tx
        .insert(spaceMembers)
        .values({ spaceKey: row.spaceKey, sub: actor.identity.sub, role: row.role })
        .onConflictDoNothing();
    }
    return row;
  });
}

export async function changeMemberRole(actor: Actor, key: string, sub: string, role: MemberRole) {
  const { memberRole } = await manageableSpace(actor, key, 'corporate');
  const members = await membersOf(actor.db, key);
  const target = members.find((m) => m.sub === sub);
  if (!target) throw new AppError('NOT_FOUND', 'No such member');
  const touchesOwner = target.role === 'owner' || role === 'owner';
  if (touchesOwner && memberRole !== 'owner' && !actor.isAdmin) {
    throw new AppError('FORBIDDEN', 'Only an owner may make or unmake owners');
  }
  if (target.role === 'owner' && role !== 'owner' && owners(members) === 1) {
    throw new AppError('CONFLICT', 'The last owner cannot step down; make someone else owner first');
  }
  await actor.db
    .update(spaceMembers)
    .set({ role })
    .where(and(eq(spaceMembers.spaceKey, key), eq(spaceMembers.sub, sub)));
  return { sub, role };
}

/** Owners/admins remove members; anyone may leave; the last owner may do neither. */
export async function removeMember(actor: Actor, key: string, sub: string) {
  const self = sub === actor.identity.sub;
  const { memberRole } = self
    ? await readableSpace(actor, key, 'corporate')
    : await manageableSpace(actor, key, 'corporate');
  const members = await membersOf(actor.db, key);
  const target = members.find((m) => m.sub === sub);
  if (!target || !(await membership(actor.db, key, sub))) throw new AppError('NOT_FOUND', 'No such member');
  if (target.role === 'owner' && owners(members) === 1) {
    throw new AppError('CONFLICT', 'The last owner cannot leave; make someone else owner first');
  }
  if (!self && target.role === 'owner' && memberRole !== 'owner' && !actor.isAdmin) {
    throw new AppError('FORBIDDEN', 'Only an owner may remove an owner');
  }
  await actor.db.delete(spaceMembers).where(and(eq(spaceMembers.spaceKey, key), eq(spaceMembers.sub, sub)));
  return { sub };
}
