import type { SpaceUpdate } from '@tourtariff/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { spaceMembers, spaces, userProfiles, users } from '../../../db/schema/index.ts';

/*
 * The spaces module's reads and writes of spaces, kept here because this group owns spaces and their members
 * (docs/ARCHITECTURE.md "Table owners"); the spaces module calls them through index.ts.
 */

export type SpaceRow = typeof spaces.$inferSelect;
export type NewSpaceRow = typeof spaces.$inferInsert;

export async function findSpace(db: Db, key: string): Promise<SpaceRow | undefined> {
  const [row] = await db.select().from(spaces).where(eq(spaces.key, key));
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

/** The rows of spaces already known by key (the caller's memberships), oldest first. */
export async function spacesByKeys(db: Db, keys: string[]): Promise<SpaceRow[]> {
  if (!keys.length) return [];
  return db
    .select()
    .from(spaces)
    .where(inArray(spaces.key, keys))
    .orderBy(asc(spaces.createdAt), asc(spaces.key));
}

export async function insertSpace(tx: Db, values: NewSpaceRow): Promise<SpaceRow | undefined> {
  const [row] = await tx.insert(spaces).values(values).returning();
  return row;
}

export async function writeSpace(
  db: Db,
  key: string,
  values: Pick<SpaceUpdate, 'name'> & { avatar?: string | null; details: SpaceRow['details'] },
): Promise<SpaceRow | undefined> {
  const [row] = await db
    .update(spaces)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(spaces.key, key))
    .returning();
  return row;
}

export async function membersOf(db: Db, key: string) {
  return db
    .select({
      sub: spaceMembers.sub,
      role: spaceMembers.role,
      email: users.email,
      nickname: users.nickname,
      // The name and reading written in account settings, which pages show with the member.
      profileName: userProfiles.name,
      furigana: userProfiles.furigana,
      joinedAt: spaceMembers.createdAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(spaceMembers)
    .leftJoin(users, eq(users.sub, spaceMembers.sub))
    .leftJoin(userProfiles, eq(userProfiles.sub, spaceMembers.sub))
    .where(eq(spaceMembers.spaceKey, key))
    .orderBy(asc(spaceMembers.createdAt));
}

/** Whether the space's members need a second factor to reach it (docs/identity.md "Second factor"). */
export async function writeSecondFactorRule(
  db: Db,
  key: string,
  required: boolean,
): Promise<SpaceRow | undefined> {
  const [row] = await db
    .update(spaces)
    .set({ requireSecondFactor: required, updatedAt: new Date() })
    .where(eq(spaces.key, key))
    .returning();
  return row;
}
