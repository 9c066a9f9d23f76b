import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { spaceCard, spaceNames } from '../../../core/users/index.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { jobApplications, jobs } from '../../../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/** A text[] literal as one parameter (drizzle would spread a JS array into several). */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

/** A space's card; spaces are the core users group's (docs/ARCHITECTURE.md "Table owners"). */
export async function findSpace(db: Db, key: string) {
  const row = await spaceCard(db, key);
  return row && { key: row.key, kind: row.kind, role: row.role, name: row.name };
}

export { spaceNames };

/** A job by key; `lock` holds it until the transaction ends, so two moves cannot cross. */
export async function findJob(db: Db, key: string, lock = false): Promise<JobRow | undefined> {
  const query = db.select().from(jobs).where(eq(jobs.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function jobsByKeys(db: Db, keys: string[]): Promise<JobRow[]> {
  if (!keys.length) return [];
  const rows = await db.select().from(jobs).where(inArray(jobs.key, keys));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

export async function insertJob(db: Db, row: typeof jobs.$inferInsert) {
  const [created] = await db.insert(jobs).values(row).returning();
  return created as JobRow;
}

export async function updateJob(db: Db, key: string, set: Partial<typeof jobs.$inferInsert>) {
  const [updated] = await db
    .update(jobs)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(jobs.key, key))
    .returning();
  return updated as JobRow;
}

export async function deleteJob(db: Db, key: string) {
  await db.delete(jobs).where(eq(jobs.key, key));
}

/** Open jobs whose deadline passed become `expired` (the minute sweep); answers the keys moved. */
export async function expireDueJobs(db: Db, now: Date): Promise<JobRow[]> {
  return db
    .update(jobs)
    .set({ state: 'expired', updatedAt: now })
    .where(and(eq(jobs.state, 'open'), lte(jobs.deadline, now)))
    .returning();
}

type ListFilter = { state?: string | undefined; limit: number; offset: number };

/** A buyer space's posted jobs, newest first, one more than a page. */
export async function postedJobs(db: Db, space: string, f: ListFilter) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.spaceKey, space), stateIs(f.state)))
    .orderBy(desc(jobs.createdAt), jobs.key)
    .limit(f.limit + 1)
    .offset(f.offset);
}

/** A guide's jobs: assigned to them, offered to them, or applied to; newest first, one more than a page. */
export async function guideJobs(db: Db, guide: string, f: ListFilter) {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        sql`(${jobs.guideKey} = ${guide} or ${jobs.offerTo} = ${guide} or exists (select 1 from ${jobApplications}
          where ${jobApplications.jobKey} = ${jobs.key} and ${jobApplications.guideKey} = ${guide}))`,
        stateIs(f.state),
      ),
    )
    .orderBy(desc(jobs.createdAt), jobs.key)
    .limit(f.limit + 1)
    .offset(f.offset);
}

/**
 * The state as a filter, expiry included: an open job past its deadline is listed as expired even before the
 * sweep has written it.
 */
function stateIs(state: string | undefined): SQL | undefined {
  if (!state) return undefined;
  if (state === 'open') return sql`(${jobs.state} = 'open' and ${jobs.deadline} > now())`;
  if (state === 'expired')
    return sql`(${jobs.state} = 'expired' or (${jobs.state} = 'open' and ${jobs.deadline} <= now()))`;
  return eq(jobs.state, state as JobRow['state']);
}

/**
 * Jobs for me: open public jobs still taking applications, those in the guide's prefectures
 * needing a language they speak first, each half by start date. The matching half reads the partial index
 * (prefecture, date_from) once per prefecture of the guide, the rest reads (date_from); each stops at the page's
 * end, so the cost does not grow with the number of open jobs.
 */
export async function jobsForGuide(
  db: Db,
  guide: { languages: string[]; regions: string[] },
  page: { limit: number; offset: number },
) {
  const n = page.offset + page.limit + 1;
  const open = sql`state = 'open' and offer_to is null and deadline > now()`;
  const languages = textArray(guide.languages);
  const match = sql`(prefecture = any(${textArray(guide.regions)}) and languages && ${languages})`;
  const rows = await queryRows<{ key: string; rank: number }>(
    db,
    sql`select key, rank from (
        (select j.key, 0 as rank, j.date_from from unnest(${textArray(guide.regions)}) r(code)
          cross join lateral (select key, date_from from jobs where prefecture = r.code and ${open}
            and languages && ${languages} order by date_from, key limit ${n}) j
          order by j.date_from, j.key limit ${n})
        union all
        (select key, 1 as rank, date_from from jobs where ${open} and not ${match} order by date_from, key limit ${n})
      ) found order by rank, date_from, key offset ${page.offset} limit ${page.limit + 1}`,
  );
  return rows.map((row) => ({ key: row.key, matches: Number(row.rank) === 0 }));
}

/** Jobs' titles by key, for the messenger's conversation cards (handed to it at registration, ../index.ts). */
export async function jobTitlesOf(db: Db, keys: string[]): Promise<Map<string, { jp: string; en: string }>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ key: jobs.key, jp: jobs.titleJp, en: jobs.titleEn })
    .from(jobs)
    .where(inArray(jobs.key, keys));
  return new Map(rows.map((row) => [row.key, { jp: row.jp, en: row.en }]));
}
