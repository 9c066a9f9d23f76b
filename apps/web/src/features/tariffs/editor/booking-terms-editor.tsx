import { FEE_TEMPLATES, feeTemplateKeys } from '@tourtariff/shared';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import { type BookingForm, defaultBooking } from './form-booking';

type Terms = NonNullable<BookingForm>;

function TermInput({
  field,
  label,
  help,
}: {
  field: 'holdMinutes' | 'cutoffHours';
  label: string;
  help: string;
}) {
  const { form, change, id } = useEditor();
  const key = `booking.${field}`;
  const state = useFieldState(key);
  return (
    <Form.Group as={Col} sm={6} md={3} className="mb-3" controlId={`${id}-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        inputMode="numeric"
        className="text-end"
        value={form.booking?.[field] ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          change((f) => ({ ...f, booking: f.booking && { ...f.booking, [field]: value } }), [key]);
        }}
        {...state}
      />
      <Form.Text>{help}</Form.Text>
      <FieldError field={key} />
    </Form.Group>
  );
}

/**
 * 予約の条件: how long a hold lasts, the cut-off before the start, and the cancellation fee schedule taken from
 * 標準旅行業約款 or モデル宿泊約款 (docs/product-decisions.md §16). Closed until the supplier opens it.
 */
export function BookingTermsEditor() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const { form, change, id, readOnly } = useEditor();
  const schedule = useFieldState('booking.feeSchedule');
  const terms = form.booking;

  return (
    <fieldset className="mb-4" data-testid="booking-terms">
      <legend className="h5">{t('editor.section.booking')}</legend>
      {terms === null ? (
        <>
          <p className="text-body-secondary small">{t('editor.noBooking')}</p>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={readOnly}
            onClick={() => change((f) => ({ ...f, booking: defaultBooking() }), ['booking'])}
          >
            {t('editor.addBooking')}
          </Button>
        </>
      ) : (
        <>
          <Row className="align-items-start">
            <TermInput field="holdMinutes" label={t('editor.holdMinutes')} help={t('editor.holdHelp')} />
            <TermInput field="cutoffHours" label={t('editor.cutoffHours')} help={t('editor.cutoffHelp')} />
            <Form.Group as={Col} md={6} className="mb-3" controlId={`${id}-fee-template`}>
              <Form.Label>{t('editor.feeSchedule')}</Form.Label>
              <Form.Select
                value={terms.template}
                onChange={(event) => {
                  const value = event.target.value as Terms['template'];
                  change(
                    (f) => ({ ...f, booking: f.booking && { ...f.booking, template: value } }),
                    ['booking.feeSchedule'],
                  );
                }}
                {...schedule}
              >
                <option value="">{t('editor.feeScheduleNone')}</option>
                {feeTemplateKeys.map((key) => (
                  <option key={key} value={key}>
                    {localized(FEE_TEMPLATES[key].name, locale).text}
                  </option>
                ))}
                {terms.custom && <option value="custom">{t('editor.feeScheduleCustom')}</option>}
              </Form.Select>
              <Form.Text>
                {terms.template !== '' && terms.template !== 'custom'
                  ? t('editor.feeScheduleSource', { source: FEE_TEMPLATES[terms.template].source })
                  : t('editor.feeScheduleHelp')}
              </Form.Text>
              <FieldError field="booking.feeSchedule" />
            </Form.Group>
          </Row>
          <Button
            variant="outline-danger"
            size="sm"
            disabled={readOnly}
            onClick={() => change((f) => ({ ...f, booking: null }), ['booking'])}
          >
            {t('editor.removeBooking')}
          </Button>
        </>
      )}
    </fieldset>
  );
}
