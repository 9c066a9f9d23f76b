import { useId, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { FormDialog } from '../../../../components/ui/dialogs';

const NOTE_MAX = 1000;

type Props = {
  show: boolean;
  busy: boolean;
  /** The server's refusal, if the return failed (a note it refused is named `note`). */
  error: { note?: string; message?: string } | null;
  onCancel: () => void;
  onReturn: (note: string) => void;
};

/** Returning needs a note: it is what the supplier reads to know what to fix (docs/design.md §6). */
export function ReturnDialog({ show, busy, error, onCancel, onReturn }: Props) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const id = useId();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const noteError = missing ? t('admin:actions.noteRequired') : error?.note;

  return (
    <FormDialog
      show={show}
      size="lg"
      title={t('admin:actions.returnTitle')}
      busy={busy}
      submitLabel={t('tariffs:action.return')}
      onCancel={onCancel}
      onSubmit={() => {
        const text = note.trim();
        setMissing(!text);
        if (text) onReturn(text);
      }}
      data-testid="return-dialog"
    >
      {error?.message && !error.note && <Alert variant="danger">{error.message}</Alert>}
      <Form.Group>
        <Form.Label htmlFor={`${id}-note`}>{t('admin:actions.returnNote')}</Form.Label>
        <Form.Control
          id={`${id}-note`}
          as="textarea"
          rows={4}
          required
          maxLength={NOTE_MAX}
          value={note}
          isInvalid={Boolean(noteError)}
          aria-invalid={Boolean(noteError)}
          {...(noteError ? { 'aria-describedby': `${id}-note-error` } : {})}
          onChange={(event) => {
            setNote(event.target.value);
            setMissing(false);
          }}
        />
        {noteError && (
          <Form.Control.Feedback type="invalid" id={`${id}-note-error`}>
            {noteError}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    </FormDialog>
  );
}
