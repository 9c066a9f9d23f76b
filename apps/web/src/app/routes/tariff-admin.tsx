import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { OutcomeAlert } from '../../components/ui/outcome-alert';
import { paths } from '../../config/paths';
import { TaskQueue } from '../../features/operations/components/task-queue';
import { ReviewModeration } from '../../features/reviews/components/review-moderation';
import { AdminTabs } from '../../features/tariffs/admin/admin-tabs';
import { noticeOf } from '../../features/tariffs/admin/review-notice';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { useRoles } from '../../lib/roles';

// Opened by few and only on its tab: its chunk loads then, not with the correction page.
const VerificationAdmin = lazy(() =>
  import('../../features/credentials/components/verification-admin').then((m) => ({
    default: m.VerificationAdmin,
  })),
);

/**
 * /tariff/admin "Tariff Correction": the review queue and the published/suspended lists, and the
 * moderation of buyers' reviews, the credential applications to verify, and the background work queues.
 */
export function TariffAdminPage() {
  const { t } = useTranslation(['common', 'admin']);
  const localize = useLocalizedPath();
  const location = useLocation();
  const [notice, setNotice] = useState(() => noticeOf(location.state));
  // The issuer of credentials is the admin space: the Verification tab's calls act for it.
  const adminSpace = useRoles().data?.admin?.key;

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
      <AdminTabs
        hrefOf={(key) => localize(paths.tariffReview.getHref(key))}
        reviews={<ReviewModeration />}
        tasks={<TaskQueue />}
        verification={
          adminSpace && (
            <Suspense fallback={<BlockSpinner />}>
              <VerificationAdmin space={adminSpace} />
            </Suspense>
          )
        }
      />
    </div>
  );
}
