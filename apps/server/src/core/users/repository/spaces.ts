import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { spaceMembers, spaces } from '../../../db/schema/index.ts';

/*
 * What other units read of spaces and their members. The core users group owns both tables
 * (docs/ARCHITECTURE.md "Table owners"): a module asks these functions, or builds its one statement from the
 * SQL building blocks below, so the table objects stay here.
 */

/** Everyone in a space (every role): whom a change of the space's things is told to. */
export async function memberSubs(db: Db, space: string): Promise<string[]> {
  const rows = await db
    .select({ sub: spaceMembers.sub })
    .from(spaceMembers)
    .where(eq(spaceMembers.spaceKey, space));
  return rows.map((row) => row.sub);
}

/** The members of some spaces, each row naming the space they belong to. */
export function membersOfSpaces(db: Db, keys: string[]): Promise<{ sub: string; space: string }[]> {
  if (!keys.length) return Promise.resolve([]);
  return db
    .select({ sub: spaceMembers.sub, space: spaceMembers.spaceKey })
    .from(spaceMembers)
    .where(inArray(spaceMembers.spaceKey, keys));
}

/** A space's role of one person, or undefined when they are not a member. */
export async function memberRole(db: Db, space: string, sub: string) {
  const [row] = await db
    .select({ role: spaceMembers.role })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceKey, space), eq(spaceMembers.sub, sub)));
  return row?.role;
}

/** What another unit shows of a space: never its members, only its card. */
export const spaceCardColumns = {
  key: spaces.key,
  name: spaces.name,
  avatar: spaces.avatar,
  kind: spaces.kind,
  role: spaces.role,
  details: spaces.details,
};
export type SpaceCardRow = { [K in keyof typeof spaceCardColumns]: (typeof spaces.$inferSelect)[K] };

export async function spaceCard(db: Db, key: string): Promise<SpaceCardRow | undefined> {
  const [row] = await db.select(spaceCardColumns).from(spaces).where(eq(spaces.key, key));
  return row;
}

export async function spaceCards(db: Db, keys: string[]): Promise<SpaceCardRow[]> {
  if (!keys.length) return [];
  return db
    .select(spaceCardColumns)
    .from(spaces)
    .where(inArray(spaces.key, [...new Set(keys)]));
}

/** Each stored space's name by key (the admin space is not stored). */
export async function spaceNames(db: Db, keys: string[]): Promise<Map<string, string>> {
  const rows = await spaceCards(db, keys);
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** Whether a stored space has this key; `lock` holds it (no key update) until the transaction ends. */
export async function spaceExists(db: Db, key: string, lock = false): Promise<boolean> {
  const query = db.select({ key: spaces.key }).from(spaces).where(eq(spaces.key, key));
  const rows = lock ? await query.for('no key update') : await query;
  return rows.length > 0;
}

/** A space's column for the space whose key is `keyColumn`, as a scalar subquery in another unit's statement. */
export function spaceColumnSql<K extends 'name' | 'avatar' | 'kind' | 'role' | 'details'>(
  keyColumn: SQLWrapper,
  column: K,
): SQL<(typeof spaces.$inferSelect)[K]> {
  return sql`(select ${sql.identifier(spaces[column].name)} from ${spaces} where ${spaces.key} = ${keyColumn})`;
}

/** The name of the space whose key is `keyColumn` (docs/ARCHITECTURE.md "Table owners"). */
export const spaceNameSql = (keyColumn: SQLWrapper) => spaceColumnSql(keyColumn, 'name');

/** Whether a space named like `pattern` (lower-case, an SQL like pattern) has the key in `keyColumn`. */
export function spaceNameLikeSql(keyColumn: SQLWrapper, pattern: string): SQL {
  return sql`exists (select 1 from ${spaces} s where s.key = ${keyColumn} and lower(s.name) like ${pattern})`;
}

/**
 * Every stored space's card columns (key, name, avatar, kind, role, details) as a subquery, the from item of a
 * listing that pages over spaces in one statement (the partner directory); PostgreSQL pulls it up, so the plan is
 * the table's own.
 */
export function spaceCardsSql(): SQL {
  return sql`(select ${spaces.key} as key, ${spaces.name} as name, ${spaces.avatar} as avatar,
    ${spaces.kind} as kind, ${spaces.role} as role, ${spaces.details} as details from ${spaces})`;
}

/** The role in the space `spaceColumn` of the person `subColumn`; null when they are not a member. */
export function memberRoleSql(spaceColumn: SQLWrapper, subColumn: SQLWrapper): SQL<string | null> {
  return sql`(select ${spaceMembers.role} from ${spaceMembers}
    where ${spaceMembers.spaceKey} = ${spaceColumn} and ${spaceMembers.sub} = ${subColumn})`;
}
