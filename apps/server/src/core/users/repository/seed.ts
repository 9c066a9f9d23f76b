import type { Db } from '../../../db/client.ts';
import { businesses, spaceMembers, spaces, userGrants } from '../../../db/schema/index.ts';

/*
 * The demo seed's writes of this group's tables (docs/ARCHITECTURE.md "Table owners"; the demo data is
 * docs/product-decisions.md §9): the seed calls these through index.ts.
 */

export async function grantEntry(db: Db, sub: string, entry: string): Promise<void> {
  await db.insert(userGrants).values({ sub, entry, grantedBy: 'seed' }).onConflictDoNothing();
}

/** A business and its spaces, each with its creator as owner; what exists already is left as it is. */
export async function insertSpaces(
  db: Db,
  business: { key: string; sub: string; name: string },
  list: Omit<typeof spaces.$inferInsert, 'businessKey' | 'createdBy'>[],
): Promise<void> {
  await db.insert(businesses).values(business).onConflictDoNothing();
  for (const space of list) {
    await db
      .insert(spaces)
      .values({ ...space, businessKey: business.key, createdBy: business.sub })
      .onConflictDoNothing();
    await db
      .insert(spaceMembers)
      .values({ spaceKey: space.key, sub: business.sub, role: 'owner' })
      .onConflictDoNothing();
  }
}
