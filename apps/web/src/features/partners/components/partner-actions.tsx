import type { PartnershipTarget } from '@tourtariff/shared';
import { Button } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';

const label = {
  active: 'actions.accept',
  declined: 'actions.decline',
  withdrawn: 'actions.withdraw',
  ended: 'actions.end',
} as const satisfies Record<PartnershipTarget, string>;

// Accepting leads; ending a partnership is the one move that takes something away.
const variant: Record<PartnershipTarget, string> = {
  active: 'primary',
  declined: 'outline-secondary',
  withdrawn: 'outline-secondary',
  ended: 'outline-danger',
};

type Props = {
  /** The moves the server offers this caller (`partnership.actions`); none renders nothing. */
  actions: readonly PartnershipTarget[];
  busy: boolean;
  onAct: (state: PartnershipTarget) => void;
  className?: string;
};

/** A partnership's moves as buttons, the same on its card and on its page. */
export function PartnerActions({ actions, busy, onAct, className = '' }: Props) {
  const { t } = useTranslation('partners');
  if (!actions.length) return null;
  return (
    <div className={`d-flex flex-wrap gap-2 ${className}`.trim()} data-testid="partner-actions">
      {actions.map((state) => (
        <Button key={state} size="sm" variant={variant[state]} disabled={busy} onClick={() => onAct(state)}>
          {t(label[state])}
        </Button>
      ))}
    </div>
  );
}
