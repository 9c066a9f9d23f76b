import type { ReviewTarget, ReviewView } from '@tourtariff/shared';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMoveReview } from '../api/change-review';
import { ReasonDialog } from './reason-dialog';

/**
 * The moves the server offers the caller on a review (its `actions`): publish at once; reject or hide through a
 * dialog asking the author's reason, optional only when the author hides their own.
 */
export function ReviewActions({
  review,
  onDone,
}: {
  review: ReviewView;
  onDone: (state: ReviewTarget) => void;
}) {
  const { t } = useTranslation('reviews');
  const texts = useErrorText();
  const move = useMoveReview();
  const [asking, setAsking] = useState<'rejected' | 'hidden' | null>(null);
  const own = review.actions.includes('edit');
  const run = (state: ReviewTarget, reason?: string) =>
    move.mutate(
      { key: review.key, state, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: () => {
          setAsking(null);
          onDone(state);
        },
      },
    );
  const can = (state: ReviewTarget) => review.actions.includes(state);
  if (!can('published') && !can('rejected') && !can('hidden')) return null;
  return (
    <div className="d-flex gap-2 flex-wrap">
      {can('published') && (
        <Button size="sm" variant="success" disabled={move.isPending} onClick={() => run('published')}>
          {t('actions.publish')}
        </Button>
      )}
      {can('rejected') && (
        <Button size="sm" variant="outline-danger" onClick={() => setAsking('rejected')}>
          {t('actions.reject')}
        </Button>
      )}
      {can('hidden') && (
        <Button size="sm" variant="outline-secondary" onClick={() => setAsking('hidden')}>
          {t('actions.hide')}
        </Button>
      )}
      {move.isError && !asking && (
        <span className="text-danger small" role="alert">
          {texts.describe(move.error, t('actions.failed'))}
        </span>
      )}
      <ReasonDialog
        show={asking !== null}
        title={t(asking === 'rejected' ? 'actions.rejectTitle' : 'actions.hideTitle')}
        required={!own}
        pending={move.isPending}
        error={move.isError ? texts.describe(move.error, t('actions.failed')) : null}
        onConfirm={(reason) => asking && run(asking, reason)}
        onClose={() => {
          setAsking(null);
          move.reset();
        }}
      />
    </div>
  );
}
