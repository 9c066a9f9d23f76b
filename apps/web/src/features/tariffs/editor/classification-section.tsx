import { TARIFF_LIMITS, type TariffCategory, tariffCategories } from '@tourtariff/shared';
import { Col, Form, Row } from 'react-bootstrap';
import { PrefectureOptions } from '../../../components/ui/prefecture-options';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import { LanguageInput } from './text-section';

/** Category, prefecture and area: what buyers filter by in search. */
export function ClassificationSection() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form, change, id } = useEditor();
  const category = useFieldState('category');
  const prefecture = useFieldState('prefecture');
  const tags = useFieldState('tags');

  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.section.classification')}</legend>
      <Row>
        <Form.Group as={Col} md={6} className="mb-3" controlId={`${id}-category`}>
          <Form.Label>{t('tariffs:field.category')}</Form.Label>
          <Form.Select
            value={form.category}
            onChange={(event) => {
              const value = event.target.value as TariffCategory | '';
              change((f) => ({ ...f, category: value }), ['category']);
            }}
            required
            {...category}
          >
            <option value="">{t('editor.choose')}</option>
            {tariffCategories.map((value) => (
              <option key={value} value={value}>
                {t(`tariffs:category.${value}`)}
              </option>
            ))}
          </Form.Select>
          <FieldError field="category" />
        </Form.Group>
        <Form.Group as={Col} md={6} className="mb-3" controlId={`${id}-prefecture`}>
          <Form.Label>{t('tariffs:field.prefecture')}</Form.Label>
          <Form.Select
            value={form.prefecture}
            onChange={(event) => {
              const value = event.target.value;
              change((f) => ({ ...f, prefecture: value }), ['prefecture']);
            }}
            required
            {...prefecture}
          >
            <option value="">{t('editor.choose')}</option>
            <PrefectureOptions />
          </Form.Select>
          <FieldError field="prefecture" />
        </Form.Group>
      </Row>
      <Row>
        <LanguageInput field="area" language="jp" />
        <LanguageInput field="area" language="en" />
      </Row>
      <Row>
        {(['jp', 'en'] as const).map((lang) => (
          <Form.Group key={lang} as={Col} md={6} className="mb-3" controlId={`${id}-tags-${lang}`}>
            <Form.Label>
              {t('bilingualLabel', {
                field: t('tariffs:field.tags'),
                language: t(`tariffs:language.${lang}`),
              })}
            </Form.Label>
            <Form.Control
              value={form.tags[lang]}
              lang={lang === 'jp' ? 'ja' : 'en'}
              maxLength={TARIFF_LIMITS.tags * (TARIFF_LIMITS.tag + 2)}
              onChange={(event) => {
                const value = event.target.value;
                change((f) => ({ ...f, tags: { ...f.tags, [lang]: value } }), ['tags']);
              }}
              {...tags}
              aria-describedby={tags['aria-describedby'] ?? `${id}-tags-help`}
            />
          </Form.Group>
        ))}
      </Row>
      <Form.Text id={`${id}-tags-help`} className="d-block mb-3">
        {t('editor.tagsHelp')}
      </Form.Text>
      <FieldError field="tags" />
    </fieldset>
  );
}
