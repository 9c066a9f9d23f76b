import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError, type ErrorCode, type ErrorParams, type FieldIssue } from '../../errors.ts';

/*
 * Zod issues as the API's field issues, for every layer of this module (routes' validator, services' checks,
 * the query compiler in the repository): it sits beside them rather than in one, since all three refuse input.
 */

type Issue = z.core.$ZodIssue;

/** The params a contract's named rule carries (`{other: 2}`), without the rule's own name. */
function ruleParams(issue: Issue): ErrorParams | undefined {
  if (issue.code !== 'custom') return undefined;
  const { rule: _rule, ...rest } = (issue.params ?? {}) as Record<string, unknown>;
  const entries = Object.entries(rest).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Zod issues as the API's `{field, rule, message, params}` list. Rules the shared contracts name (`overlap`,
 * `pax_order`, `prefecture` …) come out under that name rather than zod's generic `custom`, with their params;
 * an unknown key is reported on its own path (`body.rates.0.price`, rule `unknown_field`) so a caller sees
 * exactly what to remove.
 */
export function fieldIssues(issues: readonly Issue[], prefix: string): FieldIssue[] {
  const at = (path: readonly PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join('.');
  return issues.flatMap((issue): FieldIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: at([...issue.path, key]),
        rule: 'unknown_field',
        message: `is not a known field`,
      }));
    }
    const named = issue.code === 'custom' ? (issue.params as { rule?: string } | undefined)?.rule : undefined;
    const params = ruleParams(issue);
    return [
      {
        field: at(issue.path),
        rule: named ?? issue.code,
        message: issue.message,
        ...(params ? { params } : {}),
      },
    ];
  });
}

/** The list a field is a row of (`body.seasons.1.from` → seasons, row 2 as the editor numbers rows). */
function rowOf(field: string): { list: string; row: number } | undefined {
  const match = /(?:^|\.)(seasons|rates|blackout)\.(\d+)(?:\.|$)/.exec(field);
  return match ? { list: match[1] as string, row: Number(match[2]) + 1 } : undefined;
}

const rowParam: Record<string, string> = { seasons: 'season', rates: 'rate', blackout: 'row' };

/** The tariff rules a user fixes in one place get a code of their own. */
function domainCode(issue: FieldIssue): ErrorCode | undefined {
  const list = rowOf(issue.field)?.list;
  if (issue.rule === 'overlap') return list === 'seasons' ? 'tariff.season_overlap' : 'tariff.rate_overlap';
  if (issue.rule === 'season_unknown') return 'tariff.season_unknown';
  if (issue.rule === 'pax_order') return 'tariff.pax_order';
  if (issue.rule === 'within_validity') return 'tariff.outside_validity';
  return undefined;
}

/**
 * A 400 naming every refused field. When one of them breaks a tariff rule with a code of its own
 * (`tariff.season_overlap` …), the answer carries that code and its params, so the page can say in one line
 * what is wrong; `fields` still lists every issue.
 */
export function validationError(fields: FieldIssue[], code: ErrorCode = 'request.invalid'): AppError {
  const summary = fields
    .slice(0, 10)
    .map((f) => `${f.field}: ${f.message}`)
    .join('; ');
  const more = fields.length > 10 ? ` (and ${fields.length - 10} more)` : '';
  const specific = code === 'request.invalid' ? fields.find(domainCode) : undefined;
  if (!specific) return new AppError(code, `Invalid request: ${summary}${more}`, fields);
  const at = rowOf(specific.field);
  const params: ErrorParams = {
    ...(at ? { [rowParam[at.list] as string]: at.row } : {}),
    ...specific.params,
  };
  return new AppError(domainCode(specific) as ErrorCode, `Invalid request: ${summary}${more}`, {
    fields,
    params,
  });
}

/** Parses `value` with `schema` or throws the same 400 a route schema would give. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, prefix = 'body'): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(fieldIssues(result.error.issues, prefix));
}

/**
 * The validator for the tariff and event routes: zod, as everywhere else, but failing with an AppError that
 * already carries named rules, their params and the domain code, which the shared error handler answers as is.
 */
export const namedRuleValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: validationError(fieldIssues(result.error.issues, httpPart ?? 'body')) };
  };
