import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { deleteMailTokens, insertMailToken, peekMailToken, useMailToken } from './repository/mail-tokens.ts';

export type LinkPurpose = 'verify' | 'reset' | 'recover' | 'recover_cancel';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A reset link is a key to the account, so it is short-lived, and so is the link starting a recovery; a
 * verification link only proves a mailbox. A recovery's cancel link works as long as the recovery could still
 * complete (docs/identity.md "Losing every factor").
 */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  verify: 24 * HOUR_MS,
  reset: 30 * 60 * 1000,
  recover: 30 * 60 * 1000,
  recover_cancel: 8 * 24 * HOUR_MS,
};

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new single-use token for `sub`; the mail carries the token, the table only its hash. */
export async function issueLink(
  db: Db,
  input: { sub: string; email: string; purpose: LinkPurpose },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertMailToken(
    db,
    {
      tokenHash: hash(token),
      sub: input.sub,
      email: input.email,
      purpose: input.purpose,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS[input.purpose]),
    },
    now,
  );
  return token;
}

/** The address a link is for while it would still work, without using it (the page showing the form asks). */
export function peekLink(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ email: string } | null> {
  return peekMailToken(db, hash(token), purpose, now);
}

/**
 * Uses the link once. Null for an unknown, expired or already used link, or one of another purpose.
 */
export function useLink(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ sub: string; email: string } | null> {
  return useMailToken(db, hash(token), purpose, now);
}

/** After a password reset, every other reset link of the account is dead too. */
export function dropLinks(db: Db, sub: string, purpose: LinkPurpose): Promise<void> {
  return deleteMailTokens(db, sub, purpose);
}
