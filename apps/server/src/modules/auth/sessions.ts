import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { sha256 } from './attempts.ts';
import type { RelyingParty } from './oidc-client.ts';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Refresh this long before the access token expires, so a request never carries a token about to lapse. */
const REFRESH_MARGIN_MS = 60 * 1000;

export type Tokens = {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
  expiresInSeconds: number | undefined;
};

export type SessionRow = typeof sessions.$inferSelect;

const expiry = (now: Date, seconds: number | undefined) => new Date(now.getTime() + (seconds ?? 300) * 1000);

/** Starts a session with a fresh random id (never reused across sign-ins); returns the id for the cookie. */
export async function createSession(db: Db, sub: string, tokens: Tokens, now = new Date()): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.insert(sessions).values({
    idHash: sha256(id),
    sub,
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? null,
    accessExpiresAt: expiry(now, tokens.expiresInSeconds),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return id;
}

export async function deleteSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, sha256(id)))
    .returning();
  return row;
}

async function findSession(db: Db, id: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sha256(id)));
  return row && row.expiresAt > now ? row : undefined;
}

/**
 * The session behind a cookie, with its access token refreshed when it is about to expire. A session whose
 * refresh fails stays (the user is still known) but is marked not valid, which sends the browser to sign in.
 */
export async function loadSession(
  db: Db,
  rp: RelyingParty,
  id: string,
  now = new Date(),
): Promise<SessionRow | undefined> {
  const row = await findSession(db, id, now);
  if (!row?.valid) return row;
  if (row.accessExpiresAt.getTime() - now.getTime() > REFRESH_MARGIN_MS) return row;
  if (row.refreshToken) {
    try {
      const tokens = await rp.refresh(row.refreshToken);
      const [updated] = await db
        .update(sessions)
        .set({
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? row.refreshToken,
          idToken: tokens.id_token ?? row.idToken,
          accessExpiresAt: expiry(now, tokens.expires_in),
        })
        .where(and(eq(sessions.idHash, row.idHash), eq(sessions.accessToken, row.accessToken)))
        .returning();
      if (updated) return updated;
    } catch {
      // Fall through: a concurrent request may have refreshed (and rotated) the token first.
    }
    const latest = await findSession(db, id, now);
    if (latest && latest.accessExpiresAt.getTime() - now.getTime() > 0 && latest.valid) return latest;
  }
  const [invalid] = await db
    .update(sessions)
    .set({ valid: false })
    .where(eq(sessions.idHash, row.idHash))
    .returning();
  return invalid;
}
