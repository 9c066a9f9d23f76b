import type { MemberRole } from '@tourtariff/shared';
import { and, asc, eq } from 'drizzle-orm';
import { profileColumnSql, spaceColumnSql, spaceNameSql, userColumnSql } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { spaceInvitations } from '../../../db/schema/index.ts';

export type InvitationRow = typeof spaceInvitations.$inferSelect;

export async function pendingInvitations(db: Db, where: { spaceKey?: string; email?: string }) {
  return db
    .select({
      invitation: spaceInvitations,
      // The space and the people are the core users group's (docs/ARCHITECTURE.md "Table owners").
      space: {
        key: spaceInvitations.spaceKey,
        name: spaceNameSql(spaceInvitations.spaceKey),
        role: spaceColumnSql(spaceInvitations.spaceKey, 'role'),
      },
      // Who invited, as the invitee is told: the mail's name and the name and reading from account settings.
      inviter: {
        nickname: userColumnSql(spaceInvitations.invitedBy, 'nickname'),
        email: userColumnSql(spaceInvitations.invitedBy, 'email'),
        name: profileColumnSql(spaceInvitations.invitedBy, 'name'),
        furigana: profileColumnSql(spaceInvitations.invitedBy, 'furigana'),
      },
    })
    .from(spaceInvitations)
    .where(
      and(
        eq(spaceInvitations.state, 'pending'),
        where.spaceKey ? eq(spaceInvitations.spaceKey, where.spaceKey) : undefined,
        where.email ? eq(spaceInvitations.email, where.email) : undefined,
      ),
    )
    .orderBy(asc(spaceInvitations.createdAt));
}

/** The new invitation, or undefined when one for this address is already pending (the unique index decides). */
export async function insertInvitation(
  tx: Db,
  values: { spaceKey: string; email: string; role: MemberRole; invitedBy: string },
): Promise<InvitationRow | undefined> {
  const [row] = await tx.insert(spaceInvitations).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Closes a pending invitation matching `where` (its space for a revocation, its address for an answer);
 * undefined when there is none, or it was already closed.
 */
export async function closeInvitation(
  tx: Db,
  id: string,
  where: { spaceKey?: string; email?: string },
  state: 'accepted' | 'declined' | 'revoked',
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .update(spaceInvitations)
    .set({ state, decidedAt: new Date() })
    .where(
      and(
        eq(spaceInvitations.id, id),
        eq(spaceInvitations.state, 'pending'),
        where.spaceKey ? eq(spaceInvitations.spaceKey, where.spaceKey) : undefined,
        where.email ? eq(spaceInvitations.email, where.email) : undefined,
      ),
    )
    .returning();
  return row;
}

export { verifiedUserByEmail } from '../../../core/users/index.ts';
