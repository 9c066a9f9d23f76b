import { toDate } from '@tourtariff/shared';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from './config';
import { useTranslation } from './i18n/use-translation';
import { localeOf, withLocale } from './locale-path';

/**
 * The one home of the web's locale helpers: our locale codes (`jp` | `en`), their BCP 47 and
 * Intl tags, bilingual texts, dates, and links that keep the URL's prefix. Path parsing is `locale-path.ts`.
 */

/** A text stored in both languages (every tariff and event text, docs/product-decisions.md §6). */
export type Bilingual = { jp: string; en: string };

/** A language tag (ours, or a region-less one) as our code; anything but English is the default, Japanese. */
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

/*
 * Dates and times: every date the web shows goes through the helpers below (a test fails when a component
 * formats one itself), one style per kind and locale:
 *   date       2026年11月1日            1 November 2026
 *   date-time  2026年11月24日 5:58      24 November 2026, 05:58
 *   range      2026年4月1日～2026年4月5日  1–5 April 2026
 * Moments (ISO timestamps, docs/product.md §5 numbers) are shown in Japan time, where tariffs are sold, reviewed and
 * booked, whatever the reader's own clock says; calendar dates (YYYY-MM-DD: validity, seasons, blackout days)
 * are read and shown in UTC, so no time zone can move them by a day.
 */

const JAPAN = 'Asia/Tokyo';
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the helpers accept: an ISO timestamp, a calendar date, or a docs/product.md §5 number (seconds below 1e12). */
export type DateInput = string | number | Date;

/** The instant to format and the zone to read it in; null when the value is not a date. */
function readDate(value: DateInput): { date: Date; timeZone: string } | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const calendar = CALENDAR_DATE.test(text);
  const date = calendar ? new Date(`${text}T00:00:00Z`) : toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, timeZone: calendar ? 'UTC' : JAPAN };
}

const dayFormat = (locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'long', timeZone });

/** A day in the reader's style ("2026年11月1日", "1 November 2026"); the text itself when unreadable. */
export function formatDate(value: DateInput, locale: Locale): string {
  const read = readDate(value);
  return read ? dayFormat(locale, read.timeZone).format(read.date) : String(value);
}

/** A moment in Japan time ("2026年11月24日 5:58", "24 November 2026, 05:58"); the text itself when unreadable. */
export function formatDateTime(value: DateInput, locale: Locale): string {
  const read = readDate(value);
  if (!read) return String(value);
  const day = dayFormat(locale, JAPAN).format(read.date);
  const time = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeStyle: 'short', timeZone: JAPAN }).format(
    read.date,
  );
  // Joined here rather than by ICU, whose joining word ("at", ",") changes between versions and browsers.
  return locale === 'jp' ? `${day} ${time}` : `${day}, ${time}`;
}

/** A moment's time of day in Japan time ("5:58", "05:58"): beside a day shown once above it (a chat's messages). */
export function formatTime(value: DateInput, locale: Locale): string {
  const read = readDate(value);
  if (!read) return String(value);
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { timeStyle: 'short', timeZone: JAPAN }).format(
    read.date,
  );
}

/** The calendar day (YYYY-MM-DD) a moment falls on in Japan time, to group moments by day; null when unreadable. */
export function japanDayOf(value: DateInput): string | null {
  const read = readDate(value);
  if (!read) return null;
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: read.timeZone,
  }).formatToParts(read.date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A range of calendar dates ("2025年4月1日～2025年4月5日", "1–5 April 2025"); one day when both ends agree. */
export function formatDateRange(range: { from: string; to: string }, locale: Locale): string {
  const from = readDate(range.from);
  const to = readDate(range.to);
  if (!from || !to) return `${range.from} – ${range.to}`;
  const format = dayFormat(locale, from.timeZone);
  if (from.date.getTime() === to.date.getTime()) return format.format(from.date);
  // ICU's Japanese range pattern falls back to 2025/04/01～2025/04/05; two long dates read as people write them.
  return locale === 'jp'
    ? `${format.format(from.date)}～${format.format(to.date)}`
    : format.formatRange(from.date, to.date);
}

/** Builds links that keep the current URL's locale prefix (or its absence); for route modules and features. */
export function useLocalizedPath(): (path: string) => string {
  const prefix = localeOf(useLocation().pathname);
  return useCallback((path: string) => withLocale(path, prefix), [prefix]);
}
