import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { ConfirmDialog } from '../../../../components/ui/dialogs';
import { useErrorText } from '../../../../lib/api/use-error-text';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useTariffTransition } from '../../api/transition';
import type { TariffView } from '../../api/types';
import { ReturnDialog } from './return-dialog';

/** The administrator's decisions, in the order they are usually taken. */
const adminActions = ['publish', 'return', 'suspend', 'reinstate'] as const;
type AdminAction = (typeof adminActions)[number];
const confirmed: AdminAction[] = ['suspend', 'reinstate'];

type Props = { tariff: TariffView; title: string; onDone: (action: AdminAction) => void };

/**
 * Publish, return (with a note), suspend and reinstate, as far as the server's `actions` allow them now.
 * Suspending and reinstating change what buyers see at once, so they are confirmed first.
 */
export function ReviewActions({ tariff, title, onDone }: Props) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const texts = useErrorText();
  const transition = useTariffTransition();
  const [asking, setAsking] = useState<AdminAction | null>(null);
  const open = adminActions.filter((action) => tariff.actions?.includes(action));

  /** A refused return: a refused note beside the note, anything else above it. */
  function noteRefusal(error: unknown) {
    const placed = texts.place(error, (path) => (path === 'note' ? 'note' : null));
    return { note: placed.fields.note, message: placed.alert.join(' ') || texts.describe(error) };
  }

  function run(action: AdminAction, note?: string) {
    transition.mutate(
      { key: tariff.key, target: action, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setAsking(null);
          onDone(action);
        },
        // A confirm dialog closes on failure so the reason shows on the page; the return dialog keeps the note.
        onError: () => setAsking((current) => (current === 'return' ? current : null)),
      },
    );
  }

  function start(action: AdminAction) {
    transition.reset();
    if (action === 'return' || confirmed.includes(action)) setAsking(action);
    else run(action);
  }

  if (open.length === 0) return <p className="text-body-secondary mb-0">{t('admin:actions.none')}</p>;

  return (
    <>
      {transition.isError && asking !== 'return' && (
        <Alert variant="danger" data-testid="action-error">
          {texts.describe(transition.error, t('admin:actions.failed'))}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2" data-testid="review-actions">
        {open.map((action) => (
          <Button
            key={action}
            variant={action === 'publish' ? 'success' : action === 'reinstate' ? 'primary' : 'outline-danger'}
            disabled={transition.isPending}
            onClick={() => start(action)}
          >
            {transition.isPending && transition.variables?.target === action && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {t(`tariffs:action.${action}`)}
          </Button>
        ))}
      </div>
      <ReturnDialog
        show={asking === 'return'}
        busy={transition.isPending}
        error={asking === 'return' && transition.error ? noteRefusal(transition.error) : null}
        onCancel={() => setAsking(null)}
        onReturn={(note) => run('return', note)}
      />
      {(['suspend', 'reinstate'] as const).map((action) => (
        <ConfirmDialog
          key={action}
          show={asking === action}
          size="lg"
          busy={transition.isPending}
          title={t(`admin:actions.confirm.${action}.title`)}
          onCancel={() => setAsking(null)}
          onConfirm={() => run(action)}
          data-testid={`${action}-dialog`}
        >
          {t(`admin:actions.confirm.${action}.body`, { title })}
        </ConfirmDialog>
      ))}
    </>
  );
}

export type { AdminAction };
