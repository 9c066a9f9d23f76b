import { and, type SQL, sql } from 'drizzle-orm';
import type { FieldIssue } from '../../errors.ts';
import { validationError } from '../validation.ts';
import { castOf, type FieldDef, type FieldType } from './fields.ts';

const OPERATORS = ['$eq', '$ne', '$in', '$gt', '$gte', '$lt', '$lte', '$contains'] as const;
type Operator = (typeof OPERATORS)[number];

const ORDERED: FieldType[] = ['text', 'int', 'number', 'date', 'timestamp'];

class Refused extends Error {
  readonly issue: FieldIssue;
  constructor(issue: FieldIssue) {
    super(issue.message);
    this.issue = issue;
  }
}
const refuse = (field: string, rule: string, message: string) => new Refused({ field, rule, message });

/** Checks one value against the field's type; answers it as a parameter with the field's SQL type. */
function param(def: FieldDef, value: unknown, at: string): SQL {
  const ok = (() => {
    switch (def.type) {
      case 'text':
      case 'tags':
        return typeof value === 'string' && value.length <= 200 && !value.includes('\u0000');
      case 'int':
        return Number.isSafeInteger(value);
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'bool':
        return typeof value === 'boolean';
      case 'date':
        return typeof value === 'string' && isCalendarDate(value);
      case 'timestamp':
        return typeof value === 'string' && instantOf(value) !== null;
    }
  })();
  if (!ok) throw refuse(at, 'type', `must be a ${def.type === 'tags' ? 'text' : def.type} value`);
  if (def.values && !def.values.includes(value as string))
    throw refuse(at, 'enum', `must be one of ${def.values.join(', ')}`);
  if (def.type === 'tags') return sql`${value}`;
  // Everything reaching the database is already known to parse there, so bad input is a 400, never a 500.
  const text =
    def.type === 'timestamp' ? instantOf(value as string) : def.type === 'bool' ? String(value) : value;
  return sql`cast(${text} as ${sql.raw(castOf[def.type])})`;
}

/** A real YYYY-MM-DD date in years 1900–2200 (JavaScript alone would roll 2025-02-30 over into March). */
export function isCalendarDate(value: string): boolean {
  if (!/^(19|2[01])\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An instant within years 1900–2200, as ISO text both engines parse; null for anything else. */
function instantOf(value: string): string | null {
  if (value.length > 40) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time) || time < Date.UTC(1900, 0, 1) || time > Date.UTC(2200, 0, 1)) return null;
  return new Date(time).toISOString();
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function condition(def: FieldDef, op: Operator, value: unknown, at: string): SQL {
  const e = def.sql;
  const tags = def.type === 'tags';
  if ((op === '$eq' || op === '$ne') && value === null) {
    return op === '$eq' ? sql`${e} is null` : sql`${e} is not null`;
  }
  switch (op) {
    case '$eq':
      return tags
        ? sql`${e} @> jsonb_build_array(${param(def, value, at)}::text)`
        : sql`${e} = ${param(def, value, at)}`;
    case '$ne':
      return tags
        ? sql`not (${e} @> jsonb_build_array(${param(def, value, at)}::text))`
        : sql`${e} is distinct from ${param(def, value, at)}`;
    case '$in': {
      if (!Array.isArray(value) || value.length === 0 || value.length > 100)
        throw refuse(at, 'type', 'must be a list of 1 to 100 values');
      const list = sql.join(
        value.map((item, i) => param(def, item, `${at}.${i}`)),
        sql`, `,
      );
      return tags
        ? sql`exists (select 1 from jsonb_array_elements_text(${e}) t(v) where t.v in (${list}))`
        : sql`${e} in (${list})`;
    }
    case '$contains': {
      if (def.type !== 'text' && !tags)
        throw refuse(at, 'unknown_operator', '$contains applies to text fields');
      if (typeof value !== 'string' || value.length === 0 || value.length > 100 || value.includes('\u0000'))
        throw refuse(at, 'type', 'must be a text of 1 to 100 characters');
      const pattern = `%${escapeLike(value)}%`;
      return tags
        ? sql`exists (select 1 from jsonb_array_elements_text(${e}) t(v) where t.v ilike ${pattern})`
        : sql`${e} ilike ${pattern}`;
    }
    default: {
      if (!ORDERED.includes(def.type))
        throw refuse(at, 'unknown_operator', `${op} applies to ordered fields`);
      const cmp = { $gt: sql`>`, $gte: sql`>=`, $lt: sql`<`, $lte: sql`<=` }[op];
      return sql`${e} ${cmp} ${param(def, value, at)}`;
    }
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Compiles a filter (`{field: value}` for equality, or `{field: {$op: value, …}}`) into one SQL condition.
 * Every unknown field, unknown operator and ill-typed value is collected, so the 400 names all of them at once.
 */
export function compileFilter(
  filter: Record<string, unknown>,
  fields: Record<string, FieldDef>,
  prefix = 'body.filter',
): SQL | undefined {
  const parts: SQL[] = [];
  const issues: FieldIssue[] = [];
  for (const [name, spec] of Object.entries(filter)) {
    const def = Object.hasOwn(fields, name) ? fields[name] : undefined;
    const at = `${prefix}.${name}`;
    if (!def) {
      issues.push({ field: at, rule: 'unknown_field', message: 'is not a field this query language knows' });
      continue;
    }
    const ops = isPlainObject(spec) ? Object.entries(spec) : [['$eq', spec] as const];
    if (ops.length === 0) issues.push({ field: at, rule: 'empty', message: 'names no operator' });
    for (const [op, value] of ops) {
      try {
        if (!(OPERATORS as readonly string[]).includes(op))
          throw refuse(`${at}.${op}`, 'unknown_operator', `is not one of ${OPERATORS.join(', ')}`);
        parts.push(condition(def, op as Operator, value, isPlainObject(spec) ? `${at}.${op}` : at));
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        issues.push(error.issue);
      }
    }
  }
  if (issues.length) throw validationError(issues);
  return parts.length ? and(...parts) : undefined;
}

/** Checks that a name is a field of the whitelist (for sort, groupBy and metrics), collecting the failure. */
export function knownField(
  fields: Record<string, FieldDef>,
  name: string,
  at: string,
  issues: FieldIssue[],
): FieldDef | undefined {
  const def = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!def)
    issues.push({ field: at, rule: 'unknown_field', message: 'is not a field this query language knows' });
  return def;
}
