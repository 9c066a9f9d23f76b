import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { JobsView } from '../../features/jobs/components/jobs-view';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { NoJobSpace, useJobSpace } from './job-space';

/** /jobs (issue 17 item 5; the 仕事 / Jobs menu entry): a buyer's posted jobs, or a guide's applications and jobs. */
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
