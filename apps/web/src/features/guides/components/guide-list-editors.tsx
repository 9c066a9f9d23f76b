import { type LanguageLevel, prefectures } from '@tourtariff/shared';
import { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { PrefectureOptions } from '../../../components/ui/prefecture-options';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import type { GuideField, GuideFormValues } from '../lib/guide-form';

type Props = {
  values: GuideFormValues;
  set: <K extends keyof GuideFormValues>(field: K, value: GuideFormValues[K]) => void;
  errors: Partial<Record<GuideField, string>>;
  languageOptions: readonly GuideFormValues['languages'][number]['code'][];
  levels: readonly LanguageLevel[];
  languageName: (code: string) => string;
};

/** The profile's lists: languages with a level each, regions (prefectures) and specialty tags {jp, en}. */
export function GuideListEditors({ values, set, errors, languageOptions, levels, languageName }: Props) {
  const { t } = useTranslation('guides');
  const locale = useLocale();
  const [region, setRegion] = useState('');
  const unused = languageOptions.filter((code) => !values.languages.some((entry) => entry.code === code));
  const error = (name: GuideField) =>
    errors[name] && (
      <div className="invalid-feedback d-block" role="alert">
        {errors[name]}
      </div>
    );

  return (
    <>
      <fieldset className="mb-3" data-testid="guide-languages" aria-invalid={Boolean(errors.languages)}>
        <legend className="h6">{t('fields.languages')}</legend>
        {values.languages.map((entry, index) => (
          <Row key={entry.code} className="g-2 mb-2 align-items-center">
            <Col xs={5}>{languageName(entry.code)}</Col>
            <Col xs={4}>
              <Form.Select
                size="sm"
                aria-label={t('form.levelOf', { language: languageName(entry.code) })}
                value={entry.level}
                onChange={(e) =>
                  set(
                    'languages',
                    values.languages.map((item, i) =>
                      i === index ? { ...item, level: e.target.value as LanguageLevel } : item,
                    ),
                  )
                }
              >
                {levels.map((level) => (
                  <option key={level} value={level}>
                    {t(`level.${level}`)}
                  </option>
                ))}
              </Form.Select>
            </Col>
            <Col xs={3}>
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={t('form.remove', { name: languageName(entry.code) })}
                onClick={() =>
                  set(
                    'languages',
                    values.languages.filter((_, i) => i !== index),
                  )
                }
              >
                {t('form.removeShort')}
              </Button>
            </Col>
          </Row>
        ))}
        {unused.length > 0 && (
          <Form.Select
            size="sm"
            className="w-auto"
            aria-label={t('form.addLanguage')}
            value=""
            data-testid="guide-add-language"
            onChange={(e) =>
              e.target.value &&
              set('languages', [
                ...values.languages,
                { code: e.target.value as (typeof unused)[number], level: 'business' },
              ])
            }
          >
            <option value="">{t('form.addLanguage')}</option>
            {unused.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </Form.Select>
        )}
        {error('languages')}
      </fieldset>

      <fieldset className="mb-3" data-testid="guide-regions" aria-invalid={Boolean(errors.regions)}>
        <legend className="h6">{t('fields.regions')}</legend>
        <ul className="list-inline mb-2">
          {values.regions.map((code) => (
            <li key={code} className="list-inline-item mb-1">
              <span className="badge text-bg-light border">
                {prefectures[code]?.[locale] ?? code}{' '}
                <button
                  type="button"
                  className="btn-close btn-close-sm ms-1"
                  style={{ fontSize: '0.6rem' }}
                  aria-label={t('form.remove', { name: prefectures[code]?.[locale] ?? code })}
                  onClick={() =>
                    set(
                      'regions',
                      values.regions.filter((item) => item !== code),
                    )
                  }
                />
              </span>
            </li>
          ))}
        </ul>
        <Form.Select
          size="sm"
          className="w-auto"
          aria-label={t('form.addRegion')}
          value={region}
          data-testid="guide-add-region"
          onChange={(e) => {
            const code = e.target.value;
            if (code && !values.regions.includes(code)) set('regions', [...values.regions, code]);
            setRegion('');
          }}
        >
          <option value="">{t('form.addRegion')}</option>
          <PrefectureOptions except={values.regions} />
        </Form.Select>
        {error('regions')}
      </fieldset>

      <fieldset className="mb-3" data-testid="guide-specialties">
        <legend className="h6">{t('fields.specialties')}</legend>
        {values.specialties.map((tag, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tags have no identity but their place while typed
          <Row key={index} className="g-2 mb-2">
            <Col xs={5}>
              <Form.Control
                size="sm"
                lang="ja"
                maxLength={40}
                aria-label={t('form.specialtyJp', { number: index + 1 })}
                value={tag.jp}
                onChange={(e) =>
                  set(
                    'specialties',
                    values.specialties.map((item, i) =>
                      i === index ? { ...item, jp: e.target.value } : item,
                    ),
                  )
                }
              />
            </Col>
            <Col xs={5}>
              <Form.Control
                size="sm"
                lang="en"
                maxLength={40}
                aria-label={t('form.specialtyEn', { number: index + 1 })}
                value={tag.en}
                onChange={(e) =>
                  set(
                    'specialties',
                    values.specialties.map((item, i) =>
                      i === index ? { ...item, en: e.target.value } : item,
                    ),
                  )
                }
              />
            </Col>
            <Col xs={2}>
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={t('form.remove', { name: tag.jp || tag.en || String(index + 1) })}
                onClick={() =>
                  set(
                    'specialties',
                    values.specialties.filter((_, i) => i !== index),
                  )
                }
              >
                {t('form.removeShort')}
              </Button>
            </Col>
          </Row>
        ))}
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => set('specialties', [...values.specialties, { jp: '', en: '' }])}
        >
          {t('form.addSpecialty')}
        </Button>
        {error('specialties')}
      </fieldset>
    </>
  );
}
