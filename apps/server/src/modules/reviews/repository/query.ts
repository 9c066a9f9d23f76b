import { type AggregateBody, type QueryBody, reviewStates } from '@tourtariff/shared';
import { and, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { reviews } from '../../../db/schema/index.ts';
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
import { type ReviewRow, type ReviewScope, readableReviews } from './reviews.ts';

/** The whitelist of the review query language (DESIGN §6): API field names, each a fixed SQL expression. */
export const reviewFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${reviews.key}` },
  state: { type: 'text', sql: sql`${reviews.state}`, values: reviewStates },
  tariff: { type: 'text', sql: sql`${reviews.tariffKey}` },
  supplier: { type: 'text', sql: sql`${reviews.supplierKey}` },
  author: { type: 'text', sql: sql`${reviews.buyerKey}` },
  lang: { type: 'text', sql: sql`${reviews.lang}`, values: ['jp', 'en'] },
  rating: { type: 'int', sql: sql`${reviews.rating}` },
  title: { type: 'text', sql: sql`${reviews.title}` },
  createdAt: { type: 'timestamp', sql: sql`${reviews.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${reviews.updatedAt}` },
  publishedAt: {
    type: 'timestamp',
    sql: sql`${reviews.publishedAt}`,
    sortSql: sql`coalesce(${reviews.publishedAt}, 'epoch'::timestamptz)`,
  },
};

/** `POST /api/v1/Review/query`: readable reviews, filtered and sorted, in keyset pages. */
export async function queryReviews(db: Db, scope: ReviewScope, body: QueryBody) {
  const filter = compileFilter(body.filter, reviewFields);
  const keys = orderKeys(body.sort, reviewFields, sql`${reviews.key}`);
  const rows = await db
    .select({ row: reviews, ...cursorColumns(keys) })
    .from(reviews)
    .where(and(readableReviews(scope), filter, afterCursor(keys, body.cursor)))
    .orderBy(...orderBy(keys))
    .limit(body.limit + 1);
  const page = rows.slice(0, body.limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => r.row as ReviewRow),
    next: rows.length > body.limit && last ? cursorAfter(keys, last as Record<string, unknown>) : null,
  };
}

/** `POST /api/v1/Review/aggregate`: counts and rating metrics of readable reviews, grouped by up to two fields. */
export async function aggregateReviews(db: Db, scope: ReviewScope, body: AggregateBody) {
  const filter = compileFilter(body.filter, reviewFields);
  const issues: FieldIssue[] = [];
  const groups = body.groupBy.map((name, i) => {
    const def = knownField(reviewFields, name, `body.groupBy.${i}`, issues);
    if (def?.type === 'timestamp')
      issues.push({ field: `body.groupBy.${i}`, rule: 'not_groupable', message: 'cannot be grouped by' });
    return def;
  });
  const metrics = body.metrics.map((metric, i) => {
    if (metric.op === 'count') return { label: 'count', expr: sql`count(*)::int` };
    const def = knownField(reviewFields, metric.field ?? '', `body.metrics.${i}.field`, issues);
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
  const exprs = groups.map((def) =>
    !def ? sql`null` : def.type === 'int' ? sql`(${def.sql})::float8` : sql`(${def.sql})::text`,
  );
  const selected = [
    ...exprs.map((e, i) => sql`${e} as ${sql.raw(`g${i}`)}`),
    ...metrics.map((m, i) => sql`${m.expr} as ${sql.raw(`m${i}`)}`),
  ];
  const where = and(readableReviews(scope), filter);
  const grouping = exprs.length
    ? sql` group by ${sql.join(exprs, sql`, `)} order by ${sql.join(exprs, sql`, `)}`
    : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(selected, sql`, `)} from ${reviews} ${where ? sql`where ${where}` : sql``}${grouping} limit ${body.limit}`,
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
