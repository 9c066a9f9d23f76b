import type { AggregateBody } from '@tourtariff/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { FieldIssue } from '../../errors.ts';
import { validationError } from '../validation.ts';
import type { FieldDef } from './fields.ts';
import { compileFilter, knownField } from './filter.ts';

/*
 * `…/aggregate` of the query language (docs/product-decisions.md §6), the one runner of every domain: each differs only in
 * its rows, its field whitelist, the scope of what the caller may read and, for list fields, how a group
 * expands, so the grouping, the metrics and the refusals cannot drift between domains.
 */

const NUMERIC = new Set(['int', 'number']);

/** How a domain groups beyond its whitelist's plain fields. */
export type AggregateShape = {
  /**
   * Group expressions by field name, in place of the field's own: a set-returning one (`unnest` of a list)
   * counts each row once per element.
   */
  groups?: Record<string, SQL>;
  /** Only `groups` may be grouped by; any other name is refused (rule `not_groupable`) with this message. */
  onlyGroups?: string;
  /**
   * Rows are first selected as `columns` of `from`, with the group values, in a subquery named `as`, so
   * set-returning groups expand before grouping and metrics' column references resolve to `as`. Group values
   * then answer as text, numbers included.
   */
  expand?: { columns: SQL; as: SQL };
};

/** Groups and metrics as `…/aggregate` asks for them, refused by name when a field cannot serve. */
function aggregateParts(fields: Record<string, FieldDef>, body: AggregateBody, shape: AggregateShape) {
  const issues: FieldIssue[] = [];
  const text = Boolean(shape.expand);
  const groups = body.groupBy.map((name, i) => {
    const own = shape.groups && Object.hasOwn(shape.groups, name) ? shape.groups[name] : undefined;
    if (own) return own;
    if (shape.onlyGroups !== undefined) {
      issues.push({ field: `body.groupBy.${i}`, rule: 'not_groupable', message: shape.onlyGroups });
      return sql`null`;
    }
    const def = knownField(fields, name, `body.groupBy.${i}`, issues);
    if (def && (def.type === 'tags' || def.type === 'timestamp'))
      issues.push({ field: `body.groupBy.${i}`, rule: 'not_groupable', message: 'cannot be grouped by' });
    if (!def) return sql`null`;
    return NUMERIC.has(def.type) && !text ? sql`(${def.sql})::float8` : sql`(${def.sql})::text`;
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
  return { groups, metrics };
}

/** The select list, the rows and the grouping of one aggregate, plain or expanded in a subquery. */
function aggregateSql(
  from: SQL,
  where: SQL | undefined,
  groups: SQL[],
  metrics: { expr: SQL }[],
  shape: AggregateShape,
) {
  const named = groups.map((_, i) => sql.raw(`g${i}`));
  const measured = metrics.map((m, i) => sql`${m.expr} as ${sql.raw(`m${i}`)}`);
  const filtered = where ? sql`where ${where}` : sql``;
  if (!shape.expand) {
    const grouping = groups.length
      ? sql` group by ${sql.join(groups, sql`, `)} order by ${sql.join(groups, sql`, `)}`
      : sql``;
    const selected = [...groups.map((e, i) => sql`${e} as ${named[i]}`), ...measured];
    return sql`select ${sql.join(selected, sql`, `)} from ${from} ${filtered}${grouping}`;
  }
  const { columns, as } = shape.expand;
  const inner = [columns, ...groups.map((e, i) => sql`${e} as ${named[i]}`)];
  const selected = [...named.map((g) => sql`${g}::text as ${g}`), ...measured];
  const grouping = named.length
    ? sql` group by ${sql.join(named, sql`, `)} order by ${sql.join(named, sql`, `)}`
    : sql``;
  return sql`select ${sql.join(selected, sql`, `)} from (select ${sql.join(inner, sql`, `)} from ${from} ${filtered}) as ${as}${grouping}`;
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
  shape: AggregateShape = {},
) {
  const filter = compileFilter(body.filter, fields);
  const { groups, metrics } = aggregateParts(fields, body, shape);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`${aggregateSql(from, and(scope, filter), groups, metrics, shape)} limit ${body.limit}`,
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
