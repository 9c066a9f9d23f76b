import type { i18n as I18n } from 'i18next';
import { apiErrorOf } from '../../../lib/api/api-error';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A refusal in the reader's language: the text of its stable code, the server's English only for an unknown one. */
export function refusalText(i18n: I18n, error: unknown): string {
  const t = i18n.t.bind(i18n) as unknown as Translate;
  const refusal = apiErrorOf(error);
  if (refusal && i18n.exists(`errors:${refusal.code}`)) {
    const params = (refusal as { params?: Record<string, unknown> }).params ?? {};
    return t(`errors:${refusal.code}`, params);
  }
  return refusal?.message ?? t('apikeys:failed');
}

/** A stored moment as the reader writes dates (2025/05/01 / 1 May 2025). */
export function dateText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'jp' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium' }).format(
    new Date(iso),
  );
}
