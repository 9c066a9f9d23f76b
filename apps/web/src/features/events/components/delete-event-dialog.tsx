import { Alert } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { asLocale, localized } from '../../../lib/locale';
import { useDeleteEvent } from '../api/delete-event';
import type { EventView } from '../api/types';

type Props = { event: EventView | null; onClose: (deleted: EventView | null) => void };

/** Confirms before deleting: a shared link stops working, and there is no undo. */
export function DeleteEventDialog({ event, onClose }: Props) {
  const { t, i18n } = useTranslation('events');
  const texts = useErrorText();
  const remove = useDeleteEvent();
  const title = event ? localized(event.title, asLocale(i18n.language)).text : '';

  function close(deleted: EventView | null) {
    remove.reset();
    onClose(deleted);
  }

  async function confirm() {
    if (!event) return;
    try {
      await remove.mutateAsync(event.key);
      close(event);
    } catch {
      // The dialog stays open and says why (below), so the user can retry or cancel.
    }
  }

  return (
    <ConfirmDialog
      show={event !== null}
      size="lg"
      title={t('list.deleteTitle')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => close(null)}
      data-testid="event-delete-confirm"
    >
      <p className="mb-0">{t('list.deleteBody', { title })}</p>
      {remove.isError && (
        <Alert variant="danger" className="mt-3 mb-0">
          {t('list.deleteFailed')} {texts.describe(remove.error, '')}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
