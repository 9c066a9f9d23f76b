import { VerifiedBadge } from '../../components/business/verified-badge';
import { paths } from '../../config/paths';
import { GuideDirectory } from '../../features/guides/components/guide-directory';
import { JobsForMe } from '../../features/jobs/components/jobs-for-me';
import { useLocalizedPath } from '../../lib/locale';

/**
 * The Guides and Jobs tabs of /search, one lazy chunk loaded when either is first
 * opened, so the first route's download does not grow.
 */
export function SearchPeople({ tab, space }: { tab: 'guides' | 'jobs'; space: string }) {
  const localize = useLocalizedPath();
  return tab === 'guides' ? (
    <GuideDirectory
      hrefOf={(key) => localize(paths.profileSpace.getHref(key))}
      badgeOf={(key) => <VerifiedBadge space={key} kind="guide" className="ms-1" />}
    />
  ) : (
    <JobsForMe key={space} guide={space} hrefOf={(key) => localize(paths.jobDetail.getHref(key))} />
  );
}
