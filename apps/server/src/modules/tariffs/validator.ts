import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError, type ErrorCode, type FieldIssue } from '../../errors.ts';

type Issue = z.core.$ZodIssue;

/**
 * Zod issues as the API's `{field, rule, message}` list. Rules the shared contracts name (`overlap`,
 * `pax_order`, `prefecture` …) come out under that name rather than zod's generic `custom`, and an unknown key is
 * reported on its own path (`body.rates.0.price`, rule `unknown_field`) so a caller sees exactly what to remove.
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
    return [{ field: at(issue.path), rule: named ?? issue.code, message: issue.message }];
  });
}

export function validationError(fields: FieldIssue[], code: ErrorCode = 'request.invalid'): AppError {
  const summary = fields
    .slice(0, 10)
    .map((f) => `${f.field}: ${f.message}`)
    .join('; ');
  const more = fields.length > 10 ? ` (and ${fields.length - 10} more)` : '';
  return new AppError(code, `Invalid request: ${summary}${more}`, fields);
}

/** Parses `value` with `schema` or throws the same 400 a route schema would give. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, prefix = 'body'): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(fieldIssues(result.error.issues, prefix));
}

/**
 * The validator for the tariff and event routes: zod, as everywhere else, but failing with an AppError that
 * already carries named rules, which the shared error handler answers as a 400 unchanged.
 */
export const namedRuleValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: validationError(fieldIssues(result.error.issues, httpPart ?? 'body')) };
  };
