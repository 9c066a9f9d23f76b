import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/config';

export type Bilingual = { jp: string; en: string };

/** The other language, used when a supplier has written a text in one language only. */
export const otherLocale = (locale: Locale): Locale => (locale === 'jp' ? 'en' : 'jp');

/**
 * A bilingual text in the reader's language, or in the other one when that is empty; `lang` says which one was
 * taken so the page can mark it (screen readers then pronounce the fallback text correctly).
 */
export function localized(
  text: Bilingual | null | undefined,
  locale: Locale,
): { text: string; lang: Locale } {
  const own = text?.[locale]?.trim() ?? '';
  if (own) return { text: own, lang: locale };
  const other = otherLocale(locale);
  return { text: text?.[other]?.trim() ?? '', lang: other };
}

/** The page's locale as our code (`jp` | `en`); i18next may report a region-less tag we map back. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'jp';
}

/** Lines of a list text (inclusions, exclusions): one item per line, bullets a supplier typed removed. */
export function listItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*・•]\s*)?/, '').trim())
    .filter(Boolean);
}

/** The HTML `lang` of a text shown in `shown` on a `page` in another language; undefined when they agree. */
export function langAttribute(shown: Locale, page: Locale): string | undefined {
  if (shown === page) return undefined;
  return shown === 'jp' ? 'ja' : 'en';
}
