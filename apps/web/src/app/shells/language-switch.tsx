import { Button, ButtonGroup } from 'react-bootstrap';
import type { Locale } from '../../lib/config';
import { useTranslation } from '../../lib/i18n/use-translation';
import { asLocale, htmlLangOf } from '../../lib/locale';
import { useSwitchLocale } from '../use-locale-navigation';

const switchOrder: readonly Locale[] = ['en', 'jp'];

/** The visible switch (English / 日本語); each language is named in its own script in both locales. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const switchLocale = useSwitchLocale();
  const current = asLocale(i18n.language);

  return (
    <ButtonGroup size="sm" aria-label={t('language.label')} data-testid="language-switch">
      {switchOrder.map((locale) => (
        <Button
          key={locale}
          variant={locale === current ? 'primary' : 'outline-primary'}
          aria-pressed={locale === current}
          lang={htmlLangOf(locale)}
          onClick={() => switchLocale(locale)}
        >
          {t(`language.${locale}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
