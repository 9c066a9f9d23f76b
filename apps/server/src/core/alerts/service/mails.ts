import type { AlertKind } from '@tourtariff/shared';
import type { Mail } from '../../../mail/mailer.ts';
import type { AlertMailRow, AlertRow } from '../repository/outbox.ts';

type Lang = 'jp' | 'en';

const kindNames: Record<AlertKind, Record<Lang, string>> = {
  inquiry: { jp: '新しい問い合わせ', en: 'new inquiries' },
  message: { jp: 'メッセージ', en: 'messages' },
  agreement: { jp: '契約・取引先', en: 'agreements and partners' },
  job: { jp: '仕事', en: 'jobs' },
  booking: { jp: '予約', en: 'bookings' },
};

const words = {
  open: { jp: '開く', en: 'Open' },
  digest: { jp: '本日のお知らせ', en: 'Your daily digest' },
  items: { jp: (n: number) => `${n}件`, en: (n: number) => `${n} item${n === 1 ? '' : 's'}` },
  stop: {
    jp: (kinds: string) => `${kinds}のメール通知を停止する（ベルのみになります）`,
    en: (kinds: string) => `Stop mail about ${kinds} (the bell stays)`,
  },
};

/** A link inside the site made absolute, so it opens from a mail client. */
const absolute = (publicUrl: string, link: string | null) =>
  link ? (link.startsWith('/') ? `${publicUrl}${link}` : link) : `${publicUrl}/`;

type Frame = { to: string; lang: Lang; publicUrl: string; product: string; unsubscribeUrl: string };

function footer(frame: Frame, kinds: AlertKind[]) {
  const names = kinds.map((k) => kindNames[k][frame.lang]).join(frame.lang === 'jp' ? '・' : ', ');
  return ['', '--', `${words.stop[frame.lang](names)}:`, frame.unsubscribeUrl].join('\n');
}

/**
 * The mail headers every alert carries: `List-Unsubscribe` lets a mail client offer the same link
 * (docs/product-decisions.md §14).
 */
const headersOf = (frame: Frame) => ({ 'List-Unsubscribe': `<${frame.unsubscribeUrl}>` });

/** One notification as a mail at once, in the reader's language, with the link to the item. */
export function instantMail(frame: Frame, row: AlertRow): Mail {
  const link = absolute(frame.publicUrl, row.link);
  const text = [row.body[frame.lang], '', `${words.open[frame.lang]}: ${link}`, footer(frame, [row.kind])];
  return {
    to: frame.to,
    subject: `[${frame.product}] ${row.subject[frame.lang]}`,
    text: text.join('\n'),
    link,
    headers: headersOf(frame),
  };
}

/** Every queued item of one person in one mail, oldest first, each with its link. */
export function digestMail(frame: Frame, rows: AlertRow[]): Mail {
  const lines = rows.flatMap((row) => [
    `■ ${row.subject[frame.lang]}`,
    `  ${absolute(frame.publicUrl, row.link)}`,
    '',
  ]);
  const kinds = [...new Set(rows.map((row) => row.kind))];
  return {
    to: frame.to,
    subject: `[${frame.product}] ${words.digest[frame.lang]} (${words.items[frame.lang](rows.length)})`,
    text: [...lines, footer(frame, kinds)].join('\n'),
    link: `${frame.publicUrl}/`,
    headers: headersOf(frame),
  };
}

/** A mail written in full by another unit (its `address` set), sent exactly as it was queued. */
export function readyMail(row: AlertMailRow & { address: string }): Mail {
  return {
    to: row.address,
    subject: row.subject.jp,
    text: row.body.jp,
    ...(row.link ? { link: row.link } : {}),
  };
}
