import { Alert } from 'react-bootstrap';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * The current space when it can have trading partners (a buyer or supplier space), with whether the user may
 * act for it: owners and admins answer and end, members only read.
 */
export function usePartnerSpace() {
  const current = useCurrentSpace();
  const partnerable = current.role === 'buyer' || current.role === 'supplier';
  const space = partnerable && current.key ? current.key : null;
  const canManage = current.space?.memberRole !== 'member';
  return { known: current.known, space, role: current.role, canManage };
}

/** Shown instead of a partners screen while the space is not a buyer or supplier space. */
export function NoPartnerSpace() {
  const { t } = useTranslation('partners');
  return (
    <Alert variant="info" data-testid="partners-no-space">
      {t('list.noSpace')}
    </Alert>
  );
}
