import type { AggregateBody, QueryBody } from '@tourtariff/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../../../db/client.ts';
import type { FieldIssue } from '../../../../errors.ts';
import { validationError } from '../../validation.ts';
import type { FieldDef } from './fields.ts';
import { compileFilter, knownField } from './filter.ts';
import { afterCursor, cursorAfter, cursorColumns, orderBy, orderKeys } from './keyset.ts';

/*
 * The query language run over any whitelisted table (docs/design.md §6). Every domain's `…/query` and `…/aggregate`
 * differs only in its table, its field whitelist and the scope of what the caller may read; the paging, the
 * grouping and the refusals are these two functions, so one rule cannot drift between domains.
 */

const NUMERIC = new Set(['int', 'number']);

/** Groups and metrics as `…/aggregate` asks for them, refused by name when a field cannot serve. */
function aggregateParts(fields: Record<string, FieldDef>, body: AggregateBody) {
  const issues: FieldIssue[] = [];
  const groups = body.groupBy.map((name, i) => {
    const def = knownField(fields, name, `body.groupBy.${i}`, issues);
    if (def && (def.type === 'tags' || def.type === 'timestamp'))
      issues.push({ field: `body.groupBy.${i}`, rule: 'not_groupable', message: 'cannot be grouped by' });
    return def;
  });
  const metrics = body.metrics.map((metric, i) => {
    if (metric.op === 'count') return { label: 'count', expr: sql`count(*)::int` };
    const def = knownField(fields, metric.field ?? '', `body.metrics.${i}.field`, issues);
    if (def && !NUMERIC.has(def.type))
      issues.push({
        field: `body.metrics.${i}.field`,
        rule: 'not_numeric',
        message: `${metric.op} needs a number`,
      });
    // The name comes from the contract's enum (sum, avg, min, max), never from free text.
    return {
      label: `${metric.op}:${metric.field}`,
      expr: def ? sql`(${sql.raw(metric.op)}(${def.sql}))::float8` : sql`null`,
    };
  });
  if (issues.length) throw validationError(issues);
  const exprs = groups.map((def) =>
    !def ? sql`null` : NUMERIC.has(def.type) ? sql`(${def.sql})::float8` : sql`(${def.sql})::text`,
  );
  return { exprs, metrics };
}

/**
 * `…/aggregate`: counts and numeric metrics of the rows of `from` within `scope`, grouped by up to two fields.
 * `from` is SQL so a domain may aggregate a join or a view, not only a table.
 */
export async function aggregateOver(
  db: Db,
  from: SQL,
  fields: Record<string, FieldDef>,
  scope: SQL | undefined,
  body: AggregateBody,
) {
  const filter = compileFilter(body.filter, fields);
  const { exprs, metrics } = aggregateParts(fields, body);
  const selected = [
    ...exprs.map((e, i) => sql`${e} as ${sql.raw(`g${i}`)}`),
    ...metrics.map((m, i) => sql`${m.expr} as ${sql.raw(`m${i}`)}`),
  ];
  const where = and(scope, filter);
  const grouping = exprs.length
    ? sql` group by ${sql.join(exprs, sql`, `)} order by ${sql.join(exprs, sql`, `)}`
    : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(selected, sql`, `)} from ${from} ${where ? sql`where ${where}` : sql``}${grouping} limit ${body.limit}`,
  );
  return {
    items: rows.map((row) => ({
      group: Object.fromEntries(
        body.groupBy.map((name, i) => [name, (row[`g${i}`] ?? null) as string | number | null]),
      ),
      ...Object.fromEntries(
        metrics.map((m, i) => [m.label, row[`m${i}`] === null ? null : Number(row[`m${i}`])]),
      ),
    })),
    next: null,
  };
}

/**
 * `…/query`: the rows of `table` within `scope`, filtered and sorted, in keyset pages. `tiebreak` is the
 * table's key, the last sort term, so every row has exactly one place in the order.
 */
export async function pageOver<T extends PgTable>(
  db: Db,
  table: T,
  fields: Record<string, FieldDef>,
  tiebreak: SQL,
  scope: SQL | undefined,
  body: QueryBody,
): Promise<{ rows: T['$inferSelect'][]; next: string | null }> {
  const filter = compileFilter(body.filter, fields);
  const keys = orderKeys(body.sort, fields, tiebreak);
  const rows = await db
    .select({ row: table as PgTable, ...cursorColumns(keys) })
    .from(table as PgTable)
    .where(and(scope, filter, afterCursor(keys, body.cursor)))
    .orderBy(...orderBy(keys))
    .limit(body.limit + 1);
  const page = rows.slice(0, body.limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => r.row as T['$inferSelect']),
    next: rows.length > body.limit && last ? cursorAfter(keys, last as Record<string, unknown>) : null,
  };
}
