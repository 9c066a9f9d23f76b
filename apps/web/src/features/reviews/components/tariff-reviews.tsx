import type { ReviewView } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Card } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRoles } from '../../../lib/roles';
import { useReviewEligibility, useReviews } from '../api/get-reviews';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { ReviewStatsPanel } from './review-stats';

/**
 * A tariff's reviews on its detail page: the stats with their distribution, the form for a
 * buyer space that may write one (and has not), then the published reviews with the caller's own in any state.
 */
export function TariffReviews({ tariff }: { tariff: string }) {
  const { t } = useTranslation('reviews');
  const reviews = useReviews({ tariff });
  const eligibility = useReviewEligibility(tariff);
  const roles = useRoles();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const nameOf = (key: string) => roles.data?.corporate.find((s) => s.key === key)?.name ?? key;
  const writable = (eligibility.data?.spaces ?? []).filter((s) => s.review === null);
  const done = (text: string) => () => {
    setEditing(null);
    setNotice({ text, at: Date.now() });
  };

  return (
    <Card as="section" className="mt-4" aria-labelledby="tariff-reviews-title" data-testid="tariff-reviews">
      <Card.Body>
        <h2 id="tariff-reviews-title" className="h4">
          {t('title')}
        </h2>
        <ReviewStatsPanel id={tariff} />
        {notice && (
          <OutcomeAlert variant="success" focusKey={notice.at} dismissible onClose={() => setNotice(null)}>
            {notice.text}
          </OutcomeAlert>
        )}
        {writable.length > 0 && (
          <div className="border rounded p-3 mb-3">
            <ReviewForm
              tariff={tariff}
              spaces={writable.map((s) => ({ key: s.space, name: nameOf(s.space) }))}
              onDone={done(t('form.sent'))}
            />
          </div>
        )}
        {reviews.isPending && <BlockSpinner />}
        {reviews.isError && <Alert variant="warning">{t('list.failed')}</Alert>}
        {reviews.data && reviews.data.items.length === 0 && (
          <p className="text-body-secondary">{t('list.empty')}</p>
        )}
        {reviews.data?.items.map((review: ReviewView) =>
          editing === review.key ? (
            <div key={review.key} className="border rounded p-3 my-2">
              <ReviewForm
                tariff={tariff}
                spaces={[]}
                editing={review}
                onDone={done(t('form.sent'))}
                onCancel={() => setEditing(null)}
              />
            </div>
          ) : (
            <ReviewItem
              key={review.key}
              review={review}
              onEdit={() => setEditing(review.key)}
              onMoved={(state) =>
                setNotice({ text: t('actions.done', { state: t(`state.${state}`) }), at: Date.now() })
              }
            />
          ),
        )}
      </Card.Body>
    </Card>
  );
}
