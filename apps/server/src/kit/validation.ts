import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { AppError, type ErrorCode, type ErrorParams, type FieldIssue } from '../errors.ts';
import {
  fieldIssues,
  validationError as plainValidationError,
  validatorWith,
} from '../plugins/validation.ts';

/*
 * Zod issues as the API's field issues, for every layer of every unit (routes' validator, services' checks, the
 * query language in repositories), so a refusal has one shape wherever it is raised (docs/ARCHITECTURE.md
 * "Contracts"). The tariff rules only the tariff contracts name get a code of their own; every other route's
 * fields never carry those rules, so one validator serves the whole app.
 */

// The field issues themselves are the server's one mapping (plugins/validation.ts); this adds the tariff codes.
export { fieldIssues };

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
  const plain = plainValidationError(fields, code);
  const specific = code === 'request.invalid' ? fields.find(domainCode) : undefined;
  if (!specific) return plain;
  const at = rowOf(specific.field);
  const params: ErrorParams = {
    ...(at ? { [rowParam[at.list] as string]: at.row } : {}),
    ...specific.params,
  };
  return new AppError(domainCode(specific) as ErrorCode, plain.message, {
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

/** The code a contract's refusals carry instead of `request.invalid`, when its domain names one. */
const refusalCodes = z.registry<{ code: ErrorCode }>();

/**
 * Marks `schema` so that input it refuses answers `code` (a business profile's fields → `profile.invalid`), with
 * the same fields and rules: the one validator below reads the mark, so no route installs a validator of its own.
 */
export function refusesWith<T extends z.ZodType>(schema: T, code: ErrorCode): T {
  refusalCodes.add(schema, { code });
  return schema;
}

/**
 * The validator of every route, set once in app.ts: named rules with params, the tariff codes on top, and the
 * code a contract was marked with (`refusesWith`).
 */
export const namedRuleValidator: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorWith((fields) => validationError(fields, refusalCodes.get(route.schema)?.code))(route);
