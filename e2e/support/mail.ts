import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the server under test writes its mail (.eml files, no SMTP_URL); playwright.config.ts sets it. */
export const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see playwright.config.ts)');
  return dir;
};

/** The text of a quoted-printable body: soft line breaks joined, `=XX` octets decoded as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

function bodyOf(raw: string): string {
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
  if (/^Content-Transfer-Encoding:\s*quoted-printable/im.test(headers)) return decodeQuotedPrintable(body);
  if (/^Content-Transfer-Encoding:\s*base64/im.test(headers))
    return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/**
 * Waits for the newest mail to `to` whose text matches `pattern`, as a person would look in their inbox, and
 * returns the first link in it.
 */
export async function linkInMail(to: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(mailDir()).catch(() => [] as string[])).filter((n) =>
          n.endsWith('.eml'),
        );
        for (const name of names.sort().reverse()) {
          const raw = (await readFile(path.join(mailDir(), name), 'utf8')).replace(/\r\n/g, '\n');
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'im').test(raw)) continue;
          const text = bodyOf(raw);
          if (!pattern.test(text)) continue;
          link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
          return link;
        }
        return '';
      },
      { message: `a mail to ${to} matching ${pattern}` },
    )
    .not.toBe('');
  return link;
}
