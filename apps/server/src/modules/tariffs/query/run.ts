import type { AggregateBody, QueryBody } from '@tourtariff/shared';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { tariffRevisions, tariffs } from '../../../db/schema/index.ts';
import type { FieldIssue } from '../../../errors.ts';
import type { Ctx } from '../context.ts';
import type { Found, TariffRow } from '../repository.ts';
import { validationError } from '../validator.ts';
import { tariffView } from '../view.ts';
import { projectableFields, tariffFields } from './fields.ts';
import { compileFilter, knownField } from './filter.ts';
import { afterCursor, cursorAfter, cursorColumns, orderBy, orderKeys } from './keyset.ts';

/** What the caller may see at all (the same rule as view.ts canRead), as a condition every query starts from. */
export function readableScope(ctx: Ctx): SQL | undefined {
  if (ctx.isAdmin) return undefined;
  const open = sql`(${tariffs.state} = 'published' and ${tariffs.visibility} = 'public')`;
  const mine = [...ctx.supplierSpaces];
  return mine.length ? sql`(${open} or ${inArray(tariffs.spaceKey, mine)})` : open;
}

/** Adds each row's pending revision, for the rows whose revision the caller may see. */
async function withRevisions(ctx: Ctx, rows: TariffRow[]): Promise<Found[]> {
  const insiderKeys = rows
    .filter((row) => ctx.isAdmin || ctx.supplierSpaces.has(row.spaceKey))
    .map((row) => row.key);
  const revisions = insiderKeys.length
    ? await ctx.db.select().from(tariffRevisions).where(inArray(tariffRevisions.tariffKey, insiderKeys))
    : [];
  const byKey = new Map(revisions.map((revision) => [revision.tariffKey, revision]));
  return rows.map((row) => ({ row, revision: byKey.get(row.key) ?? null }));
}

function projection(fields: string[] | undefined) {
  if (!fields) return (view: Record<string, unknown>) => view;
  const unknown: FieldIssue[] = fields.flatMap((name, i) =>
    projectableFields.has(name)
      ? []
      : [{ field: `body.fields.${i}`, rule: 'unknown_field', message: 'is not a field of a tariff' }],
  );
  if (unknown.length) throw validationError(unknown);
  const wanted = new Set(['key', ...fields]);
  return (view: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(view).filter(([k]) => wanted.has(k)));
}

/** `POST /api/v1/Tariff/query` (DESIGN §6): readable tariffs, filtered, in keyset pages. */
export async function runQuery(ctx: Ctx, body: QueryBody, extra?: SQL) {
  const filter = compileFilter(body.filter, tariffFields);
  const keys = orderKeys(body.sort, tariffFields, sql`${tariffs.key}`);
  const project = projection(body.fields);
  const rows = await ctx.db
    .select({ row: tariffs, ...cursorColumns(keys) })
    .from(tariffs)
    .where(and(readableScope(ctx), extra, filter, afterCursor(keys, body.cursor)))
    .orderBy(...orderBy(keys))
    .limit(body.limit + 1);
  const page = rows.slice(0, body.limit);
  const found = await withRevisions(
    ctx,
    page.map((r) => r.row),
  );
  const last = page.at(-1);
  return {
    items: found.map((f) => project(tariffView(ctx, f))),
    next: rows.length > body.limit && last ? cursorAfter(keys, last as Record<string, unknown>) : null,
  };
}

const NUMERIC = new Set(['int', 'number']);

/** `POST /api/v1/Tariff/aggregate`: counts and sums over readable tariffs, grouped by up to two fields. */
export async function runAggregate(ctx: Ctx, body: AggregateBody) {
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
  const where = and(readableScope(ctx), filter);
  const selected = [
    ...groupExprs.map((e, i) => sql`${e} as ${sql.raw(`g${i}`)}`),
    ...metrics.map((m, i) => sql`${m.expr} as ${sql.raw(`m${i}`)}`),
  ];
  const grouping = groupExprs.length
    ? sql` group by ${sql.join(groupExprs, sql`, `)} order by ${sql.join(groupExprs, sql`, `)}`
    : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select ${sql.join(selected, sql`, `)} from ${tariffs} ${where ? sql`where ${where}` : sql``}${grouping} limit ${body.limit}`,
  );
  return {
    items: rows.map((row) => ({
      group: Object.fromEntries(body.groupBy.map((name, i) => [name, row[`g${i}`] ?? null])),
      ...Object.fromEntries(
        metrics.map((m, i) => [m.label, row[`m${i}`] === null ? null : Number(row[`m${i}`])]),
      ),
    })),
    next: null,
  };
}
