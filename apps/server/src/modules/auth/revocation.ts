import { decodeJwt, type JWTPayload } from 'jose';
import type { Db } from '../../db/client.ts';
import { type RevocationEntry, upsertRevocations } from './repository/revocations.ts';
import { deleteSessionsOf } from './repository/sessions.ts';

/** Longer than any access token this app accepts lives (the embedded provider's are 10 minutes). */
const KEEP_MS = 60 * 60 * 1000;

async function revoke(db: Db, entries: RevocationEntry[], now: Date) {
  if (entries.length) await upsertRevocations(db, entries, now, new Date(now.getTime() + KEEP_MS));
}

/** The claims a revocation can name, in the order the caller query checks them. */
export function revocationKeys(claims: JWTPayload): RevocationEntry[] {
  const entries: RevocationEntry[] = [];
  for (const [kind, claim] of [
    ['sub', 'sub'],
    ['grant', 'gid'],
    ['sid', 'sid'],
    ['jti', 'jti'],
  ] as const) {
    const value = claims[claim];
    if (typeof value === 'string' && value) entries.push({ kind, value });
  }
  return entries;
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
  await revoke(
    db,
    revocationKeys(claims).filter((entry) => entry.kind !== 'sub'),
    now,
  );
}

/** Every session and every token of an account ends now (after a password reset). */
export async function revokeAccount(db: Db, sub: string, now = new Date()): Promise<void> {
  await deleteSessionsOf(db, sub);
  await revoke(db, [{ kind: 'sub', value: sub }], now);
}
