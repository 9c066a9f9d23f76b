import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, spaceInvitations, spaceMembers, spaces, users } from '../../db/schema/index.ts';

export type SpaceRow = typeof spaces.$inferSelect;
export type MemberRow = typeof spaceMembers.$inferSelect;

/** URL-safe keys with a readable prefix (`sp_…`, `bz_…`): never guessable, never reused. */
export const newKey = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export async function findSpace(db: Db, key: string): Promise<SpaceRow | undefined> {
  const [row] = await db.select().from(spaces).where(eq(spaces.key, key));
  return row;
}

export async function membership(db: Db, key: string, sub: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceKey, key), eq(spaceMembers.sub, sub)));
  return row;
}

/** Every space the user belongs to, with their role in it, oldest first (the default-space order relies on it). */
export async function spacesOf(db: Db, sub: string) {
  return db
    .select({ space: spaces, memberRole: spaceMembers.role })
    .from(spaceMembers)
    .innerJoin(spaces, eq(spaces.key, spaceMembers.spaceKey))
    .where(eq(spaceMembers.sub, sub))
    .orderBy(asc(spaces.createdAt), asc(spaces.key));
}

export async function membersOf(db: Db, key: string) {
  return db
    .select({
      sub: spaceMembers.sub,
      role: spaceMembers.role,
      email: users.email,
      nickname: users.nickname,
      joinedAt: spaceMembers.createdAt,
    })
    .from(spaceMembers)
    .leftJoin(users, eq(users.sub, spaceMembers.sub))
    .where(eq(spaceMembers.spaceKey, key))
    .orderBy(asc(spaceMembers.createdAt));
}

export async function pendingInvitations(db: Db, where: { spaceKey?: string; email?: string }) {
  return db
    .select({
      invitation: spaceInvitations,
      space: { key: spaces.key, name: spaces.name, role: spaces.role },
    })
    .from(spaceInvitations)
    .innerJoin(spaces, eq(spaces.key, spaceInvitations.spaceKey))
    .where(
      and(
        eq(spaceInvitations.state, 'pending'),
        where.spaceKey ? eq(spaceInvitations.spaceKey, where.spaceKey) : undefined,
        where.email ? eq(spaceInvitations.email, where.email) : undefined,
      ),
    )
    .orderBy(asc(spaceInvitations.createdAt));
}

export async function businessesOf(db: Db, sub: string) {
  return db.select().from(businesses).where(eq(businesses.sub, sub)).orderBy(asc(businesses.createdAt));
}

export async function spacesByKeys(db: Db, keys: string[]) {
  return keys.length ? db.select().from(spaces).where(inArray(spaces.key, keys)) : [];
}
