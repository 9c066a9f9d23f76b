import { lodgingTaxCities } from '@tourtariff/shared';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { currencyLabel } from '../../../lib/money';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import { type ChargesForm, defaultCharges } from './form-dimensions';

type Charges = NonNullable<ChargesForm>;
type TextField = Exclude<keyof Charges, 'lodging_tax'>;
const keyOf: Record<keyof Charges, string> = {
  service_percent: 'charges.service_percent',
  bath_per_night: 'charges.bath_tax.per_night',
  bath_exempt_under_age: 'charges.bath_tax.exempt_under_age',
  lodging_tax: 'charges.lodging_tax',
};

function ChargeInput({ field, label, decimal }: { field: TextField; label: string; decimal?: boolean }) {
  const { form, change, id } = useEditor();
  const state = useFieldState(keyOf[field]);
  return (
    <Form.Group as={Col} sm={6} md={3} className="mb-3" controlId={`${id}-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        inputMode={decimal ? 'decimal' : 'numeric'}
        className="text-end"
        value={form.charges?.[field] ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          change((f) => ({ ...f, charges: f.charges && { ...f.charges, [field]: value } }), [keyOf[field]]);
        }}
        {...state}
      />
      <FieldError field={keyOf[field]} />
    </Form.Group>
  );
}

/**
 * サービス料 (a percent of the rates, before consumption tax), 入湯税 per person per night with the age under
 * which children are exempt, and the city whose 宿泊税 applies (docs/product-decisions.md §12).
 */
export function ChargesEditor() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const locale = useLocale();
  const { form, change, id, readOnly } = useEditor();
  const lodging = useFieldState('charges.lodging_tax');
  const charges = form.charges;

  return (
    <fieldset className="mb-4">
      <legend className="h6">{t('editor.section.charges')}</legend>
      {charges === null ? (
        <>
          <p className="text-body-secondary small">{t('editor.noCharges')}</p>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={readOnly}
            onClick={() => change((f) => ({ ...f, charges: defaultCharges() }), ['charges'])}
          >
            {t('editor.addCharges')}
          </Button>
        </>
      ) : (
        <>
          <Row className="align-items-start">
            <ChargeInput field="service_percent" label={t('tariffs:field.servicePercent')} decimal />
            <ChargeInput
              field="bath_per_night"
              label={`${t('tariffs:field.bathTax')} (${currencyLabel(form.currency, locale)})`}
              decimal
            />
            <ChargeInput field="bath_exempt_under_age" label={t('tariffs:field.bathExemptUnder')} />
            <Form.Group as={Col} sm={6} md={3} className="mb-3" controlId={`${id}-lodging-tax`}>
              <Form.Label>{t('tariffs:field.lodgingTax')}</Form.Label>
              <Form.Select
                value={charges.lodging_tax}
                onChange={(event) => {
                  const value = event.target.value as Charges['lodging_tax'];
                  change(
                    (f) => ({ ...f, charges: f.charges && { ...f.charges, lodging_tax: value } }),
                    ['charges.lodging_tax'],
                  );
                }}
                {...lodging}
              >
                <option value="">{t('tariffs:lodgingTax.none')}</option>
                {lodgingTaxCities.map((city) => (
                  <option key={city} value={city}>
                    {t(`tariffs:lodgingTax.${city}`)}
                  </option>
                ))}
              </Form.Select>
              <FieldError field="charges.lodging_tax" />
            </Form.Group>
          </Row>
          <Button
            variant="outline-danger"
            size="sm"
            disabled={readOnly}
            onClick={() => change((f) => ({ ...f, charges: null }), ['charges'])}
          >
            {t('editor.removeCharges')}
          </Button>
        </>
      )}
    </fieldset>
  );
}
