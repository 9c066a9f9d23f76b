import { type GuideLanguage, guideLanguages, type JobView, licenceTypes } from '@tourtariff/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { PrefectureOptions } from '../../../components/ui/prefecture-options';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { languageNames } from '../../../lib/language-names';
import { useLocale } from '../../../lib/locale';
import { useCreateJob } from '../api/write-jobs';
import {
  emptyJobForm,
  invalidJobFields,
  type JobField,
  type JobFormValues,
  jobCreateOf,
  jobFieldOf,
} from '../lib/job-form';

type Props = {
  /** The buyer space posting. */
  space: string;
  /** A guide space: the job is an offer to that guide alone. */
  offerTo?: string | undefined;
  onDone: (job: JobView) => void;
  onCancel: () => void;
};

/** "Post a job": checked with the shared contract and the clock's rules before it is sent. */
export function JobForm({ space, offerTo, onDone, onCancel }: Props) {
  const { t } = useTranslation('jobs');
  const locale = useLocale();
  const texts = useErrorText(['job']);
  const create = useCreateJob();
  const [values, setValues] = useState<JobFormValues>(() => emptyJobForm());
  const [errors, setErrors] = useState<Partial<Record<JobField, string>>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const set = <K extends JobField>(field: K, value: JobFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = jobCreateOf(values, space, offerTo);
    const invalid = invalidJobFields(body);
    const shown = Object.fromEntries(
      Object.entries(invalid).map(([field, issue]) => [field, texts.issue(issue, 'job.invalid')]),
    );
    setErrors(shown);
    setAlert([]);
    if (Object.keys(shown).length > 0) {
      document.querySelector<HTMLElement>('[data-job-form] [aria-invalid="true"]')?.focus();
      return;
    }
    try {
      onDone(await create.mutateAsync(body));
    } catch (caught) {
      const refusal = texts.place(caught, jobFieldOf);
      setErrors(refusal.fields);
      setAlert(refusal.alert.length ? refusal.alert : [texts.describe(caught)]);
    }
  }

  const control = (name: JobField) => ({
    isInvalid: Boolean(errors[name]),
    'aria-invalid': Boolean(errors[name]),
    'data-testid': `job-${name}`,
  });
  const feedback = (name: JobField) =>
    errors[name] && <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>;
  const text = (name: JobField, label: string, extra: Record<string, unknown> = {}, md = 6): ReactNode => (
    <Form.Group as={Col} md={md} controlId={`job-form-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={String(values[name])}
        onChange={(e) => set(name, e.target.value as never)}
        {...extra}
        {...control(name)}
      />
      {feedback(name)}
    </Form.Group>
  );
  const toggle = <T extends string>(list: T[], item: T) =>
    list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

  return (
    <Form noValidate onSubmit={submit} data-job-form data-testid="job-form">
      {alert.length > 0 && (
        <Alert variant="danger" role="alert">
          {alert.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <Row className="g-2 mb-2">
        {text('titleJp', t('form.titleJp'), { lang: 'ja', maxLength: 120 })}
        {text('titleEn', t('form.titleEn'), { lang: 'en', maxLength: 120 })}
        {text('descriptionJp', t('form.descriptionJp'), {
          as: 'textarea',
          rows: 3,
          lang: 'ja',
          maxLength: 4000,
        })}
        {text('descriptionEn', t('form.descriptionEn'), {
          as: 'textarea',
          rows: 3,
          lang: 'en',
          maxLength: 4000,
        })}
      </Row>
      <Form.Check
        className="mb-2"
        id="job-form-one-day"
        label={t('form.oneDay')}
        checked={values.oneDay}
        onChange={(e) => set('oneDay', e.target.checked)}
      />
      <Row className="g-2 mb-2">
        {text('from', values.oneDay ? t('form.day') : t('form.from'), { type: 'date' }, 3)}
        {!values.oneDay && text('to', t('form.to'), { type: 'date' }, 3)}
        {text('startTime', t('form.startTime'), { type: 'time' }, 3)}
        {text('hoursPerDay', t('form.hoursPerDay'), { inputMode: 'numeric' }, 3)}
      </Row>
      <Row className="g-2 mb-2">
        {text('meetingPlace', t('form.meetingPlace'), { maxLength: 200 })}
        <Form.Group as={Col} md={3} controlId="job-form-prefecture">
          <Form.Label>{t('form.prefecture')}</Form.Label>
          <Form.Select
            value={values.prefecture}
            onChange={(e) => set('prefecture', e.target.value)}
            {...control('prefecture')}
          >
            <option value="">{t('form.choose')}</option>
            <PrefectureOptions />
          </Form.Select>
          {feedback('prefecture')}
        </Form.Group>
        {text('groupSize', t('form.groupSize'), { inputMode: 'numeric' }, 3)}
      </Row>
      <fieldset className="mb-2" data-testid="job-languages" aria-invalid={Boolean(errors.languages)}>
        <legend className="form-label fs-6">{t('form.languages')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {guideLanguages.map((code: GuideLanguage) => (
            <Form.Check
              key={code}
              id={`job-form-language-${code}`}
              label={languageNames([code], locale)}
              checked={values.languages.includes(code)}
              onChange={() => set('languages', toggle(values.languages, code))}
            />
          ))}
        </div>
        {errors.languages && <div className="invalid-feedback d-block">{errors.languages}</div>}
      </fieldset>
      <fieldset className="mb-2">
        <legend className="form-label fs-6">{t('form.fee')}</legend>
        <Form.Check
          type="radio"
          id="job-form-fee-fixed"
          name="job-fee-mode"
          label={t('form.feeFixed')}
          checked={values.feeMode === 'fixed'}
          onChange={() => set('feeMode', 'fixed')}
        />
        <Form.Check
          type="radio"
          id="job-form-fee-own"
          name="job-fee-mode"
          label={t('form.feeOwn')}
          checked={values.feeMode === 'own'}
          onChange={() => set('feeMode', 'own')}
        />
        {values.feeMode === 'fixed' && (
          <Row className="g-2 mt-1">
            {text('feePerDay', t('form.feePerDay'), { inputMode: 'numeric' }, 4)}
          </Row>
        )}
      </fieldset>
      <fieldset className="mb-2">
        <legend className="form-label fs-6">{t('form.requirements')}</legend>
        <div className="d-flex flex-wrap gap-3 mb-2">
          {licenceTypes.map((type) => (
            <Form.Check
              key={type}
              id={`job-form-licence-${type}`}
              label={t(`licence.${type}`)}
              checked={values.licence.includes(type)}
              onChange={() => set('licence', toggle(values.licence, type))}
            />
          ))}
        </div>
        <Row className="g-2">{text('specialties', t('form.specialties'), { maxLength: 400 })}</Row>
      </fieldset>
      <Row className="g-2 mb-3">{text('deadline', t('form.deadline'), { type: 'datetime-local' }, 4)}</Row>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={create.isPending} data-testid="job-form-submit">
          {create.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {offerTo ? t('form.submitOffer') : t('form.submit')}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={create.isPending}>
          {t('form.cancel')}
        </Button>
      </div>
    </Form>
  );
}
