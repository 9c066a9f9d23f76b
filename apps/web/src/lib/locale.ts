import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Locale } from './config';
import { localeOf, withLocale } from './locale-path';

/**
 * The one home of the web's locale helpers (issue 12 item 7): our locale codes (`jp` | `en`), their BCP 47 and
 * Intl tags, bilingual texts, dates, and links that keep the URL's prefix. Path parsing is `locale-path.ts`.
 */

/** A text stored in both languages (SPEC: every tariff and event text). */
export type Bilingual = { jp: string; en: string };

/** i18next's language (possibly a region-less tag) as our code; anything but English is the default, Japanese. */
export const asLocale = (language: string | undefined): Locale => (language === 'en' ? 'en' : 'jp');

/** The page's locale as our code. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return asLocale(i18n.language);
}

/** The other language, used when a text was written in one language only. */
export const otherLocale = (locale: Locale): Locale => (locale === 'jp' ? 'en' : 'jp');

/** Our code `jp` is not a BCP 47 tag: `lang` attributes and `<html lang>` need `ja` (screen readers, fonts). */
export const htmlLangOf = (locale: Locale): 'ja' | 'en' => (locale === 'jp' ? 'ja' : 'en');

/** The Intl locale for dates and numbers: Japanese as written in Japan, English with day-month-year. */
export const intlLocaleOf = (locale: Locale): string => (locale === 'jp' ? 'ja-JP' : 'en-GB');

/**
 * A bilingual text in the reader's language, or in the other one when that is empty; `lang` says which one was
 * taken so the page can mark it (screen readers then pronounce the fallback text correctly).
 */
export function localized(
  text: Partial<Bilingual> | null | undefined,
  locale: Locale,
): { text: string; lang: Locale } {
  const own = text?.[locale]?.trim() ?? '';
  if (own) return { text: own, lang: locale };
  const other = otherLocale(locale);
  return { text: text?.[other]?.trim() ?? '', lang: other };
}

/** The HTML `lang` of a text shown in `shown` on a `page` in another language; undefined when they agree. */
export function langAttribute(shown: Locale, page: Locale): string | undefined {
  return shown === page ? undefined : htmlLangOf(shown);
}

/**
 * A range of calendar dates in the reader's locale ("2025年4月1日～2025年4月5日", "1–5 April 2025"). The values
 * are calendar dates, so they are read and formatted in UTC: no time zone can move them by a day.
 */
export function formatDateRange(range: { from: string; to: string }, locale: Locale): string {
  const format = new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'long', timeZone: 'UTC' });
  const from = new Date(`${range.from}T00:00:00Z`);
  const to = new Date(`${range.to}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${range.from} – ${range.to}`;
  if (range.from === range.to) return format.format(from);
  // ICU's Japanese range pattern falls back to 2025/04/01～2025/04/05; two long dates read as people write them.
  return locale === 'jp' ? `${format.format(from)}～${format.format(to)}` : format.formatRange(from, to);
}

/** The day of a moment (an ISO timestamp) in Japan time, as the reader writes dates; the text itself if unreadable. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: 'medium',
    timeZone: 'Asia/Tokyo',
  }).format(date);
}

/** A moment (an ISO timestamp) in Japan time, where tariffs are sold and reviewed; the text itself if unreadable. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(date);
}

/** Builds links that keep the current URL's locale prefix (or its absence); for route modules and features. */
export function useLocalizedPath(): (path: string) => string {
  const prefix = localeOf(useLocation().pathname);
  return useCallback((path: string) => withLocale(path, prefix), [prefix]);
}
