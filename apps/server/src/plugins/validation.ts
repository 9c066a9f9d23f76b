import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError, type ErrorCode, type ErrorParams, type FieldIssue } from '../errors.ts';

type Issue = z.core.$ZodIssue;

/** What the web needs to say a rule in the reader's language (`at least {{minimum}}`), never the input itself. */
function paramsOf(issue: Issue): ErrorParams | undefined {
  const params: ErrorParams = {};
  if (issue.code === 'too_small') params.minimum = Number(issue.minimum);
  if (issue.code === 'too_big') params.maximum = Number(issue.maximum);
  if (issue.code === 'too_small' || issue.code === 'too_big') params.origin = issue.origin;
  if (issue.code === 'invalid_type') params.expected = issue.expected;
  if (issue.code === 'invalid_format') params.format = issue.format;
  if (issue.code === 'invalid_value') params.values = issue.values.map(String).join(', ');
  if (issue.code === 'custom') {
    for (const [key, value] of Object.entries(issue.params ?? {})) {
      if (key !== 'rule' && (typeof value === 'string' || typeof value === 'number')) params[key] = value;
    }
  }
  return Object.keys(params).length ? params : undefined;
}

/**
 * Zod issues as the API's field issues `{field, rule, message, params}`. Rules the shared contracts name
 * (`overlap`, `pax_order`, `prefecture` …) come out under that name rather than zod's generic `custom`, and an
 * unknown key is reported on its own path (rule `unknown_field`) so a caller sees exactly what to remove.
 */
export function fieldIssues(issues: readonly Issue[], prefix: string): FieldIssue[] {
  const at = (path: readonly PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join('.');
  return issues.flatMap((issue): FieldIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: at([...issue.path, key]),
        rule: 'unknown_field',
        message: 'is not a known field',
      }));
    }
    const named =
      issue.code === 'custom' ? (issue.params as { rule?: unknown } | undefined)?.rule : undefined;
    const params = paramsOf(issue);
    return [
      {
        field: at(issue.path),
        rule: typeof named === 'string' ? named : issue.code,
        message: issue.message,
        ...(params ? { params } : {}),
      },
    ];
  });
}

/** The 400 for a list of field issues, its English message summing up the first ten. */
export function validationError(fields: FieldIssue[], code: ErrorCode = 'request.invalid'): AppError {
  const summary = fields
    .slice(0, 10)
    .map((f) => `${f.field}: ${f.message}`)
    .join('; ');
  const more = fields.length > 10 ? ` (and ${fields.length - 10} more)` : '';
  return new AppError(code, `Invalid request: ${summary}${more}`, fields);
}

/**
 * A route validator: zod, failing with the AppError `toError` makes of the field issues, which the shared error
 * handler answers unchanged. The app installs one, the kit's `namedRuleValidator` (app.ts).
 */
export function validatorWith(
  toError: (fields: FieldIssue[]) => AppError = validationError,
): FastifySchemaCompiler<z.ZodType> {
  return ({ schema, httpPart }) =>
    (data) => {
      const result = schema.safeParse(data);
      if (result.success) return { value: result.data };
      return { error: toError(fieldIssues(result.error.issues, httpPart ?? 'body')) };
    };
}
