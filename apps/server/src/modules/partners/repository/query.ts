import { type AggregateBody, partnershipStates, type QueryBody } from '@tourtariff/shared';
import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { partnerships } from '../../../db/schema/index.ts';
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
import type { PartnershipRow } from './partnerships.ts';

/** The whitelist of the partnership query language: API field names, each a fixed SQL expression. */
export const partnershipFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${partnerships.key}` },
  state: { type: 'text', sql: sql`${partnerships.state}`, values: partnershipStates },
  buyer: { type: 'text', sql: sql`${partnerships.buyerKey}` },
  supplier: { type: 'text', sql: sql`${partnerships.supplierKey}` },
  requestedBy: { type: 'text', sql: sql`${partnerships.requestedBy}`, values: ['buyer', 'supplier'] },
  createdAt: { type: 'timestamp', sql: sql`${partnerships.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${partnerships.updatedAt}` },
  since: {
    type: 'timestamp',
    sql: sql`${partnerships.activatedAt}`,
    sortSql: sql`coalesce(${partnerships.activatedAt}, 'epoch'::timestamptz)`,
  },
  endedAt: {
    type: 'timestamp',
    sql: sql`${partnerships.endedAt}`,
    sortSql: sql`coalesce(${partnerships.endedAt}, 'epoch'::timestamptz)`,
  },
};

/** The partnerships of the caller's spaces (null: an administrator, every one). */
function scope(mine: string[] | null): SQL | undefined {
  if (mine === null) return undefined;
  if (!mine.length) return sql`false`;
  return or(inArray(partnerships.buyerKey, mine), inArray(partnerships.supplierKey, mine));
}

/** `POST /api/v1/Partner/query`: readable partnerships, filtered and sorted, in keyset pages. */
export async function queryPartnerships(db: Db, mine: string[] | null, body: QueryBody) {
  const filter = compileFilter(body.filter, partnershipFields);
  const keys = orderKeys(body.sort, partnershipFields, sql`${partnerships.key}`);
  const rows = await db
    .select({ row: partnerships, ...cursorColumns(keys) })
    .from(partnerships)
    .where(and(scope(mine), filter, afterCursor(keys, body.cursor)))
    .orderBy(...orderBy(keys))
    .limit(body.limit + 1);
  const page = rows.slice(0, body.limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => r.row as PartnershipRow),
    next: rows.length > body.limit && last ? cursorAfter(keys, last as Record<string, unknown>) : null,
  };
}

/** `POST /api/v1/Partner/aggregate`: counts of readable partnerships, grouped by up to two fields. */
export async function aggregatePartnerships(db: Db, mine: string[] | null, body: AggregateBody) {
  const filter = compileFilter(body.filter, partnershipFields);
  const issues: FieldIssue[] = [];
  const groups = body.groupBy.map((name, i) =>
    knownField(partnershipFields, name, `body.groupBy.${i}`, issues),
  );
  groups.forEach((def, i) => {
    if (def?.type === 'timestamp')
      issues.push({ field: `body.groupBy.${i}`, rule: 'not_groupable', message: 'cannot be grouped by' });
  });
  // No field of a partnership is a number: every metric but count is refused by name.
  body.metrics.forEach((metric, i) => {
    if (metric.op !== 'count')
      issues.push({
        field: `body.metrics.${i}.field`,
        rule: 'not_numeric',
        message: `${metric.op} needs a number`,
      });
  });
  if (issues.length) throw validationError(issues);
  const exprs = groups.map((def) => (def ? sql`(${def.sql})::text` : sql`null`));
  const selected = [...exprs.map((e, i) => sql`${e} as ${sql.raw(`g${i}`)}`), sql`count(*)::int as n`];
  const where = and(scope(mine), filter);
  const grouping = exprs.length
    ? sql` group by ${sql.join(exprs, sql`, `)} order by ${sql.join(exprs, sql`, `)}`
    : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(selected, sql`, `)} from ${partnerships} ${where ? sql`where ${where}` : sql``}${grouping} limit ${body.limit}`,
  );
  return {
    items: rows.map((row) => ({
      group: Object.fromEntries(
        body.groupBy.map((name, i) => [name, (row[`g${i}`] ?? null) as string | null]),
      ),
      count: Number(row.n),
    })),
    next: null,
  };
}
