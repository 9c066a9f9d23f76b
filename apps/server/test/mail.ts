import type { Mail, Mailer } from '../src/mail/mailer.ts';

/** A mailer that keeps what it is given, so a test can open the link a person would find in their inbox. */
export function captureMailer() {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      sent.push(mail);
    },
  };
  return {
    mailer,
    sent,
    /** The newest mail to `to`, failing the test when there is none. */
    last(to: string): Mail {
      const mail = sent.findLast((m) => m.to.toLowerCase() === to.toLowerCase());
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    },
  };
}
