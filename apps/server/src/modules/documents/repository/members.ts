import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { spaceMembers } from '../../../db/schema/index.ts';

/** Everyone a saved search belongs to: the members of its space. */
export async function memberSubs(db: Db, space: string): Promise<string[]> {
  const rows = await db
    .select({ sub: spaceMembers.sub })
    .from(spaceMembers)
    .where(eq(spaceMembers.spaceKey, space));
  return rows.map((row) => row.sub);
}
