import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idpMailTokens } from '../db/schema/index.ts';

export type LinkPurpose = 'verify' | 'reset';

/** A reset link is a key to the account, so it is short-lived; a verification link only proves a mailbox. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new single-use token for `sub`; the mail carries the token, the table only its hash. */
export async function issueLink(
  db: Db,
  input: { sub: string; email: string; purpose: LinkPurpose },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired and used links are swept here, so no process needs a scheduler.
  await db
    .delete(idpMailTokens)
    .where(
      or(lt(idpMailTokens.expiresAt, now), lt(idpMailTokens.usedAt, new Date(now.getTime() - 86_400_000))),
    );
  await db.insert(idpMailTokens).values({
    tokenHash: hash(token),
    sub: input.sub,
    email: input.email,
    purpose: input.purpose,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[input.purpose]),
  });
  return token;
}

/** The address a link is for while it would still work, without using it (the page showing the form asks). */
export async function peekLink(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ email: string } | null> {
  const [row] = await db
    .select({ email: idpMailTokens.email })
    .from(idpMailTokens)
    .where(live(token, purpose, now));
  return row ?? null;
}

/**
 * Uses the link: one update marks it used and returns it, so two tabs racing on one link get it once. Null for
 * an unknown, expired or already used link, or one of another purpose.
 */
export async function useLink(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ sub: string; email: string } | null> {
  const [row] = await db
    .update(idpMailTokens)
    .set({ usedAt: now })
    .where(live(token, purpose, now))
    .returning({ sub: idpMailTokens.sub, email: idpMailTokens.email });
  return row ?? null;
}

/** After a password reset, every other reset link of the account is dead too. */
export async function dropLinks(db: Db, sub: string, purpose: LinkPurpose): Promise<void> {
  await db.delete(idpMailTokens).where(and(eq(idpMailTokens.sub, sub), eq(idpMailTokens.purpose, purpose)));
}

function live(token: string, purpose: LinkPurpose, now: Date) {
  return and(
    eq(idpMailTokens.tokenHash, hash(token)),
    eq(idpMailTokens.purpose, purpose),
    isNull(idpMailTokens.usedAt),
    gt(idpMailTokens.expiresAt, now),
  );
}
