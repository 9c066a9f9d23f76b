import type { coreNotify } from '@tourtariff/shared';
import type { Locale } from '../../../lib/config';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** A notification's subject or body as the core answers it: both languages (the shared notify contract). */
export type NotificationText = coreNotify.NotificationText;

/**
 * The reader's language only: a Japanese page shows the Japanese text, an English page the English one. The
 * server stores a text given in one language as both, so there is always something to show. A plain string
 * (a core older than the bilingual store) is shown as it is.
 */
export function textIn(text: NotificationText | string, locale: Locale): string {
  return typeof text === 'string' ? text : text[locale];
}

/** The page's locale as our code (`jp` | `en`). */
export function useReaderLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'jp';
}
