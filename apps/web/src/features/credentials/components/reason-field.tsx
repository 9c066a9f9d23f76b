import { Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Props = {
  id: string;
  value: string;
  /** Shown as required: the dialog was confirmed without a reason. */
  missing: boolean;
  onChange: (value: string) => void;
  testId: string;
};

/** The required reason of an issuer's refusal or revocation, which the holder reads. */
export function ReasonField({ id, value, missing, onChange, testId }: Props) {
  const { t } = useTranslation('credentials');
  return (
    <Form.Group controlId={id}>
      <Form.Label>{t('admin.reason')}</Form.Label>
      <Form.Control
        as="textarea"
        rows={3}
        maxLength={500}
        value={value}
        isInvalid={missing}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      <Form.Control.Feedback type="invalid">{t('admin.reasonRequired')}</Form.Control.Feedback>
    </Form.Group>
  );
}
