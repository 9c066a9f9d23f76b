import { kind } from './define.ts';

/**
 * Codes any part of the server may answer with. A domain's own codes live in a file of their own beside this one
 * (`tariffs.ts`, `spaces.ts` …) and are named `<domain>.<what>`; the web shows each in the reader's language
 * from `locales/<lang>/errors.json`, and a test fails when one has no text there.
 */
export const commonErrors = {
  /** Input the request's schema or the input rules refused; `fields` names each field and rule. */
  'request.invalid': kind.invalid,
  /** The caller's mistake the framework found (bad URL, JSON, content type), with no better code. */
  'request.bad': kind.invalid,
  'request.method_not_allowed': kind.methodNotAllowed,
  'request.too_large': kind.tooLarge,
  /** Well-formed, but the rules of the domain refuse it; `fields` says where. */
  'request.unprocessable': kind.unprocessable,
  'request.rate_limited': kind.rateLimited,
  'auth.required': kind.unauthenticated,
  'auth.invalid_session': kind.invalidSession,
  /** Managing sessions takes a browser sign-in; a bearer token has none (docs/identity.md "Sessions"). */
  'auth.session_only': kind.forbidden,
  'access.forbidden': kind.forbidden,
  /** The app API answers it with the message `invalid record` (docs/api.md), whether absent or not the caller's. */
  'record.not_found': kind.notFound,
  'record.conflict': kind.conflict,
  'record.expired': kind.gone,
  'service.unavailable': kind.unavailable,
  'storage.decryption_failed': kind.decryption,
  'storage.integrity_failed': kind.integrity,
} as const;
