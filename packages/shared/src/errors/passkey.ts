import { kind } from './define.ts';

/** Passkeys (WebAuthn) of the embedded provider (docs/identity.md "Passkeys"). */
export const passkeyErrors = {
  /** The ceremony answers a challenge this server never made. */
  'passkey.challenge_unknown': kind.invalid,
  /** The challenge was already used: a replayed response. */
  'passkey.challenge_used': kind.invalid,
  /** The challenge is older than five minutes; start again. */
  'passkey.challenge_expired': kind.invalid,
  /** The response was made for another site (its origin is not this server's). */
  'passkey.wrong_origin': kind.invalid,
  /** The authenticator signed for another relying-party id. */
  'passkey.wrong_rp_id': kind.invalid,
  /** No account has this passkey (or it was removed). */
  'passkey.unknown_credential': kind.invalid,
  /** The passkey's counter went backwards: the authenticator may have been copied, so it is refused. */
  'passkey.cloned': kind.forbidden,
  /** The response does not verify (signature, flags or form). */
  'passkey.invalid': kind.invalid,
  /** Too many refused passkey attempts: wait `{{seconds}}` seconds. */
  'passkey.throttled': kind.rateLimited,
} as const;
