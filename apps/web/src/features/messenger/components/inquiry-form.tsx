import { MESSENGER_LIMITS } from '@tourtariff/shared';
import { useEffect, useId, useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreateInquiry } from '../api/inquiries';
import { type InquiryDraft, type InquiryField, inquiryBodyOf, inquiryFieldOf } from '../lib/inquiry-draft';
import { type InquiryStay, stayText } from '../lib/inquiry-stay';

type Props = {
  show: boolean;
  tariff: { key: string; perUnit: boolean; multiDay: boolean };
  space: string;
  onCancel: () => void;
  onSent: (conversation: string) => void;
  /**
   * The quote panel's request, when it has one: the form starts from it, and a stay's nights and age bands go
   * with the inquiry so it is priced as that quote (docs/product-decisions.md §12).
   */
  quoted?: QuotedStay | null | undefined;
};

export type QuotedStay = InquiryStay & {
  date: string;
  adults: number;
  children: number;
  units?: number | undefined;
};

const draftOf = (quoted: QuotedStay): InquiryDraft => ({
  ...empty,
  date: quoted.date,
  adults: String(quoted.adults),
  children: String(quoted.children),
  units: String(quoted.units ?? 1),
});

const empty: InquiryDraft = { date: '', to: '', adults: '2', children: '0', units: '1', note: '' };

/**
 * A buyer's inquiry: the date (a range for multi-day stays), adults, children, units (rooms, vehicles) and a
 * note. The server prices it with the tariff quote and refuses a date the tariff does not sell, naming why.
 */
export function InquiryForm({ show, tariff, space, onCancel, onSent, quoted }: Props) {
  const { t } = useTranslation('messenger');
  const texts = useErrorText(['quote', 'inquiry']);
  const id = useId();
  const create = useCreateInquiry();
  const [draft, setDraft] = useState<InquiryDraft>(empty);
  const stay: InquiryStay = quoted ? { nights: quoted.nights, bands: quoted.bands } : {};
  const stayLine = stayText(stay, t).replace(/^ · /, '');
  // Opening the form starts it from the quote the buyer is looking at.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening starts the draft; the quote may move while typing.
  useEffect(() => {
    if (show && quoted) setDraft(draftOf(quoted));
  }, [show]);
  const refusal = create.isError ? texts.place<InquiryField>(create.error, inquiryFieldOf) : null;
  const field = (name: InquiryField, label: string, props: Record<string, unknown> = {}) => (
    <Form.Group className="mb-3" controlId={`${id}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={draft[name]}
        isInvalid={Boolean(refusal?.fields[name])}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        {...props}
      />
      <Form.Control.Feedback type="invalid">{refusal?.fields[name]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <FormDialog
      show={show}
      size="lg"
      title={t('inquiryForm.title')}
      submitLabel={t('inquiryForm.submit')}
      busy={create.isPending}
      onCancel={onCancel}
      onSubmit={() =>
        create.mutate(inquiryBodyOf(draft, tariff.key, space, stay), {
          onSuccess: (inquiry) => {
            setDraft(empty);
            onSent(inquiry.conversation);
          },
        })
      }
      data-testid="inquiry-form"
    >
      <Row>
        <Col sm={6}>{field('date', t('inquiryForm.date'), { type: 'date', required: true })}</Col>
        {tariff.multiDay && <Col sm={6}>{field('to', t('inquiryForm.to'), { type: 'date' })}</Col>}
        <Col sm={4}>
          {field('adults', t('inquiryForm.adults'), { type: 'number', min: 1, required: true })}
        </Col>
        <Col sm={4}>{field('children', t('inquiryForm.children'), { type: 'number', min: 0 })}</Col>
        {tariff.perUnit && (
          <Col sm={4}>{field('units', t('inquiryForm.units'), { type: 'number', min: 1 })}</Col>
        )}
      </Row>
      {stayLine && (
        <p className="small text-body-secondary" data-testid="inquiry-form-stay">
          {t('inquiryForm.stay', { what: stayLine })}
        </p>
      )}
      {field('note', t('inquiryForm.note'), { as: 'textarea', rows: 3, maxLength: MESSENGER_LIMITS.note })}
      {refusal && refusal.alert.length > 0 && (
        <div className="alert alert-danger small mb-0" role="alert" data-testid="inquiry-form-error">
          {refusal.alert.join(' ')}
        </div>
      )}
    </FormDialog>
  );
}
