import { useId, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { FormDialog } from '../../../../components/ui/dialogs';
import { ReasonField } from '../../../../components/ui/reason-field';
import { useTranslation } from '../../../../lib/i18n/use-translation';

const NOTE_MAX = 1000;

type Props = {
  show: boolean;
  busy: boolean;
  /** The server's refusal, if the return failed (a note it refused is named `note`). */
  error: { note?: string; message?: string } | null;
  onCancel: () => void;
  onReturn: (note: string) => void;
};

/** Returning needs a note: it is what the supplier reads to know what to fix (docs/product-decisions.md §6). */
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
      <ReasonField
        id={`${id}-note`}
        label={t('admin:actions.returnNote')}
        value={note}
        onChange={(value) => {
          setNote(value);
          setMissing(false);
        }}
        error={noteError}
        required
        rows={4}
        maxLength={NOTE_MAX}
      />
    </FormDialog>
  );
}
