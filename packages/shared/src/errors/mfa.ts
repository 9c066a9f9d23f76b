import { kind } from './define.ts';

/** Second factors: authenticator codes and recovery codes (docs/identity.md "Second factor"). */
export const mfaErrors = {
  /** The space the call names requires a second factor, and this sign-in has none: enrol, or step up with one. */
  'mfa.required': kind.forbidden,
  /** The code typed is wrong, expired, or was already used. */
  'mfa.invalid_code': kind.invalid,
  /** The password typed to remove the factor is wrong. */
  'mfa.invalid_password': kind.invalid,
  /** The account already has an authenticator; remove it before enrolling another. */
  'mfa.already_enrolled': kind.conflict,
  /** No enrolment was started, or the account has no authenticator. */
  'mfa.not_enrolled': kind.conflict,
  /** Second factors are managed by the external sign-in provider, not here. */
  'mfa.unavailable': kind.conflict,
  /** Too many wrong codes: wait `{{seconds}}` seconds. */
  'mfa.throttled': kind.rateLimited,
} as const;
