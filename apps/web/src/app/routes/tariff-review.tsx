import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ReviewScreen } from '../../features/tariffs/admin/review/review-screen';
import type { ReviewNotice } from '../../features/tariffs/admin/review-notice';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';

/**
 * /tariff/admin/{key}: one tariff under review. After publishing or returning it the admin is back at the queue,
 * told what happened; suspending and reinstating stay here and show the new state.
 */
export function TariffReviewPage() {
  const { t } = useTranslation(['common', 'admin']);
  const { key = '' } = useParams();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const queue = localize(paths.tariffAdmin.getHref());

  return (
    <div>
      <nav className="mb-2">
        <Link to={queue}>
          <span aria-hidden="true">← </span>
          {t('admin:review.back')}
        </Link>
      </nav>
      <h1 className="h3 mb-4">{t('pages.tariffReview.title')}</h1>
      <ReviewScreen
        key={key}
        tariffKey={key}
        onReviewed={(action, title) => {
          const notice: ReviewNotice = { action, title };
          void navigate(queue, { state: { notice } });
        }}
      />
    </div>
  );
}
