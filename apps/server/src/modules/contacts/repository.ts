import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spaceContacts, spaces } from '../../db/schema/index.ts';

export type ContactRow = typeof spaceContacts.$inferSelect;

/** The space (to tell "no such space" from "no contact yet") and its contact row, if any. */
export async function findSpaceContact(db: Db, space: string) {
  const [row] = await db
    .select({ key: spaces.key, contact: spaceContacts })
    .from(spaces)
    .leftJoin(spaceContacts, eq(spaceContacts.spaceKey, spaces.key))
    .where(eq(spaces.key, space));
  return row;
}

export async function saveContact(
  db: Db,
  values: Pick<ContactRow, 'spaceKey' | 'name' | 'department' | 'phone' | 'digestAt' | 'updatedBy'>,
): Promise<ContactRow> {
  const { spaceKey, ...change } = values;
  const [row] = await db
    .insert(spaceContacts)
    .values(values)
    .onConflictDoUpdate({ target: spaceContacts.spaceKey, set: { ...change, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
