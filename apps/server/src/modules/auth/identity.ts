import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { computeAccess, readAccessClaim } from '../access/entries.ts';

/** The signed-in person as every API sees them (SPEC §3 Session.user, without tokens). */
export type Identity = {
  sub: string;
  nickname: string;
  email: string;
  first_name: string;
  last_name: string;
  picture: string | null;
  access: string[];
};

type Claims = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Records the user from the provider's claims at sign-in; the provider is the source of truth for them. */
export async function upsertUser(db: Db, config: Config, claims: Claims): Promise<void> {
  const sub = text(claims.sub);
  if (!sub) throw new Error('id token without sub');
  const values = {
    sub,
    email: text(claims.email).toLowerCase(),
    emailVerified: claims.email_verified === true,
    nickname: text(claims.nickname) || text(claims.preferred_username) || text(claims.name),
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    picture: text(claims.picture) || null,
    providerAccess: readAccessClaim(claims, config.accessClaim),
  };
  await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target: users.sub, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * The identity of a user by `sub`. Bearer callers may never have signed in through the browser, so the token's
 * own claims fill in what the users table does not know.
 */
export async function loadIdentity(
  db: Db,
  config: Config,
  sub: string,
  claims: Claims = {},
): Promise<Identity> {
  const [user] = await db.select().from(users).where(eq(users.sub, sub));
  const email = user?.email ?? text(claims.email).toLowerCase();
  // A bearer token speaks for itself; a browser session relies on what was recorded at sign-in.
  const fromToken = Boolean(claims.sub);
  const providerAccess =
    user && !fromToken ? user.providerAccess : readAccessClaim(claims, config.accessClaim);
  const emailVerified = user && !fromToken ? user.emailVerified : claims.email_verified === true;
  return {
    sub,
    nickname: user?.nickname ?? text(claims.nickname),
    email,
    first_name: user?.firstName ?? text(claims.given_name),
    last_name: user?.lastName ?? text(claims.family_name),
    picture: user?.picture ?? null,
    access: await computeAccess(db, config, { sub, email, emailVerified, providerAccess }),
  };
}
