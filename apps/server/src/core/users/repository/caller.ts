import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Membership } from '../../../actor.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { spaceMembers, spaces, userGrants, users } from '../../../db/schema/index.ts';

/** What the users table knows of a person, as the caller query returns it (JSON, so dates are not involved). */
export type UserFacts = {
  email: string;
  emailVerified: boolean;
  nickname: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  providerAccess: string[];
};

/** The three things that make up a caller besides their credentials: the user row, app grants, memberships. */
export type CallerRow = {
  user: UserFacts | null;
  grants: string[];
  memberships: Membership[];
  /** Spaces of `memberships` that require a second factor (docs/identity.md "Second factor"). */
  mfaSpaces?: string[];
};

/**
 * Columns `user`, `grants` and `memberships` for the person named by `sub` (a parameter or an outer column), as
 * correlated subqueries, so a caller is read together with its credentials in one statement.
 */
export function callerColumns(sub: SQL): SQL {
  return sql`
    (select json_build_object(
        'email', ${users.email}, 'emailVerified', ${users.emailVerified}, 'nickname', ${users.nickname},
        'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'picture', ${users.picture},
        'providerAccess', ${users.providerAccess})
      from ${users} where ${users.sub} = ${sub}) as "user",
    coalesce((select json_agg(${userGrants.entry} order by ${userGrants.entry})
      from ${userGrants} where ${userGrants.sub} = ${sub}), '[]'::json) as "grants",
    coalesce((select json_agg(json_build_object(
          'space', ${spaces.key}, 'kind', ${spaces.kind}, 'role', ${spaces.role}, 'memberRole', ${spaceMembers.role})
        order by ${spaceMembers.createdAt}, ${spaces.key})
      from ${spaceMembers} join ${spaces} on ${spaces.key} = ${spaceMembers.spaceKey}
      where ${spaceMembers.sub} = ${sub}), '[]'::json) as "memberships",
    coalesce((select json_agg(${spaces.key} order by ${spaces.key})
      from ${spaceMembers} join ${spaces} on ${spaces.key} = ${spaceMembers.spaceKey}
      where ${spaceMembers.sub} = ${sub} and ${spaces.requireSecondFactor}), '[]'::json) as "mfaSpaces"`;
}

/** The caller facts of one person, in one statement. */
export async function findCallerRow(db: Db, sub: string): Promise<CallerRow> {
  const [row] = await queryRows<CallerRow>(db, sql`select ${callerColumns(sql`${sub}`)}`);
  return row ?? { user: null, grants: [], memberships: [] };
}

/** Records the user from the provider's claims at sign-in; the provider is the source of truth for them. */
export async function upsertUserRow(db: Db, values: typeof users.$inferInsert): Promise<void> {
  await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target: users.sub, set: { ...values, updatedAt: sql`now()` } });
}

export async function markUserEmailVerified(db: Db, sub: string, email: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.sub, sub), eq(users.email, email)));
}
