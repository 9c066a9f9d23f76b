import {
  type GuideProfileView,
  guideLanguages,
  languageLevels,
  licenceTypes,
  trainingOverdue,
} from '@tourtariff/shared';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { DateControl } from '../../../components/ui/date-control';
import { ImagePicker } from '../../../components/ui/image-picker';
import { PrefectureOptions } from '../../../components/ui/prefecture-options';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { languageNames } from '../../../lib/language-names';
import { useLocale } from '../../../lib/locale';
import { useSaveGuideProfile } from '../api/guide-profile';
import { useUploadPhoto } from '../api/upload-photo';
import {
  type GuideField,
  type GuideFormValues,
  guideFieldOf,
  guideFormOf,
  guideInputOf,
  invalidGuideFields,
} from '../lib/guide-form';
import { GuideListEditors } from './guide-list-editors';

type Props = { spaceKey: string; profile: GuideProfileView | null; onDone: (saved: boolean) => void };

/**
 * The guide's own profile: checked with the shared contract before it is sent, so each input
 * shows the words the server would; a new photo is uploaded first and the profile stores its hash.
 */
export function GuideProfileForm({ spaceKey, profile, onDone }: Props) {
  const { t } = useTranslation('guides');
  const locale = useLocale();
  const texts = useErrorText(['guide']);
  const save = useSaveGuideProfile(spaceKey);
  const upload = useUploadPhoto();
  const [values, setValues] = useState<GuideFormValues>(() => guideFormOf(profile));
  const [errors, setErrors] = useState<Partial<Record<GuideField, string>>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const busy = save.isPending || upload.isPending;

  const set = <K extends keyof GuideFormValues>(field: K, value: GuideFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = guideInputOf(values);
    const invalid = invalidGuideFields(input);
    const shown = Object.fromEntries(
      Object.entries(invalid).map(([field, issue]) => [field, texts.issue(issue, 'guide.invalid')]),
    );
    setErrors(shown);
    setAlert([]);
    if (Object.keys(shown).length > 0) {
      document.querySelector<HTMLElement>('[data-guide-form] [aria-invalid="true"]')?.focus();
      return;
    }
    try {
      if (values.photo.startsWith('data:')) input.photo = await upload.mutateAsync(values.photo);
      await save.mutateAsync(input);
      onDone(true);
    } catch (caught) {
      const refusal = texts.place(caught, guideFieldOf);
      setErrors(refusal.fields);
      setAlert(refusal.alert.length ? refusal.alert : [texts.describe(caught)]);
    }
  }

  const field = (name: GuideField) => ({
    isInvalid: Boolean(errors[name]),
    'aria-invalid': Boolean(errors[name]),
    'data-testid': `guide-${name}`,
  });
  const feedback = (name: GuideField) =>
    errors[name] && <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>;
  const overdue = trainingOverdue(values.lastTraining || null);

  return (
    <Form noValidate onSubmit={submit} data-guide-form data-testid="guide-profile-form">
      {alert.length > 0 && (
        <Alert variant="danger" role="alert">
          {alert.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <fieldset className="mb-3">
        <legend className="h6">{t('form.licence')}</legend>
        <Row className="g-2">
          <Form.Group as={Col} md={4} controlId="guide-licence-type">
            <Form.Label>{t('fields.licenceType')}</Form.Label>
            <Form.Select
              value={values.licenceType}
              onChange={(e) => set('licenceType', e.target.value as GuideFormValues['licenceType'])}
              {...field('licenceType')}
            >
              {licenceTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`licence.${type}`)}
                </option>
              ))}
            </Form.Select>
            {feedback('licenceType')}
          </Form.Group>
          {values.licenceType !== 'none' && (
            <>
              <Form.Group as={Col} md={4} controlId="guide-licence-number">
                <Form.Label>{t('fields.licenceNumber')}</Form.Label>
                <Form.Control
                  value={values.licenceNumber}
                  maxLength={40}
                  onChange={(e) => set('licenceNumber', e.target.value)}
                  {...field('licenceNumber')}
                />
                {feedback('licenceNumber')}
              </Form.Group>
              <Form.Group as={Col} md={4} controlId="guide-licence-prefecture">
                <Form.Label>{t('fields.licencePrefecture')}</Form.Label>
                <Form.Select
                  value={values.licencePrefecture}
                  onChange={(e) => set('licencePrefecture', e.target.value)}
                  {...field('licencePrefecture')}
                >
                  <option value="">{t('form.choose')}</option>
                  <PrefectureOptions />
                </Form.Select>
                {feedback('licencePrefecture')}
              </Form.Group>
            </>
          )}
          {values.licenceType === 'regional' && (
            <Form.Group as={Col} md={6} controlId="guide-licence-region">
              <Form.Label>{t('fields.licenceRegion')}</Form.Label>
              <Form.Control
                value={values.licenceRegion}
                maxLength={60}
                onChange={(e) => set('licenceRegion', e.target.value)}
                {...field('licenceRegion')}
              />
              {feedback('licenceRegion')}
            </Form.Group>
          )}
          <Form.Group as={Col} md={6} controlId="guide-last-training">
            <Form.Label>{t('fields.lastTraining')}</Form.Label>
            <DateControl
              value={values.lastTraining}
              onChange={(e) => set('lastTraining', e.target.value)}
              aria-describedby={overdue ? 'guide-training-warning' : undefined}
              {...field('lastTraining')}
            />
            {feedback('lastTraining')}
            {overdue && (
              <Form.Text
                id="guide-training-warning"
                className="text-warning-emphasis"
                data-testid="training-warning"
              >
                {t('form.trainingOverdue')}
              </Form.Text>
            )}
          </Form.Group>
        </Row>
      </fieldset>

      <GuideListEditors
        values={values}
        set={set}
        errors={errors}
        languageOptions={guideLanguages}
        levels={languageLevels}
        languageName={(code) => languageNames([code], locale)}
      />

      <fieldset className="mb-3">
        <legend className="h6">{t('fields.bio')}</legend>
        <Row className="g-2">
          <Form.Group as={Col} md={6} controlId="guide-bio-jp">
            <Form.Label>{t('form.inJapanese')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              lang="ja"
              maxLength={4000}
              value={values.bioJp}
              onChange={(e) => set('bioJp', e.target.value)}
              {...field('bioJp')}
            />
            {feedback('bioJp')}
          </Form.Group>
          <Form.Group as={Col} md={6} controlId="guide-bio-en">
            <Form.Label>{t('form.inEnglish')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              lang="en"
              maxLength={4000}
              value={values.bioEn}
              onChange={(e) => set('bioEn', e.target.value)}
              {...field('bioEn')}
            />
            {feedback('bioEn')}
          </Form.Group>
        </Row>
      </fieldset>

      <Row className="g-2 mb-3">
        <Col md={6}>
          <ImagePicker
            label={t('fields.photo')}
            value={values.photo || null}
            onChange={(value) => set('photo', value ?? '')}
            error={errors.photo}
          />
        </Col>
        <Form.Group as={Col} md={6} controlId="guide-furigana">
          <Form.Label>{t('fields.furigana')}</Form.Label>
          <Form.Control
            value={values.furigana}
            maxLength={100}
            lang="ja"
            onChange={(e) => set('furigana', e.target.value)}
            {...field('furigana')}
          />
          {feedback('furigana')}
        </Form.Group>
      </Row>

      <fieldset className="mb-3">
        <legend className="h6">{t('form.rates')}</legend>
        <p className="small text-body-secondary">{t('form.ratesHelp')}</p>
        <Row className="g-2">
          {(['fullDay', 'halfDay', 'overtimeHour'] as const).map((rate) => (
            <Form.Group as={Col} md={4} key={rate} controlId={`guide-rate-${rate}`}>
              <Form.Label>{t(`fields.${rate}`)}</Form.Label>
              <Form.Control
                inputMode="numeric"
                value={values[rate]}
                onChange={(e) => set(rate, e.target.value)}
                {...field(rate)}
              />
              {feedback(rate)}
            </Form.Group>
          ))}
        </Row>
      </fieldset>

      <div className="d-flex gap-2">
        <Button type="submit" disabled={busy} data-testid="guide-profile-save">
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('form.save')}
        </Button>
        {profile && (
          <Button variant="outline-secondary" onClick={() => onDone(false)} disabled={busy}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
