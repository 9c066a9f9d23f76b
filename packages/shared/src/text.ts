import { z } from 'zod';

/**
 * The one rule every string of a request obeys, on the server's JSON parser and in the zod contracts the web
 * shares: PostgreSQL cannot store NUL in text, and a lone UTF-16 surrogate has no UTF-8 form, so the driver
 * would either fail or quietly replace it with U+FFFD — a changed value the caller never sent.
 */
export type TextRule = 'no_nul' | 'no_lone_surrogate';

export const TEXT_RULE_MESSAGES: Record<TextRule, string> = {
  no_nul: 'must not contain NUL characters',
  no_lone_surrogate: 'must not contain a lone UTF-16 surrogate (text that is not valid Unicode)',
};

/** The rule `value` breaks, or null when PostgreSQL can store it exactly as sent. */
export function brokenTextRule(value: string): TextRule | null {
  if (value.includes('\u0000')) return 'no_nul';
  if (!value.isWellFormed()) return 'no_lone_surrogate';
  return null;
}

/** Keys that reach `Object.prototype` when an object is merged or spread carelessly; no contract uses them. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Nesting no request body needs (tariffs go five levels deep); deeper input only costs stack and CPU. */
export const MAX_JSON_DEPTH = 32;

/** Object keys are field names or short identifiers; a longer one is noise or an attack. */
export const MAX_KEY_LENGTH = 200;

/**
 * A text field of at most `max` characters obeying the shared rule; `trim` trims before the length is counted.
 * A broken rule is reported by name (`params.rule`), as the other named rules of the contracts are.
 */
export function text(max: number, options: { trim?: boolean } = {}) {
  const base = options.trim ? z.string().trim() : z.string();
  return base.max(max).check((ctx) => {
    const rule = brokenTextRule(ctx.value);
    if (rule)
      ctx.issues.push({
        code: 'custom',
        message: TEXT_RULE_MESSAGES[rule],
        params: { rule },
        input: ctx.value,
        continue: false,
      });
  });
}
