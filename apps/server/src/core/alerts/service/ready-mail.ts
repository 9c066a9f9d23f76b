import type { Db } from '../../../db/client.ts';
import type { Mail } from '../../../mail/mailer.ts';
import { insertAlertMail } from '../repository/outbox.ts';

/**
 * Puts a mail another unit wrote in full into the outbox (docs/identity.md "Mails of the sign-in"): sent at once
 * by whichever process leases it, retried like alerts when the transport fails, never in a digest. Its text is
 * kept as written, under both languages of the row.
 */
export async function queueReadyMail(db: Db, mail: Mail): Promise<void> {
  await insertAlertMail(db, {
    target: mail.to,
    address: mail.to,
    kind: 'account',
    mode: 'mail',
    subject: { jp: mail.subject, en: mail.subject },
    body: { jp: mail.text, en: mail.text },
    link: mail.link ?? null,
  });
}
