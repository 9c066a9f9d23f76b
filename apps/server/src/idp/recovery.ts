import type { Db } from '../db/client.ts';
import { findAccount } from './accounts.ts';
import { dropLinks, issueLink, LINK_TTL_MS, useLink } from './mail-links.ts';
import { cancelRecovery, completeRecovery, insertRecovery, openRecovery } from './repository/recoveries.ts';
import type { Lang } from './texts.ts';

/*
 * Recovery of an account that lost every second factor (docs/identity.md "Losing every factor"): a link mailed
 * to the account's address starts a 24-hour wait, during which the same address holds a link that cancels it;
 * the first password sign-in after the wait removes every factor and completes without a second step.
 */

export const RECOVERY_WAIT_MS = 24 * 60 * 60 * 1000;
/** How long a recovery may lie ready and unused before it lapses (a lapsed one grants nothing). */
const RECOVERY_LAPSE_MS = LINK_TTL_MS.recover_cancel - RECOVERY_WAIT_MS;

export type OpenRecovery = { readyAt: Date };

/** The token of a new link that starts a recovery of `sub` (mailed by the caller). */
export function recoveryLink(db: Db, account: { sub: string; email: string }, now: Date) {
  return issueLink(db, { ...account, purpose: 'recover' }, now);
}

export async function recoveryOf(db: Db, sub: string, now: Date): Promise<OpenRecovery | null> {
  const row = await openRecovery(db, sub, now);
  return row ? { readyAt: row.readyAt } : null;
}

/**
 * Uses a mailed recovery link: starts the wait, and answers the token of the cancel link for the owner's mail.
 * A recovery already open stays as it is (the wait does not restart) and gets no second cancel link. Null when
 * the link is unknown, used or expired.
 */
export async function startRecovery(
  db: Db,
  token: string,
  now: Date,
): Promise<{ email: string; readyAt: Date; cancelToken: string | null } | null> {
  const used = await useLink(db, token, 'recover', now);
  if (!used) return null;
  const account = await findAccount(db, used.sub);
  if (!account) return null;
  const open = await openRecovery(db, used.sub, now);
  if (open) return { email: account.email, readyAt: open.readyAt, cancelToken: null };
  const readyAt = new Date(now.getTime() + RECOVERY_WAIT_MS);
  const endsAt = new Date(readyAt.getTime() + RECOVERY_LAPSE_MS);
  await insertRecovery(db, { sub: used.sub, startedAt: now, readyAt, endsAt });
  const cancelToken = await issueLink(
    db,
    { sub: used.sub, email: account.email, purpose: 'recover_cancel' },
    now,
  );
  return { email: account.email, readyAt, cancelToken };
}

/** Uses a cancel link: the open recovery ends at once, and links that would start another are dropped. */
export async function cancelRecoveryByLink(db: Db, token: string, now: Date): Promise<boolean> {
  const used = await useLink(db, token, 'recover_cancel', now);
  if (!used) return false;
  await dropLinks(db, used.sub, 'recover');
  return cancelRecovery(db, used.sub, now);
}

/**
 * At a password sign-in of an account with a factor: when its recovery's wait is over, every factor goes and
 * the sign-in needs no second step (true). Otherwise nothing changes (false).
 */
export async function completeReadyRecovery(db: Db, sub: string, now: Date): Promise<boolean> {
  const open = await openRecovery(db, sub, now);
  if (!open || open.readyAt.getTime() > now.getTime()) return false;
  if (!(await completeRecovery(db, open.id, sub, now))) return false;
  await dropLinks(db, sub, 'recover_cancel');
  return true;
}

/**
 * A sign-in that used a second factor shows its owner still has one, so it cancels a recovery waiting meanwhile
 * (the rule of docs/identity.md "Losing every factor"); the caller tells the owner by mail. True when it did.
 */
export async function cancelOnFactorSignIn(db: Db, sub: string, now: Date): Promise<boolean> {
  if (!(await openRecovery(db, sub, now))) return false;
  await dropLinks(db, sub, 'recover_cancel');
  return cancelRecovery(db, sub, now);
}

/** A moment in the owner's words, in Japan time (the zone of the trade, docs/product-decisions.md §14). */
export function whenText(lang: Lang, at: Date): string {
  const text = new Intl.DateTimeFormat(lang === 'jp' ? 'ja-JP' : 'en-GB', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
  return `${text} (JST)`;
}
