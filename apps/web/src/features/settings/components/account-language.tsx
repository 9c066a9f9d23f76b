import { useTranslation } from '../../../lib/i18n/use-translation';
import { asLocale } from '../../../lib/locale';
import { useApplyLocale } from '../hooks/use-apply-locale';
import { LanguageOptions } from './language-options';

/** The account language on the settings page: applied as soon as it is chosen, nothing else to save. */
export function AccountLanguage() {
  const { i18n } = useTranslation();
  const applyLocale = useApplyLocale();
  const current = asLocale(i18n.language);
  return (
    <LanguageOptions
      value={current}
      onChange={(locale) => {
        if (locale !== current) applyLocale(locale);
      }}
    />
  );
}
