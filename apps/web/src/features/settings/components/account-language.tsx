import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/config';
import { useApplyLocale } from '../hooks/use-apply-locale';
import { LanguageOptions } from './language-options';

/** The account language on the settings page: applied as soon as it is chosen, nothing else to save. */
export function AccountLanguage() {
  const { i18n } = useTranslation();
  const applyLocale = useApplyLocale();
  const current = i18n.language as Locale;
  return (
    <LanguageOptions
      value={current}
      onChange={(locale) => {
        if (locale !== current) applyLocale(locale);
      }}
    />
  );
}
