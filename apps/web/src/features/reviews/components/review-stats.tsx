import { Alert } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { StarRating } from '../../../components/ui/star-rating';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useReviewStats } from '../api/get-reviews';

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * The published reviews of a tariff or supplier in numbers: the average in stars and the distribution. Each bar
 * is drawing only (aria-hidden); the line's text says the same, so nothing depends on seeing the bar.
 */
export function ReviewStatsPanel({ id }: { id: string }) {
  const { t } = useTranslation('reviews');
  const stats = useReviewStats(id);
  if (stats.isPending) return <BlockSpinner />;
  if (stats.isError) return <Alert variant="warning">{t('list.failed')}</Alert>;
  const { count, average, distribution } = stats.data;
  if (!count || average === null)
    return (
      <p className="text-body-secondary" data-testid="review-stats">
        {t('stats.none')}
      </p>
    );
  const summary = t('stats.summary', { average: average.toFixed(1), count });
  return (
    <div data-testid="review-stats" className="mb-3">
      <p className="mb-2 fs-5">
        <StarRating value={average} label={summary} />
        <span aria-hidden="true" className="ms-2">
          {summary}
        </span>
      </p>
      <ul className="list-unstyled mb-0" aria-label={t('stats.distribution')}>
        {STARS.map((stars) => (
          <li
            key={stars}
            className="d-flex align-items-center gap-2 small"
            data-testid={`review-bar-${stars}`}
          >
            <span className="text-nowrap" style={{ minWidth: '7em' }}>
              {t('stats.bar', { stars, count: distribution[stars] })}
            </span>
            <span
              aria-hidden="true"
              className="flex-grow-1 bg-body-secondary rounded"
              style={{ height: '0.5rem' }}
            >
              <span
                className="d-block bg-warning rounded h-100"
                style={{ width: `${Math.round((distribution[stars] / count) * 100)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
