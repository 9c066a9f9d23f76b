import { type AggregateBody, jobStates, type QueryBody } from '@tourtariff/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jobApplications, jobs } from '../../../db/schema/index.ts';
import { aggregateOver, type FieldDef, pageWith } from '../../../kit/index.ts';
import { textArray } from './jobs.ts';

/** The state a reader sees: an open job past its deadline is expired even before the sweep writes it. */
const stateSql = sql`(case when ${jobs.state} = 'open' and ${jobs.deadline} <= now() then 'expired' else ${jobs.state} end)`;

/** The whitelist of the job query language (docs/product-decisions.md §6): API field names, each a fixed SQL expression. */
export const jobFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${jobs.key}` },
  space: { type: 'text', sql: sql`${jobs.spaceKey}` },
  state: { type: 'text', sql: stateSql, values: jobStates },
  prefecture: { type: 'text', sql: sql`${jobs.prefecture}` },
  language: { type: 'tags', sql: sql`to_jsonb(${jobs.languages})` },
  'title.jp': { type: 'text', sql: sql`${jobs.titleJp}` },
  'title.en': { type: 'text', sql: sql`${jobs.titleEn}` },
  'dates.from': { type: 'date', sql: sql`${jobs.dateFrom}` },
  'dates.to': { type: 'date', sql: sql`${jobs.dateTo}` },
  hoursPerDay: { type: 'int', sql: sql`${jobs.hoursPerDay}` },
  groupSize: { type: 'int', sql: sql`${jobs.groupSize}` },
  feePerDay: { type: 'int', sql: sql`${jobs.feePerDay}`, sortSql: sql`coalesce(${jobs.feePerDay}, -1)` },
  deadline: { type: 'timestamp', sql: sql`${jobs.deadline}` },
  guide: { type: 'text', sql: sql`${jobs.guideKey}`, sortSql: sql`coalesce(${jobs.guideKey}, '')` },
  offerTo: { type: 'text', sql: sql`${jobs.offerTo}`, sortSql: sql`coalesce(${jobs.offerTo}, '')` },
  createdAt: { type: 'timestamp', sql: sql`${jobs.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${jobs.updatedAt}` },
};

const groupExprs: Record<string, SQL> = { language: sql`unnest(${jobs.languages})` };

/** Which jobs a caller reads (service/access.ts `mayRead`, as one condition). */
export type JobScope = { isAdmin: boolean; spaces: string[]; guides: string[] };

export function readableJobs(scope: JobScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  const parts: SQL[] = [];
  if (scope.spaces.length) parts.push(sql`${jobs.spaceKey} = any(${textArray(scope.spaces)})`);
  if (scope.guides.length) {
    const mine = textArray(scope.guides);
    parts.push(sql`${jobs.guideKey} = any(${mine})`, sql`${jobs.offerTo} = any(${mine})`);
    parts.push(sql`exists (select 1 from ${jobApplications} where ${jobApplications.jobKey} = ${jobs.key}
      and ${jobApplications.guideKey} = any(${mine}))`);
    parts.push(sql`(${jobs.state} = 'open' and ${jobs.offerTo} is null)`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** `POST /api/v1/Job/query`: readable jobs, filtered and sorted, in keyset pages. */
export async function queryJobs(db: Db, scope: JobScope, body: QueryBody) {
  const { rows, next } = await pageWith(
    jobFields,
    sql`${jobs.key}`,
    readableJobs(scope),
    body,
    (columns, where, order, limit) =>
      db
        .select({ key: jobs.key, ...columns })
        .from(jobs)
        .where(where)
        .orderBy(...order)
        .limit(limit),
  );
  return { keys: rows.map((r) => r.key), next };
}

/** `POST /api/v1/Job/aggregate`: counts and number metrics of readable jobs by up to two fields. */
export function aggregateJobs(db: Db, scope: JobScope, body: AggregateBody) {
  return aggregateOver(db, sql`${jobs}`, jobFields, readableJobs(scope), body, {
    groups: groupExprs,
    expand: { columns: sql`${jobs}.*`, as: sql`${jobs}` },
  });
}
