import { type TariffCategory, tariffCategories } from '@tourtariff/shared';
import { Col, Form, Row } from 'react-bootstrap';
import { DateControl } from '../../../../components/ui/date-control';
import { PrefectureOptions } from '../../../../components/ui/prefecture-options';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { Draft } from './draft';
import { Field } from './field';

type Props = {
  id: string;
  draft: Draft;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (change: Partial<Draft>) => void;
};

/** Category, prefecture, tax and validity: the terms a buyer filters and prices by. */
export function TermsFields({ id, draft, errors, disabled, onChange }: Props) {
  const { t } = useTranslation(['admin', 'tariffs']);
  return (
    <Row className="g-3">
      <Col md={6}>
        <Field id={`${id}-category`} label={t('tariffs:field.category')} error={errors.category}>
          {(control) => (
            <Form.Select
              {...control}
              value={draft.category}
              disabled={disabled}
              onChange={(event) => onChange({ category: event.target.value as TariffCategory })}
            >
              {tariffCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`tariffs:category.${category}`)}
                </option>
              ))}
            </Form.Select>
          )}
        </Field>
      </Col>
      <Col md={6}>
        <Field id={`${id}-prefecture`} label={t('tariffs:field.prefecture')} error={errors.prefecture}>
          {(control) => (
            <Form.Select
              {...control}
              value={draft.prefecture}
              disabled={disabled}
              onChange={(event) => onChange({ prefecture: event.target.value })}
            >
              <PrefectureOptions />
            </Form.Select>
          )}
        </Field>
      </Col>
      <Col md={6}>
        <Field id={`${id}-tax-rate`} label={t('tariffs:field.taxRate')} error={errors['tax.rate']}>
          {(control) => (
            <Form.Control
              {...control}
              inputMode="decimal"
              value={draft.taxRate}
              disabled={disabled}
              onChange={(event) => onChange({ taxRate: event.target.value })}
            />
          )}
        </Field>
        <Form.Check
          id={`${id}-tax-included`}
          className="mb-3"
          label={t('tariffs:field.taxIncluded')}
          checked={draft.taxIncluded}
          disabled={disabled}
          onChange={(event) => onChange({ taxIncluded: event.target.checked })}
        />
      </Col>
      <Col md={3}>
        <Field
          id={`${id}-valid-from`}
          label={t('admin:correction.validFrom')}
          error={errors['validity.from']}
        >
          {(control) => (
            <DateControl
              {...control}
              value={draft.validFrom}
              disabled={disabled}
              onChange={(event) => onChange({ validFrom: event.target.value })}
            />
          )}
        </Field>
      </Col>
      <Col md={3}>
        <Field id={`${id}-valid-to`} label={t('admin:correction.validTo')} error={errors['validity.to']}>
          {(control) => (
            <DateControl
              {...control}
              value={draft.validTo}
              disabled={disabled}
              onChange={(event) => onChange({ validTo: event.target.value })}
            />
          )}
        </Field>
      </Col>
    </Row>
  );
}
