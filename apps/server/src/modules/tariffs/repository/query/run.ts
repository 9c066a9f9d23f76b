import type { AggregateBody, QueryBody } from '@tourtariff/shared';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../../db/client.ts';
import { tariffs } from '../../../../db/schema/index.ts';
import type { FieldIssue } from '../../../../errors.ts';
import type { Reader } from '../../service/caller.ts';
import { validationError } from '../../validation.ts';
import { type Found, withRevisions } from '../tariffs.ts';
import { tariffFields } from './fields.ts';
import { compileFilter, knownField } from './filter.ts';
import { afterCursor, cursorAfter, cursorColumns, orderBy, orderKeys } from './keyset.ts';

/** What the caller may see at all (the same rule as the service's canRead), as where every query starts. */
function readableScope(reader: Reader): SQL | undefined {
  if (reader.isAdmin) return undefined;
  const visible = reader.partners.length
    ? sql`(${tariffs.visibility} = 'public' or ${inArray(tariffs.spaceKey, reader.partners)})`
    : sql`${tariffs.visibility} = 'public'`;
  const open = sql`(${tariffs.state} = 'published' and ${visible})`;
  return reader.suppliers.length ? sql`(${open} or ${inArray(tariffs.spaceKey, reader.suppliers)})` : open;
}

/**
 * A narrower start for `GET /api/v1/Tariff` without a space: the caller's own supplier spaces (everything for an
 * administrator, who then sees every space's tariffs as the readable scope allows).
 */
export function ownSpaces(reader: Reader): SQL | undefined {
  if (reader.isAdmin) return undefined;
  return reader.suppliers.length ? inArray(tariffs.spaceKey, reader.suppliers) : sql`false`;
}

/** `POST /api/v1/Tariff/query` (DESIGN §6): readable tariffs, filtered, in keyset pages. */
export async function queryTariffs(db: Db, reader: Reader, body: QueryBody, extra?: SQL) {
  const filter = compileFilter(body.filter, tariffFields);
  const keys = orderKeys(body.sort, tariffFields, sql`${tariffs.key}`);
  const rows = await db
    .select({ row: tariffs, ...cursorColumns(keys) })
    .from(tariffs)
    .where(and(readableScope(reader), extra, filter, afterCursor(keys, body.cursor)))
    .orderBy(...orderBy(keys))
    .limit(body.limit + 1);
  const page = rows.slice(0, body.limit);
  // Pending revisions only for the rows whose revision the caller may see.
  const found: Found[] = await withRevisions(
    db,
    page.map((r) => r.row),
    (row) => reader.isAdmin || reader.suppliers.includes(row.spaceKey),
  );
  const last = page.at(-1);
  return {
    found,
    next: rows.length > body.limit && last ? cursorAfter(keys, last as Record<string, unknown>) : null,
  };
}

const NUMERIC = new Set(['int', 'number']);

/** `POST /api/v1/Tariff/aggregate`: counts and sums over readable tariffs, grouped by up to two fields. */
export async function aggregateTariffs(db: Db, reader: Reader, body: AggregateBody) {
  const filter = compileFilter(body.filter, tariffFields);
  const issues: FieldIssue[] = [];
  const groups = body.groupBy.map((name, i) => {
    const def = knownField(tariffFields, name, `body.groupBy.${i}`, issues);
    if (def && (def.type === 'tags' || def.type === 'timestamp'))
      issues.push({ field: `body.groupBy.${i}`, rule: 'not_groupable', message: 'cannot be grouped by' });
    return def;
  });
  const metrics = body.metrics.map((metric, i) => {
    if (metric.op === 'count') return { label: 'count', expr: sql`count(*)::int` };
    const def = knownField(tariffFields, metric.field ?? '', `body.metrics.${i}.field`, issues);
    if (def && !NUMERIC.has(def.type))
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
  const groupExprs = groups.map((def) => {
    if (!def) return sql`null`;
    return NUMERIC.has(def.type) ? sql`(${def.sql})::float8` : sql`(${def.sql})::text`;
  });
  const where = and(readableScope(reader), filter);
  const selected = [
    ...groupExprs.map((e, i) => sql`${e} as ${sql.raw(`g${i}`)}`),
    ...metrics.map((m, i) => sql`${m.expr} as ${sql.raw(`m${i}`)}`),
  ];
  const grouping = groupExprs.length
    ? sql` group by ${sql.join(groupExprs, sql`, `)} order by ${sql.join(groupExprs, sql`, `)}`
    : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(selected, sql`, `)} from ${tariffs} ${where ? sql`where ${where}` : sql``}${grouping} limit ${body.limit}`,
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
