import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ApplicationState, CredentialState, RequestState } from '../api/types';

type State = CredentialState | ApplicationState | RequestState;

const colour: Record<State, string> = {
  valid: 'success',
  approved: 'success',
  presented: 'success',
  pending: 'secondary',
  expired: 'warning',
  revoked: 'danger',
  rejected: 'danger',
  refused: 'warning',
  failed: 'danger',
};

/** A credential's, application's or request's state as a coloured label with its words. */
export function StateBadge({ state }: { state: State }) {
  const { t } = useTranslation('credentials');
  const dark = colour[state] === 'warning' ? ' text-dark' : '';
  return (
    <span className={`badge text-bg-${colour[state]}${dark}`} data-testid="state-badge" data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}
