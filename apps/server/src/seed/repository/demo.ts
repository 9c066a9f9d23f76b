import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { businesses, spaceMembers, spaces, userGrants } from '../../db/schema/index.ts';

/** How many accounts the embedded provider holds: demo data goes into an empty one only. */
export async function countIdpAccounts(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from idp_accounts`);
  return row?.n ?? 0;
}

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
