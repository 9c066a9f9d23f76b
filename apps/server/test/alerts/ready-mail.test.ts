import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outboxMailer } from '../../src/core/alerts/index.ts';
import { alertMails } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { captureMailer } from '../mail.ts';

const mail = captureMailer();

/*
 * docs/identity.md "Mails of the sign-in": the embedded provider's notices to an account's owner go through the
 * alerts outbox and leave by the app's transport exactly as written, with no unsubscribe link (not alerts).
 */
describeEachDatabase(
  'mails of the sign-in through the outbox',
  (ctx) => {
    it('queues the mail, wakes the senders, and sends it once as written', async () => {
      const to = 'owner-notice@example.test';
      await outboxMailer(ctx.app.database).send({
        to,
        subject: '【TourTariff】新しい端末からのサインイン',
        text: '本文\n\nhttp://localhost/jp/profile/setting',
        link: 'http://localhost/jp/profile/setting',
      });
      await expect.poll(() => mail.sent.filter((m) => m.to === to).length, { timeout: 5_000 }).toBe(1);
      const sent = mail.last(to);
      expect(sent).toEqual({
        to,
        subject: '【TourTariff】新しい端末からのサインイン',
        text: '本文\n\nhttp://localhost/jp/profile/setting',
        link: 'http://localhost/jp/profile/setting',
      });
      expect(sent.headers).toBeUndefined();
      const rows = () => ctx.app.database.db.select().from(alertMails).where(eq(alertMails.address, to));
      // Marked sent once the transport took it, a moment after the capture saw it.
      await expect
        .poll(async () => (await rows())[0]?.sentAt ?? null, { timeout: 5_000 })
        .toBeInstanceOf(Date);
      expect(await rows()).toHaveLength(1);
      expect((await rows())[0]).toMatchObject({ kind: 'account', mode: 'mail', target: to });
    });
  },
  { build: { identity: { mailer: mail.mailer } } },
);
