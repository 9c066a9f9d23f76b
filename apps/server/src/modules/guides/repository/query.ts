import type { AggregateBody, QueryBody } from '@tourtariff/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { guideProfiles, spaces } from '../../../db/schema/index.ts';
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

const rate = (name: string) => sql`((${guideProfiles.doc} -> 'rates' ->> ${sql.raw(`'${name}'`)})::int)`;

/**
 * The whitelist of the guide query language (docs/design.md §6): card fields only, so no filter probes anything a
 * card does not show. `language` and `prefecture` are lists: equality means "includes".
 */
export const guideFields: Record<string, FieldDef> = {
  space: { type: 'text', sql: sql`${guideProfiles.spaceKey}` },
  name: { type: 'text', sql: sql`${spaces.name}` },
  licence: { type: 'text', sql: sql`${guideProfiles.licenceType}`, values: ['national', 'regional', 'none'] },
  language: { type: 'tags', sql: sql`to_jsonb(${guideProfiles.languages})` },
  prefecture: { type: 'tags', sql: sql`to_jsonb(${guideProfiles.regions})` },
  'rates.fullDay': { type: 'int', sql: sql`${guideProfiles.fullDayRate}` },
  'rates.halfDay': { type: 'int', sql: rate('halfDay') },
  'rates.overtimeHour': { type: 'int', sql: rate('overtimeHour') },
  completedJobs: { type: 'int', sql: sql`${guideProfiles.completedJobs}` },
  updatedAt: { type: 'timestamp', sql: sql`${guideProfiles.updatedAt}` },
};

/** Grouping by a list field counts each guide once per language or prefecture they list. */
const groupExprs: Record<string, SQL> = {
  language: sql`unnest(${guideProfiles.languages})`,
  prefecture: sql`unnest(${guideProfiles.regions})`,
  licence: sql`${guideProfiles.licenceType}`,
};

/** `POST /api/v1/Guide/query`: guide profiles (any signed-in caller reads the cards), keyset pages. */
export async function queryGuides(db: Db, body: QueryBody) {
  const filter = compileFilter(body.filter, guideFields);
  const keys = orderKeys(body.sort, guideFields, sql`${guideProfiles.spaceKey}`);
  const rows = await db
    .select({ key: guideProfiles.spaceKey, ...cursorColumns(keys) })
    .from(guideProfiles)
    .innerJoin(spaces, sql`${spaces.key} = ${guideProfiles.spaceKey}`)
    .where(and(filter, afterCursor(keys, body.cursor)))
    .orderBy(...orderBy(keys))
    .limit(body.limit + 1);
  const page = rows.slice(0, body.limit);
  const last = page.at(-1);
  return {
    keys: page.map((r) => r.key),
    next: rows.length > body.limit && last ? cursorAfter(keys, last as Record<string, unknown>) : null,
  };
}

/** `POST /api/guide/aggregate`: counts (and rate metrics) by language, prefecture or licence type. */
export async function aggregateGuides(db: Db, body: AggregateBody) {
  const filter = compileFilter(body.filter, guideFields);
  const issues: FieldIssue[] = [];
  const groups = body.groupBy.map((name, i) => {
    const expr = Object.hasOwn(groupExprs, name) ? groupExprs[name] : undefined;
    if (!expr)
      issues.push({
        field: `body.groupBy.${i}`,
        rule: 'not_groupable',
        message: 'groups by language, prefecture or licence',
      });
    return expr ?? sql`null`;
  });
  const metrics = body.metrics.map((metric, i) => {
    if (metric.op === 'count') return { label: 'count', expr: sql`count(*)::int` };
    const def = knownField(guideFields, metric.field ?? '', `body.metrics.${i}.field`, issues);
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
  // Set-returning group expressions (unnest) are expanded in a subquery that keeps the table's name, so the
  // metrics' column references resolve to it; the outer query groups.
  const grouped = groups.map((_, i) => sql.raw(`g${i}`));
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(
      [
        ...grouped.map((g) => sql`${g}::text as ${g}`),
        ...metrics.map((m, i) => sql`${m.expr} as ${sql.raw(`m${i}`)}`),
      ],
      sql`, `,
    )} from (select ${guideProfiles}.*, ${spaces.name} as space_name${
      groups.length
        ? sql`, ${sql.join(
            groups.map((e, i) => sql`${e} as ${sql.raw(`g${i}`)}`),
            sql`, `,
          )}`
        : sql``
    } from ${guideProfiles} join ${spaces} on ${spaces.key} = ${guideProfiles.spaceKey}
      ${filter ? sql`where ${filter}` : sql``}) as ${guideProfiles}
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
