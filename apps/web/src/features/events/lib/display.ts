import type { Locale } from '../../../lib/config';

type Bilingual = { jp: string; en: string };

/** The reader's language first, the other one rather than nothing; `lang` says which one is shown. */
export function pick(text: Bilingual, locale: Locale): { text: string; lang: 'ja' | 'en' } {
  const other: Locale = locale === 'jp' ? 'en' : 'jp';
  const chosen = text[locale] ? locale : other;
  return { text: text[chosen], lang: chosen === 'jp' ? 'ja' : 'en' };
}

export const asLocale = (language: string): Locale => (language === 'en' ? 'en' : 'jp');

/**
 * An event's dates as one range in the reader's locale ("2025年4月1日～2025年4月5日", "1–5 April 2025"). The
 * values are calendar dates, so they are read and formatted in UTC: no time zone can move them by a day.
 */
export function formatDateRange(range: { from: string; to: string }, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale === 'jp' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const from = new Date(`${range.from}T00:00:00Z`);
  const to = new Date(`${range.to}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${range.from} – ${range.to}`;
  if (range.from === range.to) return format.format(from);
  // ICU's Japanese range pattern falls back to 2025/04/01～2025/04/05; two long dates read as people write them.
  return locale === 'jp' ? `${format.format(from)}～${format.format(to)}` : format.formatRange(from, to);
}
