import { Alert } from 'react-bootstrap';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * The current space when it has jobs: a buyer space posts them (owners and admins; members read), a
 * guide space applies and takes them.
 */
export function useJobSpace() {
  const current = useCurrentSpace();
  const side = current.role === 'buyer' ? 'buyer' : current.role === 'guide' ? 'guide' : null;
  const space = side && current.key ? current.key : null;
  const canManage = current.space?.memberRole !== 'member';
  return { known: current.known, space, side, canManage } as const;
}

/** Shown instead of a jobs screen while the space is neither a guide nor a buyer space. */
export function NoJobSpace() {
  const { t } = useTranslation('jobs');
  return (
    <Alert variant="info" data-testid="jobs-no-space">
      {t('page.noSpace')}
    </Alert>
  );
}
