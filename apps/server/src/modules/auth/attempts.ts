import { hash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { insertAttempt, takeAttempt } from './repository/attempts.ts';

const ATTEMPT_TTL_MS = 10 * 60 * 1000;

// One call, no Hash object: every signed-in request hashes its session cookie to find its caller.
export const sha256 = (value: string) => hash('sha256', value, 'base64url');

export type Attempt = { state: string; nonce: string; codeVerifier: string; callbackUrl: string };

export async function saveAttempt(db: Db, attempt: Attempt, browserSecret: string, now = new Date()) {
  await insertAttempt(
    db,
    { ...attempt, browserHash: sha256(browserSecret), expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS) },
    now,
  );
}

/**
 * The attempt for this state, usable exactly once, only by the browser that started it and before it expires.
 */
export async function consumeAttempt(
  db: Db,
  state: string,
  browserSecret: string | undefined,
  now = new Date(),
): Promise<Attempt | null> {
  if (!browserSecret) return null;
  const row = await takeAttempt(db, state, sha256(browserSecret));
  if (!row || row.expiresAt < now) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, callbackUrl: row.callbackUrl };
}
