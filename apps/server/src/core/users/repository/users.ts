import type { BaseProfile, BaseProfileUpdate } from '@tourtariff/shared';
import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { userGrants, userProfiles, users } from '../../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.sub, sub));
  return row;
}

/** A page of users ordered by sub; `cursor` is the last sub of the previous page. */
export async function listUsers(
  db: Db,
  options: { limit: number; cursor?: string | undefined; q?: string | undefined },
) {
  const search = options.q ? `%${options.q.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        options.cursor ? gt(users.sub, options.cursor) : undefined,
        search ? or(ilike(users.email, search), ilike(users.nickname, search)) : undefined,
      ),
    )
    .orderBy(asc(users.sub))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return { items: page, next: rows.length > options.limit ? (page.at(-1)?.sub ?? null) : null };
}

export async function updateUser(
  db: Db,
  sub: string,
  values: Partial<Pick<UserRow, 'nickname' | 'firstName' | 'lastName' | 'picture'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.sub, sub))
    .returning();
  return row;
}

export async function readProfile(
  db: Db,
  sub: string,
  email: string,
): Promise<BaseProfile & { bio: string }> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.sub, sub));
  return {
    avatar: row?.avatar ?? null,
    name: row?.name ?? null,
    furigana: row?.furigana ?? null,
    nameAlpha: row?.nameAlpha ?? null,
    birthday: row?.birthday ?? null,
    gender: (row?.gender as BaseProfile['gender']) ?? null,
    address: row?.address ?? {},
    contact: { ...(row?.contact ?? {}), email },
    bio: row?.bio ?? '',
  };
}

/** Writes only the fields given; the row is created on first write. */
export async function writeProfile(db: Db, sub: string, update: BaseProfileUpdate & { bio?: string }) {
  const values = { ...update, updatedAt: new Date() };
  await db
    .insert(userProfiles)
    .values({ sub, ...values })
    .onConflictDoUpdate({ target: userProfiles.sub, set: values });
}

/**
 * Everyone who holds this product's `admin` entry (docs/product-decisions.md §4, the same sources as `accessEntries`): granted in
 * the app, claimed by the provider at the last sign-in, or a verified address among ADMIN_EMAILS.
 */
export async function administratorSubs(
  db: Db,
  productKey: string,
  adminEmails: readonly string[],
): Promise<string[]> {
  const entry = `${productKey}:admin`;
  const below = `${productKey}:admin:%`;
  const emails = adminEmails.map((email) => email.toLowerCase());
  const rows = await db
    .select({ sub: users.sub })
    .from(users)
    .where(
      or(
        sql`exists (select 1 from ${userGrants} where ${userGrants.sub} = ${users.sub}
          and (${userGrants.entry} = ${entry} or ${userGrants.entry} like ${below}))`,
        sql`exists (select 1 from unnest(${users.providerAccess}) as a(entry)
          where a.entry = ${entry} or a.entry like ${below})`,
        emails.length
          ? and(
              eq(users.emailVerified, true),
              sql`lower(${users.email}) in (${sql.join(
                emails.map((email) => sql`${email}`),
                sql`, `,
              )})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.sub));
  return rows.map((row) => row.sub);
}
