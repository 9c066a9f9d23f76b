import { useId } from 'react';
import { Form } from 'react-bootstrap';
import type { Locale } from '../../../lib/config';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { htmlLangOf } from '../../../lib/locale';

// English first, as on the top bar switch.
const order: readonly Locale[] = ['en', 'jp'];

export type LanguageOptionsProps = {
  value: Locale;
  onChange: (locale: Locale) => void;
  disabled?: boolean;
};

/** English or Japanese as radio buttons; each language is named in its own script, as the top bar switch does. */
export function LanguageOptions({ value, onChange, disabled }: LanguageOptionsProps) {
  const { t } = useTranslation();
  const name = useId();

  return (
    <fieldset data-testid="language-options">
      <legend className="fs-6 fw-semibold">{t('settings.language.legend')}</legend>
      {order.map((locale) => (
        <Form.Check
          key={locale}
          type="radio"
          id={`${name}-${locale}`}
          name={name}
          value={locale}
          checked={value === locale}
          onChange={() => onChange(locale)}
          disabled={disabled}
          label={<span lang={htmlLangOf(locale)}>{t(`language.${locale}`)}</span>}
        />
      ))}
    </fieldset>
  );
}
