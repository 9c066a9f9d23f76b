import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { backgroundContext } from '../../plugins/context.ts';
import { alertRoutes } from './routes.ts';
import { queueReadyMail } from './service/ready-mail.ts';
import { flushInstant, runDigest } from './service/send.ts';

export { type AlertPeople, setAlertPeople } from './people.ts';
export {
  type ContactRow,
  type ContactValue,
  contactSql,
  contactsOf,
  findContact,
  saveContact,
} from './repository/contacts.ts';
export { queueAlert, queueAlerts } from './service/queue.ts';

/** Told when a mail at once was queued, so some process sends it within moments rather than at the next tick. */
export const ALERT_CHANNEL = 'tt_alert_mail';

/**
 * A mailer whose mails go through the outbox (docs/identity.md "Mails of the sign-in"): each is queued, the
 * senders are woken, and the real transport (SMTP or .eml files) sends it with the alerts, retried on failure.
 */
export function outboxMailer(database: Pick<Database, 'db' | 'notify'>): Mailer {
  return {
    async send(mail) {
      await queueReadyMail(database.db, mail);
      await database.notify(ALERT_CHANNEL, '');
    },
  };
}

export type AlertsOptions = { tickMs?: number };

/**
 * Mail alerts (docs/product-decisions.md §14): the routes, and this process's share of the sending. Every
 * process listens; the outbox's leases make sure each mail leaves once whichever process takes it. The queue's
 * minute tasks send what a lost NOTIFY or a failed try left behind, and each person's daily digest when due.
 */
export const alertsModule: FastifyPluginAsync<AlertsOptions> = async (app, options) => {
  await app.register(alertRoutes);

  let running: Promise<unknown> | null = null;
  let again = false;
  /** One flush at a time in this process; a wake-up during one runs another right after. */
  const flush = () => {
    if (running) {
      again = true;
      return;
    }
    running = flushInstant(backgroundContext(app))
      .catch((error: unknown) => app.log.warn({ err: error }, 'alert mails not flushed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          flush();
        }
      });
  };
  const unlisten = await app.database.listen(ALERT_CHANNEL, flush, flush);
  // The minute's catch-up and the digests are tasks of the queue (docs/operations.md "Background work"): one
  // process runs each per minute, and a failure is retried with backoff; the outbox's leases still make each
  // mail leave once whoever sends it.
  app.tasks.define({
    queue: 'alerts.mail-outbox',
    every: options.tickMs ?? 60_000,
    run: async () => {
      await flushInstant(backgroundContext(app));
    },
  });
  app.tasks.define({
    queue: 'alerts.digest',
    every: options.tickMs ?? 60_000,
    run: async () => {
      await runDigest(backgroundContext(app));
    },
  });
  app.addHook('onReady', async () => flush());
  app.addHook('onClose', async () => {
    await unlisten().catch((error: unknown) => app.log.warn({ err: error }, 'alert UNLISTEN failed'));
    await running;
  });
};
