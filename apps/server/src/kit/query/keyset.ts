import { and, or, type SQL, sql } from 'drizzle-orm';
import type { FieldIssue } from '../../errors.ts';
import { badCursor, cursorText, encodeCursor } from '../cursor.ts';
import { validationError } from '../validation.ts';
import { castOf, type FieldDef } from './fields.ts';
import { isCalendarDate, knownField } from './filter.ts';

export type SortTerm = { field: string; order: 'asc' | 'desc' };
type Key = { sql: SQL; text: SQL; cast: string; valid: (value: string) => boolean; desc: boolean };

// How each sort value is written into a cursor, and what a cursor value must be to be cast back: a forged
// cursor is refused as a 400 before it can reach the database as an unparseable literal.
const renderings: Record<string, { text: (e: SQL) => SQL; valid: (value: string) => boolean }> = {
  text: { text: (e) => e, valid: (v) => v.length <= 1000 && !v.includes('\u0000') },
  int: { text: (e) => sql`(${e})::text`, valid: (v) => /^-?\d{1,18}$/.test(v) },
  number: { text: (e) => sql`(${e})::text`, valid: (v) => /^-?\d{1,30}(\.\d{1,30})?$/.test(v) },
  bool: { text: (e) => sql`(${e})::text`, valid: (v) => v === 'true' || v === 'false' },
  date: { text: (e) => sql`(${e})::text`, valid: isCalendarDate },
  timestamp: {
    text: (e) => sql`to_char((${e}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    valid: (v) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v) &&
      isCalendarDate(v.slice(0, 10)) &&
      !Number.isNaN(Date.parse(`${v.slice(0, 23)}Z`)),
  },
};

/** The ordering of a query: the requested fields, then the key, so every row has one place in it. */
export function orderKeys(sort: SortTerm[], fields: Record<string, FieldDef>, keySql: SQL): Key[] {
  const issues: FieldIssue[] = [];
  const keys: Key[] = [];
  sort.forEach((term, i) => {
    const def = knownField(fields, term.field, `body.sort.${i}.field`, issues);
    if (!def) return;
    if (def.type === 'tags') {
      issues.push({ field: `body.sort.${i}.field`, rule: 'not_sortable', message: 'cannot be sorted on' });
      return;
    }
    const e = def.sortSql ?? def.sql;
    const rendering = renderings[def.type];
    if (!rendering) return;
    keys.push({
      sql: e,
      text: rendering.text(e),
      cast: castOf[def.type],
      valid: rendering.valid,
      desc: term.order === 'desc',
    });
  });
  if (issues.length) throw validationError(issues);
  keys.push({ sql: keySql, text: keySql, cast: 'text', valid: (v) => /^[\w-]{1,80}$/.test(v), desc: false });
  return keys;
}

export const orderBy = (keys: Key[]) => keys.map((k) => (k.desc ? sql`${k.sql} desc` : sql`${k.sql} asc`));

/** The columns a page selects so its last row can become the next cursor: `c0…cn`, as text. */
export const cursorColumns = (keys: Key[]): Record<string, SQL<string>> =>
  Object.fromEntries(keys.map((k, i) => [`c${i}`, k.text as SQL<string>]));

const foreign = () => badCursor('body.cursor', 'not a cursor from this query');

/** Rows strictly after the cursor's row in this ordering: (a > x) or (a = x and b > y) or …, per direction. */
export function afterCursor(keys: Key[], cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  let values: unknown;
  try {
    values = JSON.parse(cursorText(cursor));
  } catch {
    throw foreign();
  }
  if (!Array.isArray(values) || values.length !== keys.length) throw foreign();
  const params = keys.map((k, i) => {
    const value = values[i];
    if (typeof value !== 'string' || !k.valid(value)) throw foreign();
    return sql`cast(${value} as ${sql.raw(k.cast)})`;
  });
  const branches = keys.map((k, i) =>
    and(
      ...keys.slice(0, i).map((earlier, j) => sql`${earlier.sql} = ${params[j]}`),
      k.desc ? sql`${k.sql} < ${params[i]}` : sql`${k.sql} > ${params[i]}`,
    ),
  );
  return or(...branches);
}

/** The cursor that continues after `row`, read from the `c0…cn` columns `cursorColumns` selected. */
export function cursorAfter(keys: Key[], row: Record<string, unknown>): string {
  const values = keys.map((_, i) => String(row[`c${i}`]));
  return encodeCursor(JSON.stringify(values));
}
