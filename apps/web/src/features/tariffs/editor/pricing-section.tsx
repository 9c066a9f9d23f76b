import { type TariffDoc, tariffVisibilities } from '@tourtariff/shared';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';

// The currencies the trade in Japan quotes in; a tariff stored with another code keeps it as an extra option.
const commonCurrencies = ['JPY', 'USD', 'EUR', 'GBP', 'AUD', 'CNY', 'HKD', 'KRW', 'SGD', 'THB', 'TWD'];

/** Currency, tax (included or not, and its rate) and who may see the tariff. */
export function PricingSection() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form, change, id } = useEditor();
  const currency = useFieldState('currency');
  const taxRate = useFieldState('tax.rate');
  const visibility = useFieldState('visibility');
  const currencies = commonCurrencies.includes(form.currency)
    ? commonCurrencies
    : [form.currency, ...commonCurrencies];

  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.section.pricing')}</legend>
      <Row className="align-items-start">
        <Form.Group as={Col} md={3} className="mb-3" controlId={`${id}-currency`}>
          <Form.Label>{t('tariffs:field.currency')}</Form.Label>
          <Form.Select
            value={form.currency}
            onChange={(event) => {
              const value = event.target.value;
              change((f) => ({ ...f, currency: value }), ['currency']);
            }}
            {...currency}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Form.Select>
          <FieldError field="currency" />
        </Form.Group>
        <Form.Group as={Col} md={3} className="mb-3 pt-md-4" controlId={`${id}-tax-included`}>
          <Form.Check
            type="checkbox"
            className="mt-md-2"
            label={t('tariffs:field.taxIncluded')}
            checked={form.taxIncluded}
            disabled={currency.disabled}
            onChange={(event) => {
              const checked = event.target.checked;
              change((f) => ({ ...f, taxIncluded: checked }));
            }}
          />
        </Form.Group>
        <Form.Group as={Col} md={3} className="mb-3" controlId={`${id}-tax-rate`}>
          <Form.Label>{t('tariffs:field.taxRate')}</Form.Label>
          <Form.Control
            inputMode="decimal"
            value={form.taxRate}
            onChange={(event) => {
              const value = event.target.value;
              change((f) => ({ ...f, taxRate: value }), ['tax.rate']);
            }}
            {...taxRate}
          />
          <FieldError field="tax.rate" />
        </Form.Group>
        <Form.Group as={Col} md={3} className="mb-3" controlId={`${id}-visibility`}>
          <Form.Label>{t('tariffs:field.visibility')}</Form.Label>
          <Form.Select
            value={form.visibility}
            onChange={(event) => {
              const value = event.target.value as TariffDoc['visibility'];
              change((f) => ({ ...f, visibility: value }), ['visibility']);
            }}
            {...visibility}
          >
            {tariffVisibilities.map((value) => (
              <option key={value} value={value}>
                {t(`tariffs:visibility.${value}`)}
              </option>
            ))}
          </Form.Select>
          <FieldError field="visibility" />
        </Form.Group>
      </Row>
    </fieldset>
  );
}
