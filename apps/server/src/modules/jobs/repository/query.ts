import { type AggregateBody, jobStates, type QueryBody } from '@tourtariff/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { jobApplications, jobs } from '../../../db/schema/index.ts';
import type { FieldIssue } from '../../../errors.ts';
import {
  afterCursor,
  compileFilter,
  cursorAfter,
  cursorColumns,
  type FieldDef,
  knownField,
  orderBy,
  orderKeys,
  validationError,
} from '../../tariffs/index.ts';
import { textArray } from './jobs.ts';

/** The state a reader sees: an open job past its deadline is expired even before the sweep writes it. */
const stateSql = sql`(case when ${jobs.state} = 'open' and ${jobs.deadline} <= now() then 'expired' else ${jobs.state} end)`;

/** The whitelist of the job query language (docs/design.md §6): API field names, each a fixed SQL expression. */
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
  const filter = compileFilter(body.filter, jobFields);
  const keys = orderKeys(body.sort, jobFields, sql`${jobs.key}`);
  const rows = await db
    .select({ key: jobs.key, ...cursorColumns(keys) })
    .from(jobs)
    .where(and(readableJobs(scope), filter, afterCursor(keys, body.cursor)))
    .orderBy(...orderBy(keys))
    .limit(body.limit + 1);
  const page = rows.slice(0, body.limit);
  const last = page.at(-1);
  return {
    keys: page.map((r) => r.key),
    next: rows.length > body.limit && last ? cursorAfter(keys, last as Record<string, unknown>) : null,
  };
}

/** `POST /api/v1/Job/aggregate`: counts and number metrics of readable jobs by up to two fields. */
export async function aggregateJobs(db: Db, scope: JobScope, body: AggregateBody) {
  const filter = compileFilter(body.filter, jobFields);
  const issues: FieldIssue[] = [];
  const groups = body.groupBy.map((name, i) => {
    if (Object.hasOwn(groupExprs, name)) return groupExprs[name] as SQL;
    const def = knownField(jobFields, name, `body.groupBy.${i}`, issues);
    if (def && (def.type === 'timestamp' || def.type === 'tags'))
      issues.push({ field: `body.groupBy.${i}`, rule: 'not_groupable', message: 'cannot be grouped by' });
    return def ? sql`(${def.sql})::text` : sql`null`;
  });
  const metrics = body.metrics.map((metric, i) => {
    if (metric.op === 'count') return { label: 'count', expr: sql`count(*)::int` };
    const def = knownField(jobFields, metric.field ?? '', `body.metrics.${i}.field`, issues);
    if (def && def.type !== 'int')
      issues.push({
        field: `body.metrics.${i}.field`,
        rule: 'not_numeric',
        message: `${metric.op} needs a number`,
      });
    // The name comes from the contract's enum (sum, avg, min, max), never from free text.
    const fn = sql.raw(metric.op);
    return {
      label: `${metric.op}:${metric.field}`,
      expr: def ? sql`(${fn}(${def.sql}))::float8` : sql`null`,
    };
  });
  if (issues.length) throw validationError(issues);
  const where = and(readableJobs(scope), filter);
  const grouped = groups.map((_, i) => sql.raw(`g${i}`));
  // Set-returning group expressions (unnest) are expanded in a subquery that keeps the table's name, so the
  // metrics' column references resolve to it; the outer query groups.
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(
      [
        ...grouped.map((g) => sql`${g}::text as ${g}`),
        ...metrics.map((m, i) => sql`${m.expr} as ${sql.raw(`m${i}`)}`),
      ],
      sql`, `,
    )} from (select ${jobs}.*${
      groups.length
        ? sql`, ${sql.join(
            groups.map((e, i) => sql`${e} as ${sql.raw(`g${i}`)}`),
            sql`, `,
          )}`
        : sql``
    } from ${jobs} ${where ? sql`where ${where}` : sql``}) as ${jobs}
      ${grouped.length ? sql`group by ${sql.join(grouped, sql`, `)} order by ${sql.join(grouped, sql`, `)}` : sql``}
      limit ${body.limit}`,
  );
  return {
    items: rows.map((row) => ({
      group: Object.fromEntries(
        body.groupBy.map((name, i) => [name, (row[`g${i}`] ?? null) as string | null]),
      ),
      ...Object.fromEntries(
        metrics.map((m, i) => [m.label, row[`m${i}`] === null ? null : Number(row[`m${i}`])]),
      ),
    })),
    next: null,
  };
}
