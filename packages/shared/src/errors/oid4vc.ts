import { kind } from './define.ts';

/**
 * Codes of the OID4VC core calls (issue 18 item 7). The wallet-facing endpoints answer OAuth-style errors
 * (`invalid_grant`, `invalid_nonce` …) instead; these are for the signed-in callers who start a flow.
 */
export const oid4vcErrors = {
  /** No such application, credential or presentation request of the current space; absent and foreign alike. */
  'oid4vc.not_found': kind.notFound,
  /** The application is not approved, or the credential is not valid (revoked or expired): nothing to offer. */
  'oid4vc.not_offerable': kind.conflict,
  /** The DCQL query is malformed or asks for a format other than dc+sd-jwt (field `body.dcql`). */
  'oid4vc.bad_query': kind.invalid,
} as const;
