import { BlockSpinner } from '../../../components/ui/block-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { apiStatusOf } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { useBooking } from '../api/bookings';

/**
 * What the booking page and the voucher show while their booking loads or when it cannot: a spinner, "no such
 * booking" for a 404 (a booking the caller may not read looks the same), or the refusal with a retry.
 */
export function BookingUnavailable({ booking }: { booking: ReturnType<typeof useBooking> }) {
  const { t } = useTranslation('bookings');
  const texts = useErrorText();
  if (!booking.isError) return <BlockSpinner />;
  if (apiStatusOf(booking.error) === 404)
    return (
      <p className="text-body-secondary" data-testid="booking-missing">
        {t('detail.missing')}
      </p>
    );
  return (
    <RetryAlert retryLabel={t('detail.retry')} onRetry={() => void booking.refetch()}>
      {texts.describe(booking.error, t('detail.failed'))}
    </RetryAlert>
  );
}
