import { useParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { GuideCardView } from '../../features/guides/components/guide-card';
import { JobDetail } from '../../features/jobs/components/job-detail';
import { JobsView } from '../../features/jobs/components/jobs-view';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { NoJobSpace, useJobSpace } from './job-space';
import { useConversationHref } from './messenger-links';

// /jobs and /jobs/{key} share one chunk: one name fewer in the shell's preload map (first-route budget).
/** /jobs (the 仕事 / Jobs menu entry): a buyer's posted jobs, or a guide's applications and jobs. */
export function JobsPage() {
  const { t } = useTranslation();
  const { known, space, side, canManage } = useJobSpace();
  const localize = useLocalizedPath();
  return (
    <section data-testid="jobs-page">
      <h1 className="h3 mb-3">{t('pages.jobs.title')}</h1>
      {!known ? (
        <BlockSpinner />
      ) : space && side ? (
        // Keyed, so switching spaces starts on its own list.
        <JobsView
          key={space}
          space={space}
          side={side}
          canPost={canManage}
          hrefOf={(key) => localize(paths.jobDetail.getHref(key))}
        />
      ) : (
        <NoJobSpace />
      )}
    </section>
  );
}

/** /jobs/{key}: the job with its moves; the poster sees the applicants' guide cards (the guides feature's). */
export function JobDetailPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const { known, space, side } = useJobSpace();
  const localize = useLocalizedPath();
  const conversationHref = useConversationHref();
  return (
    <section data-testid="job-detail-page">
      <h1 className="h3 mb-3">{t('pages.jobDetail.title')}</h1>
      {!known ? (
        <BlockSpinner />
      ) : (
        <JobDetail
          key={`${key}:${space ?? ''}`}
          jobKey={key}
          space={space}
          isGuide={side === 'guide'}
          conversationHref={conversationHref}
          renderGuide={(guide) => (
            <GuideCardView guide={guide} href={localize(paths.profileSpace.getHref(guide.space))} />
          )}
        />
      )}
    </section>
  );
}
