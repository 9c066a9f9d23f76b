import type { MemberRole } from '@tourtariff/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { spaceMembers, spaces, users } from '../../../db/schema/index.ts';

export type SpaceRow = typeof spaces.$inferSelect;

export async function findSpaceRow(db: Db, key: string): Promise<SpaceRow | undefined> {
  const [row] = await db.select().from(spaces).where(eq(spaces.key, key));
  return row;
}

/** A new member; undefined when they already belonged (nothing changed). */
export async function insertMember(tx: Db, spaceKey: string, sub: string, role: MemberRole) {
  const [row] = await tx
    .insert(spaceMembers)
    .values({ spaceKey, sub, role })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The company's members, locked until the transaction ends: two owners stepping down at the same moment are
 * decided one after the other, so the second sees that the first already left and is refused.
 */
export function lockedMembers(tx: Db, spaceKey: string) {
  return tx
    .select({ sub: spaceMembers.sub, role: spaceMembers.role })
    .from(spaceMembers)
    .where(eq(spaceMembers.spaceKey, spaceKey))
    .for('update');
}

const thisMember = (spaceKey: string, sub: string) =>
  and(eq(spaceMembers.spaceKey, spaceKey), eq(spaceMembers.sub, sub));

export async function setMemberRole(tx: Db, spaceKey: string, sub: string, role: MemberRole) {
  await tx.update(spaceMembers).set({ role }).where(thisMember(spaceKey, sub));
}

export async function deleteMember(tx: Db, spaceKey: string, sub: string) {
  await tx.delete(spaceMembers).where(thisMember(spaceKey, sub));
}

export async function ownersOf(db: Db, spaceKey: string): Promise<string[]> {
  const rows = await db
    .select({ sub: spaceMembers.sub })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceKey, spaceKey), eq(spaceMembers.role, 'owner')));
  return rows.map((row) => row.sub);
}

/** Nickname, else e-mail address, of each known user. */
export async function displayNames(db: Db, subs: string[]): Promise<Map<string, string>> {
  const rows = subs.length
    ? await db
        .select({ sub: users.sub, nickname: users.nickname, email: users.email })
        .from(users)
        .where(inArray(users.sub, subs))
    : [];
  return new Map(rows.map((row) => [row.sub, row.nickname || row.email]));
}
