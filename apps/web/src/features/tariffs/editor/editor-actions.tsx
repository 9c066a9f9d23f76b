import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Props = {
  canSave: boolean;
  canSubmit: boolean;
  canArchive: boolean;
  busy: 'save' | 'submit' | 'archive' | null;
  onSave: () => void;
  onSubmit: () => void;
  onArchive: () => Promise<void>;
};

/** Save, submit for review and archive; archiving asks first, since it cannot be undone. */
export function EditorActions({ canSave, canSubmit, canArchive, busy, onSave, onSubmit, onArchive }: Props) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const [confirming, setConfirming] = useState(false);
  const spinner = (what: typeof busy) =>
    busy === what && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />;

  return (
    <div className="d-flex flex-wrap gap-2 justify-content-end border-top pt-3 mt-3">
      {canArchive && (
        <Button
          variant="outline-danger"
          className="me-auto"
          disabled={busy !== null}
          onClick={() => setConfirming(true)}
        >
          {t('tariffs:action.archive')}
        </Button>
      )}
      {canSave && (
        <Button variant={canSubmit ? 'outline-primary' : 'primary'} disabled={busy !== null} onClick={onSave}>
          {spinner('save')}
          {busy === 'save' ? t('editor.saving') : t('editor.save')}
        </Button>
      )}
      {canSubmit && (
        <Button disabled={busy !== null} onClick={onSubmit}>
          {spinner('submit')}
          {t('tariffs:action.submit')}
        </Button>
      )}
      <ConfirmDialog
        show={confirming}
        size="lg"
        title={t('editor.confirmArchive.title')}
        busy={busy === 'archive'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onArchive().finally(() => setConfirming(false))}
      >
        {t('editor.confirmArchive.body')}
      </ConfirmDialog>
    </div>
  );
}
