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
      const rows = await ctx.app.database.db.select().from(alertMails).where(eq(alertMails.address, to));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'account', mode: 'mail', target: to });
      expect(rows[0]?.sentAt).toBeInstanceOf(Date);
    });
  },
  { build: { identity: { mailer: mail.mailer } } },
);
