import { useId, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/ui/app-modal';
import { ReasonField } from '../../../components/ui/reason-field';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Props = {
  show: boolean;
  title: string;
  /** A moderator owes the author a reason; the author hiding their own does not. */
  required: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Reject or hide: asks for the reason the author will be told. */
export function ReasonDialog({ show, title, required, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation('reviews');
  const titleId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  return (
    <AppModal show={show} onHide={onClose} titleId={titleId} onExited={() => setReason('')}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason);
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ReasonField
            id={fieldId}
            label={t('actions.reason')}
            value={reason}
            onChange={setReason}
            required={required}
            maxLength={1000}
            testId="review-reason"
          />
          {error && (
            <p className="text-danger small mt-2" role="alert">
              {error}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={pending || (required && !reason.trim())}>
            {t('actions.confirm')}
          </Button>
        </Modal.Footer>
      </Form>
    </AppModal>
  );
}
