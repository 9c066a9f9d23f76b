import { kind } from './define.ts';

/**
 * Codes of the OID4VC core calls beyond the `credentials.*` ones they share. The wallet-facing
 * endpoints answer OAuth-style errors (`invalid_grant`, `invalid_nonce` …) instead.
 */
export const oid4vcErrors = {
  /** The application is not approved, or the credential is not valid (revoked or expired): nothing to offer. */
  'oid4vc.not_offerable': kind.conflict,
} as const;
