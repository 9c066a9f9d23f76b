import type { Partnership, PartnershipTarget } from '@tourtariff/shared';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { ConfirmDialog, FormDialog, MessageDialog } from '../../../components/ui/dialogs';
import { ReasonField } from '../../../components/ui/reason-field';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useChangePartnership } from '../api/partnerships';

const doneKey = {
  active: 'accepted',
  declined: 'declined',
  withdrawn: 'withdrawn',
  ended: 'ended',
} as const satisfies Record<PartnershipTarget, string>;

type Move = { partnership: Pick<Partnership, 'key' | 'partner'>; state: PartnershipTarget };

/**
 * Accept, decline, withdraw and end, with their dialogs, held by the page rather than by a card: a card leaves
 * its tab as soon as its state changes, and the dialog saying it worked must outlive it. Accepting happens at
 * once; declining and withdrawing ask first; ending asks with an optional reason the other side reads.
 */
export function usePartnerMoves(): { ask: (move: Move) => void; busy: boolean; view: ReactNode } {
  const { t } = useTranslation('partners');
  const texts = useErrorText(['partner']);
  const change = useChangePartnership();
  const reasonId = useId();
  const [asking, setAsking] = useState<Move | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<Move | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const name = asking?.partnership.partner.name ?? '';

  const run = (move: Move) => {
    setFailed(null);
    change.mutate(
      { key: move.partnership.key, state: move.state, reason },
      {
        onSuccess: () => setDone(move),
        onError: (error) => setFailed(error),
        onSettled: () => {
          setAsking(null);
          setReason('');
        },
      },
    );
  };
  const ask = (move: Move) => {
    setFailed(null);
    if (move.state === 'active') run(move);
    else setAsking(move);
  };
  const confirming = asking?.state === 'declined' || asking?.state === 'withdrawn';

  const view = (
    <>
      {failed !== null && (
        <Alert
          variant="danger"
          dismissible
          onClose={() => setFailed(null)}
          data-testid="partner-action-error"
        >
          {texts.describe(failed, t('actions.failed'))}
        </Alert>
      )}
      <ConfirmDialog
        show={confirming}
        size="lg"
        title={
          asking?.state === 'withdrawn'
            ? t('confirm.withdrawTitle', { name })
            : t('confirm.declineTitle', { name })
        }
        busy={change.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && run(asking)}
        data-testid="partner-confirm"
      >
        {asking?.state === 'withdrawn' ? t('confirm.withdraw') : t('confirm.decline', { name })}
      </ConfirmDialog>
      <FormDialog
        show={asking?.state === 'ended'}
        size="lg"
        title={t('confirm.endTitle', { name })}
        busy={change.isPending}
        submitLabel={t('actions.end')}
        onCancel={() => setAsking(null)}
        onSubmit={() => asking && run(asking)}
        data-testid="partner-end-dialog"
      >
        <p>{t('confirm.end')}</p>
        <ReasonField
          id={reasonId}
          label={t('confirm.reason')}
          value={reason}
          onChange={setReason}
          hint={t('confirm.reasonHint', { name })}
          maxLength={1000}
        />
      </FormDialog>
      <MessageDialog
        show={done !== null}
        size="sm"
        title={t('done.title')}
        onClose={() => setDone(null)}
        data-testid="partner-done"
      >
        {done && t(`done.${doneKey[done.state]}`, { name: done.partnership.partner.name })}
      </MessageDialog>
    </>
  );
  return { ask, busy: change.isPending, view };
}
