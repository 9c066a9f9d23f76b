import { type GuideCard, prefectures } from '@tourtariff/shared';
import type { Locale } from '../../../lib/config';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { languageNames } from '../../../lib/language-names';
import { localized } from '../../../lib/locale';

/** Languages with their levels, in the reader's language ("English (fluent)"). */
export function useLanguageLine(languages: GuideCard['languages'], locale: Locale): string {
  const { t } = useTranslation('guides');
  return languages
    .map((entry) => `${languageNames([entry.code], locale)} (${t(`level.${entry.level}`)})`)
    .join(locale === 'jp' ? '、' : ', ');
}

export const regionLine = (regions: readonly string[], locale: Locale) =>
  regions.map((code) => prefectures[code]?.[locale] ?? code).join(locale === 'jp' ? '、' : ', ');

export const specialtyLine = (specialties: GuideCard['specialties'], locale: Locale) =>
  specialties.map((tag) => localized(tag, locale).text).join(locale === 'jp' ? '、' : ', ');
