/**
 * Reads `/api/auth/session` without zod: every page reads the session before its first screen, and zod is 26 kB
 * gzipped of the first route's budget; the screens that validate forms load it with them.
 */
import type { Identity, Session } from '@tourtariff/shared';

/** The session's person and the session itself: the shared identity/session contract (types only, no zod). */
export type SessionUser = Identity;
export type SessionBody = Session;

function fail(field: string, rule: string): never {
  throw new TypeError(`session: ${field} ${rule}`);
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(field, 'must be an object');
  return value as Record<string, unknown>;
}

// Lenient on the optional profile fields (absent means the default): a provider without a family name must not
// break the whole app. Present but of the wrong type is refused, as a schema would.
function optional<T>(
  body: Record<string, unknown>,
  field: string,
  fallback: T,
  is: (v: unknown) => v is T,
): T {
  const value = body[field];
  if (value === undefined) return fallback;
  return is(value) ? value : fail(field, 'has the wrong type');
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function readUser(value: unknown): SessionUser {
  const user = record(value, 'user');
  if (!isString(user.sub) || user.sub.length === 0) fail('user.sub', 'must be a non-empty string');
  return {
    sub: user.sub,
    nickname: optional(user, 'nickname', '', isString),
    email: optional(user, 'email', '', isString),
    first_name: optional(user, 'first_name', '', isString),
    last_name: optional(user, 'last_name', '', isString),
    picture: optional(user, 'picture', null, isNullableString),
    // Older servers did not say, and trusted every address anyway.
    email_verified: optional(user, 'email_verified', true, isBoolean),
    access: optional(user, 'access', [], isStrings),
  };
}

/** The session answer, or a TypeError naming the first field that does not fit. */
export function readSessionBody(value: unknown): SessionBody {
  const body = record(value, 'body');
  if (!isBoolean(body.ready)) fail('ready', 'must be a boolean');
  if (!isBoolean(body.valid)) fail('valid', 'must be a boolean');
  if (body.status !== 'authenticated' && body.status !== 'unauthenticated') {
    fail('status', 'must be authenticated or unauthenticated');
  }
  const user = body.user === null ? null : readUser(body.user);
  return { user, ready: body.ready, valid: body.valid, status: body.status };
}
