import { and, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import { decodeJwt, type JWTPayload } from 'jose';
import type { Db } from '../../db/client.ts';
import { sessions, tokenRevocations } from '../../db/schema/index.ts';

/** Longer than any access token this app accepts lives (the embedded provider's are 10 minutes). */
const KEEP_MS = 60 * 60 * 1000;

type Kind = (typeof tokenRevocations.$inferInsert)['kind'];

async function revoke(db: Db, entries: { kind: Kind; value: string }[], now: Date) {
  if (!entries.length) return;
  const expiresAt = new Date(now.getTime() + KEEP_MS);
  await db
    .insert(tokenRevocations)
    .values(entries.map((entry) => ({ ...entry, notBefore: now, expiresAt })))
    .onConflictDoUpdate({
      target: [tokenRevocations.kind, tokenRevocations.value],
      set: { notBefore: now, expiresAt },
    });
  // Rows outlive every token they cover and then only take space.
  await db.delete(tokenRevocations).where(lt(tokenRevocations.expiresAt, now));
}

/**
 * A session ended: the access tokens issued for it stop working too. The embedded provider names the grant in
 * every access token (`gid`), which covers tokens from earlier refreshes; other providers' tokens are stopped by
 * their provider session (`sid`) when they carry one, and by their own id (`jti`).
 */
export async function revokeSessionTokens(db: Db, accessToken: string, now = new Date()): Promise<void> {
  let claims: JWTPayload;
  try {
    claims = decodeJwt(accessToken);
  } catch {
    return; // An opaque token is no bearer this app accepts, so there is nothing to stop.
  }
  const entries: { kind: Kind; value: string }[] = [];
  for (const [kind, claim] of [
    ['grant', 'gid'],
    ['sid', 'sid'],
    ['jti', 'jti'],
  ] as const) {
    const value = claims[claim];
    if (typeof value === 'string' && value) entries.push({ kind, value });
  }
  await revoke(db, entries, now);
}

/** Every session and every token of an account ends now (after a password reset). */
export async function revokeAccount(db: Db, sub: string, now = new Date()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sub, sub));
  await revoke(db, [{ kind: 'sub', value: sub }], now);
}

/** Whether a verified bearer token was revoked after it was issued; one indexed lookup per bearer request. */
export async function isRevoked(db: Db, claims: JWTPayload): Promise<boolean> {
  const issuedAt = new Date((claims.iat ?? 0) * 1000);
  const matches: SQL[] = [];
  const add = (kind: Kind, value: unknown) => {
    if (typeof value === 'string' && value)
      matches.push(and(eq(tokenRevocations.kind, kind), eq(tokenRevocations.value, value)) as SQL);
  };
  add('sub', claims.sub);
  add('grant', claims.gid);
  add('sid', claims.sid);
  add('jti', claims.jti);
  if (!matches.length) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(tokenRevocations)
    .where(and(or(...matches), sql`${tokenRevocations.notBefore} >= ${issuedAt.toISOString()}`))
    .limit(1);
  return Boolean(row);
}
