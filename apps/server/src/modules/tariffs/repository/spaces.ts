import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { spaceMembers, spaces } from '../../../db/schema/index.ts';

/*
 * What the tariff domain reads of spaces, in its own SQL: the spaces module's door does not offer these reads,
 * and its internals are not ours to import.
 */

/** The detail page's supplier card: a buyer may not read the space itself, but may see who sells this. */
export async function spaceNames(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ key: spaces.key, name: spaces.name })
    .from(spaces)
    .where(inArray(spaces.key, [...new Set(keys)]));
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** Everyone to tell about a change of the space's tariffs. */
export async function memberSubs(db: Db, space: string): Promise<string[]> {
  const rows = await db
    .select({ sub: spaceMembers.sub })
    .from(spaceMembers)
    .where(eq(spaceMembers.spaceKey, space));
  return rows.map((row) => row.sub);
}

/** The owner of a space, whom the demo seed records as the author of its tariffs. */
export async function ownerOf(db: Db, space: string): Promise<string | undefined> {
  const [owner] = await db
    .select({ sub: spaceMembers.sub })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceKey, space), eq(spaceMembers.role, 'owner')));
  return owner?.sub;
}
