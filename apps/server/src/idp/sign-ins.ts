import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findAccount } from './accounts.ts';
import { letter } from './mails.ts';
import { insertSignInEvent, knownDevice, signInsOf } from './repository/sign-ins.ts';
import type { Lang } from './texts.ts';

/*
 * The account's sign-in history (docs/identity.md "Sessions"): every sign-in and every refused attempt at a known
 * account, with the address and browser; a sign-in from a browser the account never signed in from before is
 * mailed to its owner.
 */

export type SignInRecord = {
  sub: string;
  ok: boolean;
  method: 'password' | 'code' | 'passkey';
  ip: string;
  userAgent: string | undefined;
};

export async function recordSignIn(
  db: Db,
  record: SignInRecord,
  mail: { mailer: Mailer; lang: Lang; product: string; link: string },
): Promise<void> {
  const userAgent = record.userAgent?.slice(0, 512) ?? null;
  const known = record.ok ? await knownDevice(db, record.sub, userAgent) : null;
  await insertSignInEvent(db, { ...record, userAgent });
  // The first sign-in of an account is no news to its owner; a later one from an unknown browser is.
  if (!known?.before || known.same) return;
  const account = await findAccount(db, record.sub);
  if (!account) return;
  await mail.mailer.send(
    letter('newDevice', mail.lang, {
      product: mail.product,
      email: account.email,
      link: mail.link,
      detail: `${record.ip} / ${userAgent ?? '-'}`,
    }),
  );
}

/** The last 20 sign-ins and refused attempts, newest first. */
export async function signInHistory(db: Db, sub: string) {
  const rows = await signInsOf(db, sub, 20);
  return rows.map((row) => ({
    ok: row.ok,
    method: row.method,
    ip: row.ip,
    userAgent: row.userAgent,
    at: row.createdAt.toISOString(),
  }));
}
