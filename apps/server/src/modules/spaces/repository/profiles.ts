import type { AggregateBody, QueryBody } from '@tourtariff/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { businesses, spaces } from '../../../db/schema/index.ts';
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
import type { SpaceRow } from './spaces.ts';

/** `details -> 'address' ->> 'prefecture'`: paths are constants of this file (the index of migration 0014 uses it). */
function detail(...path: string[]): SQL {
  const steps = path.map((step, i) => `${i === path.length - 1 ? '->>' : '->'} '${step}'`).join(' ');
  return sql`(${spaces.details} ${sql.raw(steps)})`;
}

/**
 * The whitelist of the profile query language (DESIGN §6): only what a public card shows, so a query can never
 * reveal a personal space's street, postal code or phone by filtering on it.
 */
export const profileFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${spaces.key}` },
  name: { type: 'text', sql: sql`${spaces.name}` },
  kind: { type: 'text', sql: sql`${spaces.kind}`, values: ['personal', 'corporate'] },
  prefecture: { type: 'text', sql: detail('address', 'prefecture') },
  city: { type: 'text', sql: detail('address', 'city') },
  languages: { type: 'tags', sql: sql`coalesce(${spaces.details} -> 'languages', '[]'::jsonb)` },
  corporateNumber: { type: 'text', sql: detail('corporateNumber') },
  invoiceNumber: { type: 'text', sql: detail('invoiceNumber') },
  foundedYear: {
    type: 'int',
    sql: sql`(${detail('foundedYear')})::int`,
    sortSql: sql`coalesce((${detail('foundedYear')})::int, -1)`,
  },
  staffCount: {
    type: 'int',
    sql: sql`(${detail('staffCount')})::int`,
    sortSql: sql`coalesce((${detail('staffCount')})::int, -1)`,
  },
  createdAt: { type: 'timestamp', sql: sql`${spaces.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${spaces.updatedAt}` },
};

export const businessFields: Record<string, FieldDef> = {
  key: { type: 'text', sql: sql`${businesses.key}` },
  name: { type: 'text', sql: sql`${businesses.name}` },
  createdAt: { type: 'timestamp', sql: sql`${businesses.createdAt}` },
  updatedAt: { type: 'timestamp', sql: sql`${businesses.updatedAt}` },
};

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

async function aggregate(
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

/** Supplier (creator) or buyer (arranger) spaces: the ones that have a business profile. */
const ofIndustry = (industry: 'creator' | 'arranger') => eq(spaces.industry, industry);

/** `POST /api/v1/Creator/query` (and Arranger): every profile of the industry, filtered, in keyset pages. */
export async function queryProfiles(db: Db, industry: 'creator' | 'arranger', body: QueryBody) {
  const filter = compileFilter(body.filter, profileFields);
  const keys = orderKeys(body.sort, profileFields, sql`${spaces.key}`);
  const rows = await db
    .select({ row: spaces, ...cursorColumns(keys) })
    .from(spaces)
    .where(and(ofIndustry(industry), filter, afterCursor(keys, body.cursor)))
    .orderBy(...orderBy(keys))
    .limit(body.limit + 1);
  const page = rows.slice(0, body.limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => r.row as SpaceRow),
    next: rows.length > body.limit && last ? cursorAfter(keys, last as Record<string, unknown>) : null,
  };
}

export function aggregateProfiles(db: Db, industry: 'creator' | 'arranger', body: AggregateBody) {
  return aggregate(db, sql`${spaces}`, profileFields, ofIndustry(industry), body);
}

/** `POST /api/v1/Business/query`: the caller's businesses (every one for an administrator, `sub` null). */
export async function queryBusinesses(db: Db, sub: string | null, body: QueryBody) {
  const filter = compileFilter(body.filter, businessFields);
  const keys = orderKeys(body.sort, businessFields, sql`${businesses.key}`);
  const rows = await db
    .select({ row: businesses, ...cursorColumns(keys) })
    .from(businesses)
    .where(and(sub === null ? undefined : eq(businesses.sub, sub), filter, afterCursor(keys, body.cursor)))
    .orderBy(...orderBy(keys))
    .limit(body.limit + 1);
  const page = rows.slice(0, body.limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => r.row as typeof businesses.$inferSelect),
    next: rows.length > body.limit && last ? cursorAfter(keys, last as Record<string, unknown>) : null,
  };
}

export function aggregateBusinesses(db: Db, sub: string | null, body: AggregateBody) {
  return aggregate(
    db,
    sql`${businesses}`,
    businessFields,
    sub === null ? undefined : eq(businesses.sub, sub),
    body,
  );
}

/** Writes a space's profile document (the profile's own write: the name and avatar stay the spaces API's). */
export async function writeProfileDetails(db: Db, key: string, details: SpaceRow['details']) {
  const [row] = await db
    .update(spaces)
    .set({ details, updatedAt: new Date() })
    .where(eq(spaces.key, key))
    .returning();
  return row;
}
