import type { InquiryAction, MESSENGER_LIMITS } from '@tourtariff/shared';
import { useId } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { currencyLabel } from '../../../lib/money';
import type { ActionDraft } from '../lib/inquiry-action';

type Props = {
  action: InquiryAction;
  draft: ActionDraft;
  onChange: (draft: ActionDraft) => void;
  currency: string;
  limits: typeof MESSENGER_LIMITS;
};

/** The fields of one move's dialog: a changed total, a counter-offer's date and group, the reason, the expiry. */
export function InquiryActionFields({ action, draft, onChange, currency, limits }: Props) {
  const { t } = useTranslation('messenger');
  const locale = useLocale();
  const id = useId();
  const field = (name: keyof ActionDraft, label: string, props: Record<string, unknown> = {}) => (
    <Form.Group className="mb-3" controlId={`${id}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={draft[name]}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
        {...props}
      />
    </Form.Group>
  );
  const quoting = action === 'confirm' || action === 'counter';

  return (
    <>
      {action === 'confirm' &&
        field('total', t('action.fields.total', { currency: currencyLabel(currency, locale) }), {
          inputMode: 'numeric',
          autoComplete: 'off',
        })}
      {action === 'counter' && (
        <Row>
          <Col sm={6}>{field('date', t('action.fields.date'), { type: 'date', required: true })}</Col>
          <Col sm={6}>{field('to', t('action.fields.to'), { type: 'date' })}</Col>
          <Col sm={4}>{field('adults', t('action.fields.adults'), { type: 'number', min: 1 })}</Col>
          <Col sm={4}>{field('children', t('action.fields.children'), { type: 'number', min: 0 })}</Col>
          <Col sm={4}>{field('units', t('action.fields.units'), { type: 'number', min: 1 })}</Col>
        </Row>
      )}
      {field('reason', t(action === 'decline' ? 'action.fields.reasonRequired' : 'action.fields.reason'), {
        as: 'textarea',
        rows: 3,
        maxLength: limits.reason,
        required: action === 'decline',
      })}
      {quoting &&
        field('hours', t('action.fields.hours'), {
          type: 'number',
          min: limits.expiryHoursMin,
          max: limits.expiryHoursMax,
        })}
    </>
  );
}
