import type { Identity, Membership } from '../../actor.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accessEntries, readAccessClaim } from './access.ts';
import { type CallerRow, findCallerRow, markUserEmailVerified, upsertUserRow } from './repository/caller.ts';

export type { CallerRow, Identity };

type Claims = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Whether the provider vouches for the address. Only `email_verified: true` does, unless the provider was
 * declared to vouch for every address it sends (OIDC_TRUST_EMAIL: Glewlwyd and some directories never send the
 * claim); an explicit `false` is believed either way.
 */
export function emailVerifiedBy(config: Config, claims: Claims): boolean {
  if (claims.email_verified === true) return true;
  const trusted = config.oidc?.trustEmail === true && claims.email_verified === undefined;
  return trusted && text(claims.email) !== '';
}

/** Records the user from the provider's claims at sign-in; the provider is the source of truth for them. */
export async function upsertUser(db: Db, config: Config, claims: Claims): Promise<void> {
  const sub = text(claims.sub);
  if (!sub) throw new Error('id token without sub');
  await upsertUserRow(db, {
    sub,
    email: text(claims.email).toLowerCase(),
    emailVerified: emailVerifiedBy(config, claims),
    nickname: text(claims.nickname) || text(claims.preferred_username) || text(claims.name),
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    picture: text(claims.picture) || null,
    providerAccess: readAccessClaim(claims, config.accessClaim),
    // Shown on the members page beside who has a second factor (docs/identity.md "Second factor").
    lastSignInAt: new Date(),
  });
}

/** The embedded provider confirmed the address: trusted from the next request, not only after a new sign-in. */
export async function markEmailVerified(db: Db, sub: string, email: string): Promise<void> {
  await markUserEmailVerified(db, sub, email.toLowerCase());
}

export type Caller = { identity: Identity; memberships: Membership[] };

/**
 * The caller from what the caller query read (pure). Bearer callers may never have signed in through the
 * browser, so the token's own claims fill in what the users table does not know; a token speaks for itself,
 * while a browser session relies on what was recorded at sign-in.
 */
export function buildCaller(config: Config, sub: string, row: CallerRow, claims: Claims = {}): Caller {
  const { user } = row;
  const email = user?.email ?? text(claims.email).toLowerCase();
  const fromToken = Boolean(claims.sub);
  const providerAccess =
    user && !fromToken ? user.providerAccess : readAccessClaim(claims, config.accessClaim);
  const emailVerified = user && !fromToken ? user.emailVerified : claims.email_verified === true;
  const access = accessEntries(
    config,
    { sub, email, emailVerified, providerAccess },
    row.grants,
    row.memberships,
  );
  const identity: Identity = {
    sub,
    nickname: user?.nickname ?? text(claims.nickname),
    email,
    first_name: user?.firstName ?? text(claims.given_name),
    last_name: user?.lastName ?? text(claims.family_name),
    picture: user?.picture ?? null,
    email_verified: emailVerified,
    access,
  };
  return { identity, memberships: row.memberships };
}

/** The identity of a user by `sub`. */
export async function loadIdentity(
  db: Db,
  config: Config,
  sub: string,
  claims: Claims = {},
): Promise<Identity> {
  return (await loadCaller(db, config, sub, claims)).identity;
}

/** The identity of a user by `sub` with the spaces they belong to, read in one statement. */
export async function loadCaller(db: Db, config: Config, sub: string, claims: Claims = {}): Promise<Caller> {
  return buildCaller(config, sub, await findCallerRow(db, sub), claims);
}
