import type { IdpAccount } from './accounts.ts';

export type ExtraClaims = (account: IdpAccount) => Record<string, unknown>;

/** The scopes the provider offers and the claims each releases. */
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'];

/**
 * Claim names the provider may release beyond the standard ones. It filters every ID token against names known at
 * start-up, so names returned by `extraClaims` must be listed; the default covers the shapes Keycloak uses.
 */
export const DEFAULT_EXTRA_CLAIM_NAMES = ['resource_access', 'realm_access', 'roles', 'groups'];

export function claimsConfig(extraClaimNames: string[]) {
  return {
    // `amr`: how the person signed in (RFC 8176: `pwd`, plus `otp` after a code), docs/identity.md "Second factor".
    openid: ['sub', 'amr', ...extraClaimNames],
    email: ['email', 'email_verified'],
    profile: ['nickname', 'given_name', 'family_name', 'name'],
  };
}

const CJK = /[\u3000-\u9fff\uf900-\ufaff\uff66-\uff9f]/;

/** Japanese names read family name first without a space (山田太郎); others given name first. */
export function displayName(account: Pick<IdpAccount, 'firstName' | 'lastName'>): string {
  const { firstName, lastName } = account;
  if (CJK.test(firstName) && CJK.test(lastName)) return `${lastName}${firstName}`;
  return [firstName, lastName].filter(Boolean).join(' ');
}

/**
 * Every claim of an account; the provider then keeps those the granted scopes allow. `email_verified` is true
 * only once the owner opened a link mailed to the address, so relying parties may trust nothing else.
 */
export function accountClaims(account: IdpAccount, extraClaims?: ExtraClaims): Record<string, unknown> {
  return {
    ...extraClaims?.(account),
    sub: account.sub,
    email: account.email,
    email_verified: account.emailVerified,
    nickname: account.nickname,
    given_name: account.firstName,
    family_name: account.lastName,
    name: displayName(account),
  };
}

/** The same claims for a JWT access token, limited to the scopes the token carries. */
export function accessTokenClaims(account: IdpAccount, scope: string, extraClaims?: ExtraClaims) {
  const scopes = new Set(scope.split(' '));
  const all = accountClaims(account, extraClaims);
  const config = claimsConfig([]);
  const allowed = new Set<string>([
    ...(scopes.has('email') ? config.email : []),
    ...(scopes.has('profile') ? config.profile : []),
  ]);
  return {
    ...extraClaims?.(account),
    ...Object.fromEntries(Object.entries(all).filter(([name]) => allowed.has(name))),
  };
}
