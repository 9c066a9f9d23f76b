import { TARIFF_LIMITS } from '@tourtariff/shared';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { htmlLangOf } from '../../../lib/locale';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import type { BilingualField } from './form-state';

const languages = ['jp', 'en'] as const;

// Limits of the shared contract, so the browser stops typing where the server would refuse.
const limits: Record<BilingualField, number> = {
  title: TARIFF_LIMITS.title,
  summary: TARIFF_LIMITS.summary,
  description: TARIFF_LIMITS.description,
  inclusions: TARIFF_LIMITS.listText,
  exclusions: TARIFF_LIMITS.listText,
  area: TARIFF_LIMITS.area,
};
const rows: Partial<Record<BilingualField, number>> = {
  summary: 2,
  description: 6,
  inclusions: 3,
  exclusions: 3,
};

function LanguageInput({ field, language }: { field: BilingualField; language: 'jp' | 'en' }) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form, change, id } = useEditor();
  const key = `${field}.${language}`;
  const state = useFieldState(key);
  const lines = rows[field];
  return (
    <Form.Group as={Col} md={6} className="mb-3" controlId={`${id}-${field}-${language}`}>
      <Form.Label>
        {t('bilingualLabel', {
          field: t(`tariffs:field.${field}`),
          language: t(`tariffs:language.${language}`),
        })}
      </Form.Label>
      <Form.Control
        {...(lines ? { as: 'textarea' as const, rows: lines } : {})}
        lang={htmlLangOf(language)}
        maxLength={limits[field]}
        value={form[field][language]}
        onChange={(event) => {
          const value = event.target.value;
          change((f) => ({ ...f, [field]: { ...f[field], [language]: value } }), [key]);
        }}
        {...state}
      />
      <FieldError field={key} />
    </Form.Group>
  );
}

/** Each text in Japanese and English side by side, so a supplier translates line by line. */
export function TextSection() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const fields: BilingualField[] = ['title', 'summary', 'description', 'inclusions', 'exclusions'];
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.section.text')}</legend>
      {fields.map((field) => (
        <Row key={field}>
          {languages.map((language) => (
            <LanguageInput key={language} field={field} language={language} />
          ))}
        </Row>
      ))}
    </fieldset>
  );
}

export { LanguageInput };
