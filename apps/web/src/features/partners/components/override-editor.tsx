import { useId } from 'react';
import { Button, Card, Form, Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import type { SupplierTariff } from '../api/agreements';
import type { DraftErrors, OverrideDraft } from '../lib/agreement-form';

type Props = {
  index: number;
  value: OverrideDraft;
  tariffs: SupplierTariff[];
  errors: DraftErrors;
  onChange: (next: OverrideDraft) => void;
  onRemove: () => void;
};

/** One per-tariff term: a tariff, then a percent off, or a net price for some of its rate rows. */
export function OverrideEditor({ index, value, tariffs, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation(['partners', 'tariffs']);
  const locale = useLocale();
  const id = useId();
  const tariff = tariffs.find((candidate) => candidate.key === value.tariff);
  const error = (field: string) => errors[`overrides.${index}.${field}`];
  const say = (field: string) => {
    const rule = error(field);
    return rule ? t(`partners:form.invalid.${rule}`) : null;
  };

  return (
    <Card className="mb-2" data-testid="override-editor">
      <Card.Body className="row g-2 align-items-end">
        <Form.Group className="col-md-5" controlId={`${id}-tariff`}>
          <Form.Label className="small mb-1">{t('partners:form.tariff')}</Form.Label>
          <Form.Select
            value={value.tariff}
            isInvalid={Boolean(error('tariff'))}
            onChange={(event) => onChange({ ...value, tariff: event.target.value, rows: {} })}
          >
            <option value="">{t('partners:form.chooseTariff')}</option>
            {tariffs.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {localized(candidate.title, locale).text}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{say('tariff')}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-md-3" controlId={`${id}-kind`}>
          <Form.Label className="small mb-1">{t('partners:form.kind')}</Form.Label>
          <Form.Select
            value={value.type}
            onChange={(event) => onChange({ ...value, type: event.target.value as OverrideDraft['type'] })}
          >
            <option value="percent">{t('partners:form.kindPercent')}</option>
            <option value="net">{t('partners:form.kindNet')}</option>
            <option value="commission">{t('partners:form.kindOverrideCommission')}</option>
          </Form.Select>
        </Form.Group>
        {(value.type === 'percent' || value.type === 'commission') && (
          <Form.Group className="col-md-2" controlId={`${id}-percent`}>
            <Form.Label className="small mb-1">{t('partners:form.percent')}</Form.Label>
            <Form.Control
              inputMode="decimal"
              value={value.percent}
              isInvalid={Boolean(error('percent'))}
              onChange={(event) => onChange({ ...value, percent: event.target.value })}
            />
            <Form.Control.Feedback type="invalid">{say('percent')}</Form.Control.Feedback>
          </Form.Group>
        )}
        <div className="col-md-2 text-end">
          <Button variant="outline-danger" size="sm" onClick={onRemove}>
            {t('partners:form.removeOverride', { n: index + 1 })}
          </Button>
        </div>
        {value.type === 'net' && tariff && (
          <div className="col-12">
            {say('rates') && <p className="text-danger small mb-1">{say('rates')}</p>}
            <Table size="sm" bordered responsive className="mb-0 align-middle">
              <caption className="visually-hidden">{t('partners:form.rate')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('partners:form.rate')}</th>
                  <th scope="col">{t('tariffs:field.adult')}</th>
                  <th scope="col">{t('tariffs:field.child')}</th>
                </tr>
              </thead>
              <tbody>
                {tariff.rates.map((rate, row) => {
                  const typed = value.rows[row] ?? { adult: '', child: '' };
                  const pax =
                    rate.pax_min === rate.pax_max
                      ? t('tariffs:paxOne', { count: rate.pax_min })
                      : t('tariffs:paxRange', { min: rate.pax_min, max: rate.pax_max });
                  const label = `${t(`tariffs:unit.${rate.unit as 'per_person'}`)} ${pax}${rate.season ? ` (${rate.season})` : ''}`;
                  const set = (part: 'adult' | 'child', text: string) =>
                    onChange({ ...value, rows: { ...value.rows, [row]: { ...typed, [part]: text } } });
                  return (
                    // The row index is the rate row's identity in the contract (`rates[].rate`).
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <tr key={row}>
                      <th scope="row" className="fw-normal small">
                        {label}
                      </th>
                      {(['adult', 'child'] as const).map((part) => (
                        <td key={part}>
                          <Form.Control
                            size="sm"
                            inputMode="numeric"
                            aria-label={`${label} ${t(`tariffs:field.${part}`)} ${t('partners:form.net')}`}
                            placeholder={
                              rate[part] === null ? '' : formatMoney(rate[part] ?? 0, tariff.currency, locale)
                            }
                            disabled={part === 'child' && rate.child === null}
                            value={typed[part]}
                            isInvalid={Boolean(error(`rates.${row}.${part}`))}
                            onChange={(event) => set(part, event.target.value)}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
