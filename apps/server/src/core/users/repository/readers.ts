import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { spaceMembers, users } from '../../../db/schema/index.ts';

/*
 * The reads core/notify and core/alerts need of this group's tables, handed to them at registration
 * (../register.ts): both sit below this group, which tells people through them (docs/ARCHITECTURE.md "Table owners").
 */

/** Whether anybody has signed in as `sub`. */
export async function userExists(db: Db, sub: string): Promise<boolean> {
  const [row] = await db.select({ sub: users.sub }).from(users).where(eq(users.sub, sub));
  return row !== undefined;
}

/** Where a person's mails go: the address their provider gave at the last sign-in. */
export async function addressOf(db: Db, sub: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.sub, sub));
  return row?.email || undefined;
}

/** The spaces each of `subs` is a member of, one row per membership. */
export async function membershipsOf(db: Db, subs: string[]): Promise<{ sub: string; spaceKey: string }[]> {
  if (!subs.length) return [];
  return db
    .select({ sub: spaceMembers.sub, spaceKey: spaceMembers.spaceKey })
    .from(spaceMembers)
    .where(inArray(spaceMembers.sub, subs));
}
