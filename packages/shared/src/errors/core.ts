import { kind } from './define.ts';

/**
 * Codes of the core service groups notify, shorturi and storage (issue 12 item 4). The core envelope answers
 * each with its kind's status number; the app API (/api/ipfs uses storage) with its HTTP status and the code.
 */
export const coreErrors = {
  /** `notify/new` named a user nobody has signed in as; params: {target}. */
  'notify.unknown_target': kind.notFound,
  /** Absent, or someone else's: the two answer alike so keys cannot be probed. */
  'notify.not_found': kind.notFound,
  /** Listing another user's notifications without being an administrator. */
  'notify.list_forbidden': kind.forbidden,
  /** A `cursor` that no list of this server handed out (field `body.cursor`). */
  'notify.bad_cursor': kind.invalid,
  /** Absent, or someone else's when dropping: a short id alone must not reveal that it exists. */
  'shorturi.not_found': kind.notFound,
  'shorturi.expired': kind.gone,
  /** `exp` in the past or more than {{days}} days away (field `body.exp`). */
  'shorturi.bad_expiry': kind.invalid,
  'storage.not_found': kind.notFound,
  /** params: {size, max} in bytes. */
  'storage.too_large': kind.tooLarge,
  /** The object is encrypted and the call brought no key. */
  'storage.key_required': kind.decryption,
} as const;
