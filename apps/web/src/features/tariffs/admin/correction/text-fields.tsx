import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { htmlLangOf } from '../../../../lib/locale';
import type { Draft, TextField } from './draft';
import { textFields } from './draft';
import { Field } from './field';

type Props = {
  id: string;
  draft: Draft;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (field: TextField, language: 'jp' | 'en', value: string) => void;
};

const multiline: Partial<Record<TextField, number>> = { summary: 2, description: 5 };

/** Title, summary, description and area, the Japanese and English texts side by side. */
export function TextFields({ id, draft, errors, disabled, onChange }: Props) {
  const { t } = useTranslation(['admin', 'tariffs']);
  return (
    <>
      {textFields.map((field) => (
        <Row key={field} className="g-3">
          {(['jp', 'en'] as const).map((language) => {
            const label = t('admin:correction.bilingual', {
              field: t(`tariffs:field.${field}`),
              language: t(`tariffs:language.${language}`),
            });
            // A rule on the whole text ("needs a Japanese or an English text") shows under the Japanese one.
            const error = errors[`${field}.${language}`] ?? (language === 'jp' ? errors[field] : undefined);
            const rows = multiline[field];
            return (
              <Col md={6} key={language}>
                <Field id={`${id}-${field}-${language}`} label={label} error={error}>
                  {(control) => (
                    <Form.Control
                      {...control}
                      {...(rows ? { as: 'textarea' as const, rows } : {})}
                      lang={htmlLangOf(language)}
                      value={draft[field][language]}
                      disabled={disabled}
                      onChange={(event) => onChange(field, language, event.target.value)}
                    />
                  )}
                </Field>
              </Col>
            );
          })}
        </Row>
      ))}
    </>
  );
}
