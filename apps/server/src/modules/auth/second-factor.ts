import type { Membership } from '../../actor.ts';

/**
 * RFC 8176 methods that are a second factor beside a password: a one-time code, a hardware or software key (or
 * `pop`, a key whose keeping is not said), a smart card, biometrics, or the provider's own "multiple factors"
 * (docs/identity.md "A company that requires a second factor", the accepted list). `pwd`, `pin`, `kba`, `sms`,
 * `tel` and anything unknown are not.
 */
const SECOND_FACTOR_METHODS = new Set([
  'otp',
  'mfa',
  'hwk',
  'swk',
  'pop',
  'sc',
  'fpt',
  'face',
  'iris',
  'retina',
  'vbm',
]);

/** Whether an `amr` claim names a second factor; a token without one counts as without. */
export function namesSecondFactor(amr: unknown): boolean {
  return (
    Array.isArray(amr) &&
    amr.some((method) => typeof method === 'string' && SECOND_FACTOR_METHODS.has(method))
  );
}

/**
 * A person's memberships split by whether this sign-in may use them: without a second factor, the spaces that
 * require one are withheld (docs/identity.md "Second factor").
 */
export function splitMemberships(
  memberships: Membership[],
  mfaSpaces: string[] | undefined,
  secondFactor: boolean,
): { memberships: Membership[]; withheld: Membership[] } {
  if (secondFactor || !mfaSpaces?.length) return { memberships, withheld: [] };
  const required = new Set(mfaSpaces);
  return {
    memberships: memberships.filter((m) => !required.has(m.space)),
    withheld: memberships.filter((m) => required.has(m.space)),
  };
}
