import { useParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { GuideCardView } from '../../features/guides/components/guide-card';
import { JobDetail } from '../../features/jobs/components/job-detail';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { useJobSpace } from './job-space';
import { useConversationHref } from './messenger-links';

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
