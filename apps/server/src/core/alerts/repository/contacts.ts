/*
 * A space's contact person (担当者) and digest time are this group's table (docs/ARCHITECTURE.md "Table owners"):
 * the daily digest reads the time, and the contacts module and every card reach the person through index.ts.
 */
import { eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { spaceContacts } from '../../../db/schema/index.ts';

export type ContactRow = typeof spaceContacts.$inferSelect;
/** A space's 担当者 as other modules show it (docs/product-decisions.md §14). */
export type ContactValue = { name: string; department: string; phone: string };

/** A space's contact row, if it named one. */
export async function findContact(db: Db, space: string): Promise<ContactRow | null> {
  const [contact] = await db.select().from(spaceContacts).where(eq(spaceContacts.spaceKey, space));
  return contact ?? null;
}

/**
 * The contact person of the space whose key is in `keyColumn`, as one JSON value or null: the building block
 * another module's single-statement read takes instead of joining this module's table (docs/ARCHITECTURE.md
 * "Table owners").
 */
export function contactSql(keyColumn: SQLWrapper): SQL<ContactValue | null> {
  return sql`(select json_build_object('name', c.name, 'department', c.department, 'phone', c.phone) from ${spaceContacts} c where c.space_key = ${keyColumn})`;
}

/** The contact persons of the given spaces, by space key; spaces without one are absent. */
export async function contactsOf(db: Db, keys: string[]): Promise<Map<string, ContactValue>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select()
    .from(spaceContacts)
    .where(inArray(spaceContacts.spaceKey, [...new Set(keys)]));
  return new Map(rows.map((r) => [r.spaceKey, { name: r.name, department: r.department, phone: r.phone }]));
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
