import { Col, Form, Row } from 'react-bootstrap';
import { DateControl } from '../../../components/ui/date-control';
import { PrefectureOptions } from '../../../components/ui/prefecture-options';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { EVENT_LIMITS, type EventErrors, type EventField, type EventFormValues } from '../lib/event-form';
import { TextField } from './text-field';

type Props = {
  id: string;
  values: EventFormValues;
  errors: EventErrors;
  change: <F extends EventField>(field: F, value: EventFormValues[F]) => void;
  disabled: boolean;
};

type TextKey = 'titleJp' | 'titleEn' | 'descriptionJp' | 'descriptionEn' | 'placeJp' | 'placeEn';

/** Title, description, dates, place and prefecture: the texts in pairs, Japanese left and English right. */
export function EventDetailsFields({ id, values, errors, change, disabled }: Props) {
  const { t } = useTranslation('events');

  const text = (field: TextKey, maxLength: number, extra: { rows?: number; help?: string } = {}) => (
    <TextField
      id={`${id}-${field}`}
      label={t(`form.${field}`)}
      value={values[field]}
      onChange={(value) => change(field, value)}
      error={errors[field]}
      maxLength={maxLength}
      lang={field.endsWith('Jp') ? 'ja' : 'en'}
      disabled={disabled}
      {...extra}
    />
  );

  const date = (field: 'from' | 'to') => (
    <Form.Group as={Col} sm={6} md={3} className="mb-3" controlId={`${id}-${field}`}>
      <Form.Label>{t(`form.${field}`)}</Form.Label>
      <DateControl
        value={values[field]}
        min={field === 'to' ? values.from || undefined : undefined}
        onChange={(event) => change(field, event.target.value)}
        isInvalid={Boolean(errors[field])}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        aria-required
        required
        disabled={disabled}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-${field}-error`}>
        {errors[field]}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <>
      <Row>
        {text('titleJp', EVENT_LIMITS.title, { help: t('form.titleHelp') })}
        {text('titleEn', EVENT_LIMITS.title)}
        {text('descriptionJp', EVENT_LIMITS.description, { rows: 5 })}
        {text('descriptionEn', EVENT_LIMITS.description, { rows: 5 })}
      </Row>
      <fieldset>
        <legend className="form-label fs-6 mb-1">{t('form.dates')}</legend>
        <Row>
          {date('from')}
          {date('to')}
        </Row>
      </fieldset>
      <Row>
        {text('placeJp', EVENT_LIMITS.place)}
        {text('placeEn', EVENT_LIMITS.place)}
        <Form.Group as={Col} md={6} className="mb-3" controlId={`${id}-prefecture`}>
          <Form.Label>{t('form.prefecture')}</Form.Label>
          <Form.Select
            value={values.prefecture}
            onChange={(event) => change('prefecture', event.target.value)}
            isInvalid={Boolean(errors.prefecture)}
            aria-invalid={Boolean(errors.prefecture)}
            aria-describedby={errors.prefecture ? `${id}-prefecture-error` : undefined}
            disabled={disabled}
          >
            <option value="">{t('form.noPrefecture')}</option>
            <PrefectureOptions />
          </Form.Select>
          <Form.Control.Feedback type="invalid" id={`${id}-prefecture-error`}>
            {errors.prefecture}
          </Form.Control.Feedback>
        </Form.Group>
      </Row>
    </>
  );
}
