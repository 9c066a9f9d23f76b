import type { BookingState } from '@tourtariff/shared';
import { Badge } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';

const variants: Record<BookingState, string> = {
  held: 'warning',
  pending: 'info',
  confirmed: 'success',
  expired: 'secondary',
  rejected: 'danger',
  cancelled: 'secondary',
  completed: 'primary',
  no_show: 'danger',
};

/** A booking's state in words (the colour only repeats them). */
export function StateBadge({ state }: { state: BookingState }) {
  const { t } = useTranslation('bookings');
  return (
    <Badge
      bg={variants[state]}
      text={state === 'held' || state === 'pending' ? 'dark' : undefined}
      data-testid="booking-state"
    >
      {t(`state.${state}`)}
    </Badge>
  );
}
