import type { ReviewTarget, ReviewView } from '@tourtariff/shared';
import { Badge, Button } from 'react-bootstrap';
import { StarRating } from '../../../components/ui/star-rating';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, htmlLangOf, useLocale } from '../../../lib/locale';
import { ReplyForm } from './reply-form';
import { ReviewActions } from './review-actions';

type Props = {
  review: ReviewView;
  /** A heading line above the review (the moderation queue names the tariff). */
  context?: string;
  onMoved?: (state: ReviewTarget) => void;
  onEdit?: () => void;
};

/**
 * One review as readers see it: stars, title and text in the language it was written in (labelled, and marked
 * with `lang` for screen readers), who wrote it and when, the supplier's reply, and the caller's moves.
 */
export function ReviewItem({ review, context, onMoved, onEdit }: Props) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const lang = htmlLangOf(review.lang);
  return (
    <article className="border-bottom py-3" data-testid="review-item" data-review={review.key}>
      {context && <p className="small text-body-secondary mb-1">{context}</p>}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <StarRating value={review.rating} label={t('form.stars', { count: review.rating })} />
        <h3 className="h6 mb-0" lang={lang}>
          {review.title}
        </h3>
        <Badge bg="light" text="dark" className="border" data-testid="review-language">
          {t('list.language', { language: t(`language.${review.lang}`) })}
        </Badge>
        {review.state !== 'published' && (
          <Badge bg="secondary" data-testid="review-state">
            {t(`state.${review.state}`)}
          </Badge>
        )}
      </div>
      <p className="mb-1" lang={lang} style={{ whiteSpace: 'pre-line' }}>
        {review.text}
      </p>
      <p className="small text-body-secondary mb-2">
        {t('list.by', { name: review.author.name })} ・{' '}
        {t('list.written', { date: formatDate(review.createdAt, locale) })}
      </p>
      {review.reason && (
        <p className="small text-danger mb-2" data-testid="review-reason-text">
          {t('mine.reason', { reason: review.reason })}
        </p>
      )}
      {review.reply && (
        <div className="ms-3 ps-3 border-start mb-2" data-testid="review-reply">
          <p className="small fw-semibold mb-1">{t('reply.heading')}</p>
          <p className="small mb-0" style={{ whiteSpace: 'pre-line' }}>
            {review.reply.text}
          </p>
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-start">
        {review.actions.includes('edit') && onEdit && (
          <Button size="sm" variant="outline-primary" onClick={onEdit}>
            {t('form.edit')}
          </Button>
        )}
        <ReviewActions review={review} onDone={(state) => onMoved?.(state)} />
        {review.actions.includes('reply') && <ReplyForm reviewKey={review.key} />}
      </div>
    </article>
  );
}
