import type { JobView } from '@tourtariff/shared';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/dialogs';
import { ReasonField } from '../../../components/ui/reason-field';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useJobMove } from '../api/write-jobs';

type Props = { job: JobView; onMoved: (outcome: string) => void; size?: 'sm' };

/**
 * The moves the server's `actions` allow the caller on a job: complete, accept or decline an offer, and cancel
 * with a reason (a dialog: the other side is told why). The server checks every one again.
 */
export function JobMoves({ job, onMoved, size = 'sm' }: Props) {
  const { t } = useTranslation('jobs');
  const texts = useErrorText(['job', 'guide']);
  const move = useJobMove(job.key);
  const [asking, setAsking] = useState<'cancel' | 'decline-offer' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const can = (action: string) => job.actions.includes(action);

  const run = (request: Parameters<typeof move.mutate>[0]) =>
    move.mutate(request, {
      onSuccess: () => {
        setAsking(null);
        setReason('');
        onMoved(t(`moves.done.${request.move}`));
      },
    });

  return (
    <>
      {can('accept-offer') && (
        <Button
          size={size}
          onClick={() => run({ move: 'accept-offer' })}
          disabled={move.isPending}
          data-testid="job-accept-offer"
        >
          {t('moves.accept-offer')}
        </Button>
      )}
      {can('decline-offer') && (
        <Button
          size={size}
          variant="outline-danger"
          onClick={() => setAsking('decline-offer')}
          disabled={move.isPending}
          data-testid="job-decline-offer"
        >
          {t('moves.decline-offer')}
        </Button>
      )}
      {can('complete') && (
        <Button
          size={size}
          variant="success"
          onClick={() => run({ move: 'complete' })}
          disabled={move.isPending}
          data-testid="job-complete"
        >
          {t('moves.complete')}
        </Button>
      )}
      {can('cancel') && (
        <Button
          size={size}
          variant="outline-danger"
          onClick={() => setAsking('cancel')}
          disabled={move.isPending}
          data-testid="job-cancel"
        >
          {t('moves.cancel')}
        </Button>
      )}
      {move.isError && !asking && (
        <span className="small text-danger align-self-center" role="alert">
          {texts.describe(move.error)}
        </span>
      )}
      <FormDialog
        show={asking !== null}
        size="lg"
        title={asking === 'cancel' ? t('moves.cancelTitle') : t('moves.declineTitle')}
        submitLabel={asking === 'cancel' ? t('moves.cancel') : t('moves.decline-offer')}
        cancelLabel={t('moves.keep')}
        busy={move.isPending}
        focusCancel
        onCancel={() => {
          setAsking(null);
          setReasonError('');
          move.reset();
        }}
        onSubmit={() => {
          if (asking === 'cancel') {
            if (!reason.trim()) return setReasonError(t('moves.reasonRequired'));
            run({ move: 'cancel', reason: reason.trim() });
          } else run({ move: 'decline-offer', ...(reason.trim() ? { reason: reason.trim() } : {}) });
        }}
        data-testid="job-move-dialog"
      >
        <p>{asking === 'cancel' ? t('moves.cancelText') : t('moves.declineText')}</p>
        <ReasonField
          id={`job-reason-${job.key}`}
          label={asking === 'cancel' ? t('moves.reason') : t('moves.reasonOptional')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError('');
          }}
          error={reasonError || undefined}
          maxLength={1000}
          testId="job-reason"
        />
        {move.isError && (
          <p className="small text-danger mt-2 mb-0" role="alert">
            {texts.describe(move.error)}
          </p>
        )}
      </FormDialog>
    </>
  );
}
