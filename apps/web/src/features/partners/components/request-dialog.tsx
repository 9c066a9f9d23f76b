import { useId, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRequestPartnership } from '../api/partnerships';

type Props = {
  space: string;
  partner: { key: string; name: string } | null;
  onClose: () => void;
  onSent: (name: string) => void;
};

/** Asks a space to become a partner, with a message its owners read in the notification. */
export function RequestDialog({ space, partner, onClose, onSent }: Props) {
  const { t } = useTranslation('partners');
  const texts = useErrorText(['partner']);
  const id = useId();
  const request = useRequestPartnership();
  const [message, setMessage] = useState('');
  const close = () => {
    request.reset();
    setMessage('');
    onClose();
  };

  return (
    <FormDialog
      show={partner !== null}
      size="lg"
      title={t('directory.requestTitle', { name: partner?.name ?? '' })}
      submitLabel={t('directory.send')}
      busy={request.isPending}
      onCancel={close}
      onSubmit={() => {
        if (!partner) return;
        request.mutate(
          { space, partner: partner.key, message: message.trim() },
          {
            onSuccess: () => {
              setMessage('');
              onSent(partner.name);
            },
          },
        );
      }}
      data-testid="request-dialog"
    >
      {request.error && (
        <Alert variant="danger" data-testid="request-error">
          {texts.describe(request.error, t('actions.failed'))}
        </Alert>
      )}
      <Form.Group controlId={`${id}-message`}>
        <Form.Label>{t('directory.messageLabel')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <Form.Text id={`${id}-hint`}>{t('directory.messageHint')}</Form.Text>
      </Form.Group>
    </FormDialog>
  );
}
