import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';

const ATTEMPT_TTL_MS = 10 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export type Attempt = { state: string; nonce: string; codeVerifier: string; callbackUrl: string };

export async function saveAttempt(db: Db, attempt: Attempt, browserSecret: string, now = new Date()) {
  // Old abandoned attempts are swept here rather than by a timer, so no process needs a scheduler.
  await db.delete(authAttempts).where(lt(authAttempts.expiresAt, now));
  await db.insert(authAttempts).values({
    ...attempt,
    browserHash: sha256(browserSecret),
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
  });
}

/**
 * Takes the attempt for this state out of the table (delete … returning), so it can be used exactly once, and
 * only by the browser that started it and before it expires.
 */
export async function consumeAttempt(
  db: Db,
  state: string,
  browserSecret: string | undefined,
  now = new Date(),
): Promise<Attempt | null> {
  if (!browserSecret) return null;
  const [row] = await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.state, state), eq(authAttempts.browserHash, sha256(browserSecret))))
    .returning();
  if (!row || row.expiresAt < now) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, callbackUrl: row.callbackUrl };
}
