import type { Locale } from '../../../lib/config';
import { formatDate } from '../../../lib/locale';
import type { ClaimValue, Texts } from '../api/types';

/** A claim's display name in the reader's language (the other language, then the claim's own name, if missing). */
export function claimLabel(display: Record<string, Texts> | undefined, name: string, locale: Locale): string {
  const texts = display?.[name];
  return texts?.[locale] || texts?.[locale === 'jp' ? 'en' : 'jp'] || name;
}

/** A claim's value as the page shows it: lists joined the reader's way, calendar dates in the page's style. */
export function claimText(value: ClaimValue | undefined, locale: Locale): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(locale === 'jp' ? '、' : ', ');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
  return String(value);
}

/** A `{jp, en}` text in the reader's language, else the other one. */
export const textOf = (texts: Texts | null | undefined, locale: Locale): string =>
  texts ? texts[locale] || texts[locale === 'jp' ? 'en' : 'jp'] : '';
