import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { jobApplications } from '../../../db/schema/index.ts';

export type ApplicationRow = typeof jobApplications.$inferSelect;

export async function findApplication(db: Db, key: string, lock = false) {
  const query = db.select().from(jobApplications).where(eq(jobApplications.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function applicationOf(db: Db, job: string, guide: string) {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobKey, job), eq(jobApplications.guideKey, guide)));
  return row;
}

export async function insertApplication(db: Db, row: typeof jobApplications.$inferInsert) {
  const [created] = await db.insert(jobApplications).values(row).returning();
  return created as ApplicationRow;
}

export async function setApplicationState(db: Db, key: string, state: ApplicationRow['state']) {
  const [row] = await db
    .update(jobApplications)
    .set({ state, updatedAt: new Date() })
    .where(eq(jobApplications.key, key))
    .returning();
  return row as ApplicationRow;
}

/** The job's other pending applications become `filled`; answers their guides (to be told). */
export async function fillOthers(db: Db, job: string, accepted: string) {
  const rows = await db
    .update(jobApplications)
    .set({ state: 'filled', updatedAt: new Date() })
    .where(
      and(
        eq(jobApplications.jobKey, job),
        ne(jobApplications.key, accepted),
        eq(jobApplications.state, 'pending'),
      ),
    )
    .returning({ guide: jobApplications.guideKey });
  return rows.map((row) => row.guide);
}

/** Pending applicants of a job (told when it is cancelled). */
export async function pendingGuides(db: Db, job: string) {
  const rows = await db
    .select({ guide: jobApplications.guideKey })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobKey, job), eq(jobApplications.state, 'pending')));
  return rows.map((row) => row.guide);
}

export async function applicationsOfJob(db: Db, job: string, guides: string[] | null) {
  return db
    .select()
    .from(jobApplications)
    .where(
      and(eq(jobApplications.jobKey, job), guides ? inArray(jobApplications.guideKey, guides) : undefined),
    )
    .orderBy(asc(jobApplications.createdAt), jobApplications.key);
}

/** Pending and accepted applications per job, for the cards' counts. */
export async function applicantCounts(db: Db, jobs: string[]) {
  if (!jobs.length) return new Map<string, number>();
  const rows = await db
    .select({ job: jobApplications.jobKey, count: sql<number>`count(*)::int` })
    .from(jobApplications)
    .where(
      and(inArray(jobApplications.jobKey, jobs), inArray(jobApplications.state, ['pending', 'accepted'])),
    )
    .groupBy(jobApplications.jobKey);
  return new Map(rows.map((r) => [r.job, Number(r.count)]));
}

/** The applications some guide spaces made to these jobs. */
export async function applicationsBy(db: Db, jobs: string[], guides: string[]) {
  if (!jobs.length || !guides.length) return [];
  return db
    .select()
    .from(jobApplications)
    .where(and(inArray(jobApplications.jobKey, jobs), inArray(jobApplications.guideKey, guides)));
}

/** Whether any application exists (an open job with applicants is cancelled, not deleted). */
export async function hasApplications(db: Db, job: string) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${jobApplications} where ${jobApplications.jobKey} = ${job} limit 1`,
  );
  return rows.length > 0;
}
