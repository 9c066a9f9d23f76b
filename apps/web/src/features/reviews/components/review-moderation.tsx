import type { ReviewState } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { useReviews } from '../api/get-reviews';
import { ReviewItem } from './review-item';

/** One list of the moderation tab: the reviews in a state, each with the moves the server offers. */
function ModerationList({
  state,
  empty,
  onMoved,
}: {
  state: ReviewState;
  empty: string;
  onMoved: (s: string) => void;
}) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const reviews = useReviews({ state });
  if (reviews.isPending) return <BlockSpinner />;
  if (reviews.isError) return <Alert variant="warning">{t('list.failed')}</Alert>;
  if (!reviews.data.items.length) return <p className="text-body-secondary">{empty}</p>;
  return (
    <div data-testid={`review-moderation-${state}`}>
      {reviews.data.items.map((review) => (
        <ReviewItem
          key={review.key}
          review={review}
          context={t('admin.tariff', { title: localized(review.tariff.title, locale).text })}
          onMoved={(moved) => onMoved(t('actions.done', { state: t(`state.${moved}`) }))}
        />
      ))}
    </div>
  );
}

/**
 * The Reviews tab of the administrator's correction page: the pending queue to publish or
 * reject with a reason, then the published reviews to hide.
 */
export function ReviewModeration() {
  const { t } = useTranslation('reviews');
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const onMoved = (text: string) => setNotice({ text, at: Date.now() });
  return (
    <div data-testid="review-moderation">
      {notice && (
        <OutcomeAlert variant="success" focusKey={notice.at} dismissible onClose={() => setNotice(null)}>
          {notice.text}
        </OutcomeAlert>
      )}
      <h2 className="h5">{t('admin.heading')}</h2>
      <ModerationList state="pending" empty={t('admin.empty')} onMoved={onMoved} />
      <h2 className="h5 mt-4">{t('admin.published')}</h2>
      <ModerationList state="published" empty={t('admin.publishedEmpty')} onMoved={onMoved} />
    </div>
  );
}
