import type { ErrorParams } from '@tourtariff/shared';
import type { z } from 'zod';

/** What a zod issue says in the server's terms: the rule (a contract's named rule over zod's code) and params. */
export type RuleIssue = { path: string; rule: string; message: string; params?: ErrorParams };

const paramNames = ['origin', 'expected', 'format', 'minimum', 'maximum', 'divisor'] as const;

function plain(value: unknown): string | number | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return undefined;
}

/**
 * A zod issue of a shared contract checked in the browser, named exactly as the server names it (rule
 * `overlap`, not `custom`; `too_small` with `{origin, minimum}`), so the same texts of `errors:rules` serve both.
 */
export function ruleIssueOf(issue: z.core.$ZodIssue): RuleIssue {
  const named = issue.code === 'custom' ? (issue.params as { rule?: unknown } | undefined)?.rule : undefined;
  const params: ErrorParams = {};
  for (const name of paramNames) {
    const value = plain((issue as unknown as Record<string, unknown>)[name]);
    if (value !== undefined) params[name] = value;
  }
  return {
    path: issue.path.map(String).join('.'),
    rule: typeof named === 'string' ? named : issue.code,
    message: issue.message,
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}
