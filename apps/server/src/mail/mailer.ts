import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about; the file transport prints it so a newcomer needs no mail server. */
  link?: string;
  /** Extra header fields (`List-Unsubscribe` on alert mails, docs/product-decisions.md §14). */
  headers?: Record<string, string>;
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export type MailConfig = {
  /** `smtp://` or `smtps://` URL of a real server; unset: every message becomes an .eml file under `dir`. */
  smtpUrl: string | undefined;
  from: string;
  dir: string;
};

/**
 * The real transport for the configuration: SMTP when a server is configured, otherwise RFC 5322 files (the
 * same bytes an SMTP server would get), so sign-up and password reset work on the embedded defaults.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.from, log) : fileMailer(config, log);
}

/**
 * nodemailer is loaded with the first mail, not at start: a process that sends none does not carry it
 * (docs/performance.md "Memory").
 */
function lazyTransport(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ createTransport }) => createTransport(options));
    return transport;
  };
}

function smtpMailer(url: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = lazyTransport(url);
  return {
    async send(mail) {
      await (await transport()).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}

function fileMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await mkdir(config.dir, { recursive: true });
      // A sortable name: the newest mail is the last one in a listing.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(config.dir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { to: mail.to, subject: mail.subject, file, link: mail.link },
        'mail written to a file (no SMTP_URL)',
      );
    },
  };
}
