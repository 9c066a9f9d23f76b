import type { Locale } from './config';
import { intlLocaleOf } from './locale';

// A calendar's own texts, beside lib/locale.ts rather than in it: only the lazy calendar screens use them, and
// lib/locale.ts is part of the first route's download (its budget is 150 kB, docs/performance.md).

/** A calendar month (YYYY-MM) as a calendar's title: "2026年11月", "November 2026". */
export function formatMonth(month: string, locale: Locale): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** Short weekday names from Monday, a calendar's column heads ("月", "Mon"). */
export function weekdayNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}
