import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { sha256 } from './attempts.ts';
import type { RelyingParty } from './oidc-client.ts';
import {
  deleteSessionRow,
  findSessionRow,
  insertSession,
  markSessionInvalid,
  type SessionRow,
  setSessionSecondFactor,
  storeRefreshedTokens,
} from './repository/sessions.ts';

export type { SessionRow };

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Refresh this long before the access token expires, so a request never carries a token about to lapse. */
export const REFRESH_MARGIN_MS = 60 * 1000;

export type Tokens = {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
  expiresInSeconds: number | undefined;
  /** The sign-in used a second factor (its id token's `amr`, docs/identity.md "Second factor"). */
  secondFactor?: boolean;
  /** The browser's User-Agent and address at sign-in (docs/identity.md "Sessions"). */
  userAgent?: string | undefined;
  ip?: string | undefined;
};

const expiry = (now: Date, seconds: number | undefined) => new Date(now.getTime() + (seconds ?? 300) * 1000);

/** Starts a session with a fresh random id (never reused across sign-ins); returns the id for the cookie. */
export async function createSession(db: Db, sub: string, tokens: Tokens, now = new Date()): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await insertSession(
    db,
    {
      idHash: sha256(id),
      sub,
      idToken: tokens.idToken,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? null,
      accessExpiresAt: expiry(now, tokens.expiresInSeconds),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      secondFactor: tokens.secondFactor ?? false,
      userAgent: tokens.userAgent?.slice(0, 512) ?? null,
      ip: tokens.ip ?? null,
      lastSeenAt: now,
    },
    now,
  );
  return id;
}

/**
 * The person proved a second factor inside this session (they enrolled one with a code just now), so the spaces
 * requiring one open to it without signing in again (docs/identity.md "Second factor").
 */
export async function markSecondFactor(db: Db, idHash: string): Promise<void> {
  await setSessionSecondFactor(db, idHash);
}

export function deleteSession(db: Db, id: string): Promise<SessionRow | undefined> {
  return deleteSessionRow(db, sha256(id));
}

/** Whether a session's access token is close enough to its end that the next request must refresh it first. */
export const refreshDue = (row: Pick<SessionRow, 'valid' | 'accessExpiresAt'>, now: Date) =>
  row.valid && row.accessExpiresAt.getTime() - now.getTime() <= REFRESH_MARGIN_MS;

/**
 * A session whose access token is about to expire, refreshed. A session whose refresh fails stays (the user is
 * still known) but is marked not valid, which sends the browser to sign in.
 */
export async function refreshSession(
  db: Db,
  rp: RelyingParty,
  row: SessionRow,
  now = new Date(),
): Promise<SessionRow | undefined> {
  if (row.refreshToken) {
    try {
      const tokens = await rp.refresh(row.refreshToken);
      const updated = await storeRefreshedTokens(db, row, {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? row.refreshToken,
        idToken: tokens.id_token ?? row.idToken,
        accessExpiresAt: expiry(now, tokens.expires_in),
      });
      if (updated) return updated;
    } catch {
      // Fall through: a concurrent request may have refreshed (and rotated) the token first.
    }
    const latest = await findSessionRow(db, row.idHash);
    if (latest && latest.accessExpiresAt.getTime() - now.getTime() > 0 && latest.valid) return latest;
  }
  return markSessionInvalid(db, row.idHash);
}
