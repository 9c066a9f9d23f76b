import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { userProfiles, users } from '../../../db/schema/index.ts';

/** What a page may say about a person: the written name and reading, the account's names, the address. */
export type PersonRow = {
  sub: string;
  email: string;
  nickname: string;
  firstName: string;
  lastName: string;
  name: string | null;
  furigana: string | null;
};

/** People by sub, in one statement; a sub with no account is absent. */
export async function peopleBySub(db: Db, subs: string[]): Promise<Map<string, PersonRow>> {
  const unique = [...new Set(subs)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({
      sub: users.sub,
      email: users.email,
      nickname: users.nickname,
      firstName: users.firstName,
      lastName: users.lastName,
      name: userProfiles.name,
      furigana: userProfiles.furigana,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.sub, users.sub))
    .where(inArray(users.sub, unique));
  return new Map(rows.map((row) => [row.sub, row]));
}

/**
 * A column of the profile of the person whose sub is `subColumn` (null without a profile), as a scalar subquery
 * in another unit's statement: profiles are this group's (docs/ARCHITECTURE.md "Table owners").
 */
export function profileColumnSql(subColumn: SQLWrapper, column: 'name' | 'furigana'): SQL<string | null> {
  return sql`(select ${sql.identifier(userProfiles[column].name)} from ${userProfiles}
    where ${userProfiles.sub} = ${subColumn})`;
}

/** A column of the account of the person whose sub is `subColumn` (null when unknown), as a scalar subquery. */
export function userColumnSql(subColumn: SQLWrapper, column: 'nickname' | 'email'): SQL<string | null> {
  return sql`(select ${sql.identifier(users[column].name)} from ${users} where ${users.sub} = ${subColumn})`;
}

/** The account behind an address, only if its holder proved they read that mailbox. */
export async function verifiedUserByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sub: users.sub })
    .from(users)
    .where(and(eq(users.email, email), eq(users.emailVerified, true)));
  return row?.sub;
}
