import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { spaceMembers, spaces } from '../../../db/schema/index.ts';

/** Names and kinds of stored spaces (the admin space is not stored; the service names it). */
export async function spacesByKey(db: Db, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ key: spaces.key, name: spaces.name, kind: spaces.kind })
    .from(spaces)
    .where(inArray(spaces.key, keys));
}

export async function membersOf(db: Db, space: string): Promise<string[]> {
  const rows = await db
    .select({ sub: spaceMembers.sub })
    .from(spaceMembers)
    .where(eq(spaceMembers.spaceKey, space));
  return rows.map((row) => row.sub);
}
