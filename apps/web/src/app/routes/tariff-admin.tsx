import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { ReviewModeration } from '../../features/reviews/components/review-moderation';
import { AdminTabs } from '../../features/tariffs/admin/admin-tabs';
import { noticeOf } from '../../features/tariffs/admin/review-notice';
import { useLocalizedPath } from '../../lib/locale';
import { OutcomeAlert } from '../../components/ui/outcome-alert';

/**
 * /tariff/admin "Tariff Correction" (issue 6 item 4): the review queue and the published/suspended lists, and the
 * moderation of buyers' reviews (issue 16).
 */
export function TariffAdminPage() {
  const { t } = useTranslation(['common', 'admin']);
  const localize = useLocalizedPath();
  const location = useLocation();
  const [notice, setNotice] = useState(() => noticeOf(location.state));

  return (
    <div>
      <h1 className="h3 mb-4">{t('pages.tariffAdmin.title')}</h1>
      {notice && (
        <OutcomeAlert
          variant="success"
          dismissible
          onClose={() => setNotice(null)}
          data-testid="review-notice"
        >
          {t(`admin:done.${notice.action}`, { title: notice.title })}
        </OutcomeAlert>
      )}
      <AdminTabs hrefOf={(key) => localize(paths.tariffReview.getHref(key))} reviews={<ReviewModeration />} />
    </div>
  );
}
