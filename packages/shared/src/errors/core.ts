import { kind } from './define.ts';

/**
 * Codes of the core service groups notify, shorturi and storage. The core envelope answers
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
  // Verifiable credentials: schema, issue, wallet, query and proof.
  /** No such credential type (vct); params {vct}. */
  'credentials.schema_unknown': kind.notFound,
  /** The type exists but an administrator disabled it; params {vct}. */
  'credentials.schema_disabled': kind.forbidden,
  /** Claims failing the type's JSON Schema; each field `body.claims.<name>` is named with its rule. */
  'credentials.claims_invalid': kind.invalid,
  /** The acting space is not among the type's issuers. */
  'credentials.not_issuer': kind.forbidden,
  /** Approving or rejecting an application that is no longer pending. */
  'credentials.not_pending': kind.conflict,
  /** One pending application per holder space and type. */
  'credentials.pending_exists': kind.conflict,
  /** An application, credential or request that is absent or not the caller's. */
  'credentials.not_found': kind.notFound,
  /** The call acts for the current space and the caller has none. */
  'credentials.no_space': kind.forbidden,
  /** An evidence hash that storage does not hold (field body.evidence.<i>). */
  'credentials.evidence_unknown': kind.invalid,
  /** A DCQL query the dcql library refuses (field body.dcql). */
  'credentials.dcql_invalid': kind.invalid,
  /** Presenting a credential the request's DCQL query does not match. */
  'credentials.no_match': kind.invalid,
  /** Presenting or refusing a request that is no longer pending. */
  'credentials.answered': kind.conflict,
  /** Presentation: the issuer signature does not verify, or the token is malformed. */
  'credentials.signature': kind.unprocessable,
  /** Presentation: the kid names no issuer key of this service. */
  'credentials.unknown_key': kind.unprocessable,
  /** Presentation: a disclosure the issuer did not sign. */
  'credentials.tampered': kind.unprocessable,
  /** Presentation: the signing space is not an issuer of the type. */
  'credentials.issuer_untrusted': kind.unprocessable,
  /** Presentation or import: past `exp`. */
  'credentials.expired': kind.gone,
  /** Presentation or import: its status list entry is set. */
  'credentials.revoked': kind.unprocessable,
  /** Presentation: the KB-JWT is missing, signed by another key, or its sd_hash differs. */
  'credentials.key_binding': kind.unprocessable,
  /** Presentation: the KB-JWT nonce is not the request's. */
  'credentials.wrong_nonce': kind.unprocessable,
  /** Presentation: the KB-JWT aud is not the verifier's. */
  'credentials.wrong_audience': kind.unprocessable,
  /** Presentation: disclosed claims fail the type's schema, or the type is unknown or disabled. */
  'credentials.schema_mismatch': kind.unprocessable,
  /** Presentation: the request's nonce was already answered. */
  'credentials.replay': kind.conflict,
} as const;
