import { BOOKING_LIMITS, type Booking } from '@tourtariff/shared';
import { useEffect, useId, useState } from 'react';
import { FormDialog } from '../../../components/ui/dialogs';
import { ReasonField } from '../../../components/ui/reason-field';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The supplier refuses a request, or cancels, and says why: the buyer reads the reason. */
export function RejectDialog({
  booking,
  busy,
  onReject,
  onCancel,
  mode = 'reject',
}: {
  booking: Pick<Booking, 'reference'> | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
  mode?: 'reject' | 'cancel';
}) {
  const { t } = useTranslation('bookings');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (booking) {
      setReason('');
      setMissing(false);
    }
  }, [booking]);
  return (
    <FormDialog
      show={booking !== null}
      size="lg"
      title={t(`${mode}.title`, { reference: booking?.reference ?? '' })}
      submitLabel={t(`${mode}.submit`)}
      busy={busy}
      focusCancel
      onCancel={onCancel}
      onSubmit={() => {
        if (!reason.trim()) setMissing(true);
        else onReject(reason.trim());
      }}
      data-testid={`booking-${mode}-dialog`}
    >
      <ReasonField
        id={`${id}-reason`}
        label={t('reject.reason')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        error={missing ? t('reject.required') : undefined}
        hint={t('reject.hint')}
        required
        maxLength={BOOKING_LIMITS.reason}
        testId="booking-reason"
      />
    </FormDialog>
  );
}
