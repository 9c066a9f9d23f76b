import { isUtf8 } from 'node:buffer';
import {
  brokenTextRule,
  FORBIDDEN_KEYS,
  MAX_JSON_DEPTH,
  MAX_KEY_LENGTH,
  TEXT_RULE_MESSAGES,
} from '@tourtariff/shared';
import { AppError, type FieldIssue } from '../errors.ts';

/** Enough issues to fix a request in one go, few enough that a hostile body cannot make the answer huge. */
const MAX_ISSUES = 10;

/**
 * A refused request: a 400 naming field and rule, which every error handler answers as the caller's mistake
 * (the embedded provider's pages read `statusCode`, the shared handler the code).
 */
export class InputError extends AppError {
  readonly statusCode = 400;

  constructor(fields: FieldIssue[]) {
    super(
      'request.invalid',
      `Invalid request: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`,
      fields,
    );
  }
}

/** A key as a field path shows it: the characters that break the rule become visible escapes. */
const shown = (key: string) => (brokenTextRule(key) ? JSON.stringify(key).slice(1, -1) : key);

/**
 * Every breach of the shared input rules in a parsed value (JSON body, query, params, form): text that breaks
 * the text rule, a forbidden or overlong key, a number JSON cannot carry, nesting deeper than MAX_JSON_DEPTH.
 * `root` names the part (`body`, `query`…), so fields read `body.title.jp`.
 */
export function inputIssues(value: unknown, root: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (field: string, rule: string, message: string) => {
    if (issues.length < MAX_ISSUES) issues.push({ field, rule, message });
  };
  // Recursion stops at MAX_JSON_DEPTH + 1, so a hostile depth cannot exhaust the stack.
  const visit = (node: unknown, field: string, depth: number) => {
    if (issues.length >= MAX_ISSUES) return;
    if (typeof node === 'string') {
      const rule = brokenTextRule(node);
      if (rule) add(field, rule, TEXT_RULE_MESSAGES[rule]);
      return;
    }
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) add(field, 'finite', 'must be a finite number');
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if (depth >= MAX_JSON_DEPTH) {
      add(field, 'max_depth', `nests deeper than ${MAX_JSON_DEPTH} levels`);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        visit(item, `${field}.${index}`, depth + 1);
      });
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      const long = key.length > MAX_KEY_LENGTH;
      const at = `${field}.${shown(long ? `${key.slice(0, 40)}…` : key)}`;
      const keyRule = brokenTextRule(key);
      if (keyRule) add(at, keyRule, `the key ${TEXT_RULE_MESSAGES[keyRule]}`);
      else if (FORBIDDEN_KEYS.has(key)) add(at, 'forbidden_key', `${key} is not accepted as a field name`);
      else if (long) add(at, 'max_key_length', `keys are at most ${MAX_KEY_LENGTH} characters`);
      visit(item, at, depth + 1);
    }
  };
  visit(value, root, 0);
  return issues;
}

/** Throws the InputError for `value` when it breaks a rule. */
export function assertClean(value: unknown, root: string): void {
  const issues = inputIssues(value, root);
  if (issues.length) throw new InputError(issues);
}

const refuse = (rule: string, message: string) => new InputError([{ field: 'body', rule, message }]);

/**
 * A JSON request body as the routes may see it. Bytes that are not UTF-8 are refused rather than decoded with
 * U+FFFD in place of what was sent; `__proto__` and friends are refused by name rather than as "not JSON".
 */
export function parseJsonBody(bytes: Buffer): unknown {
  if (bytes.length === 0) throw refuse('required', 'is empty; send a JSON value or no Content-Type');
  if (!isUtf8(bytes)) throw refuse('utf8', 'is not valid UTF-8');
  let source = bytes.toString('utf8');
  // Some clients (PowerShell, Windows editors) start UTF-8 with a byte order mark; it carries no data.
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    // V8 quotes the input in its message; the position alone helps without echoing the payload back.
    const position = /at position (\d+)/.exec((error as Error).message)?.[1];
    throw refuse('json_syntax', `is not valid JSON${position ? ` (at character ${position})` : ''}`);
  }
  assertClean(value, 'body');
  return value;
}
