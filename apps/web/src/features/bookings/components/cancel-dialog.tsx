import { BOOKING_LIMITS, type Booking } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { FormDialog } from '../../../components/ui/dialogs';
import { ReasonField } from '../../../components/ui/reason-field';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { useCancellationPreview } from '../api/bookings';
import { FeeScheduleTable } from './fee-schedule';

/**
 * Cancelling: the fee due now and the schedule on dates, from the server's preview (the one pricing function),
 * before the user confirms. The fee shown is sent back as `expectFee`, so a fee that changed meanwhile (midnight
 * in Japan passed) is refused rather than charged unseen. A supplier owes no fee and gives a reason.
 */
export function CancelDialog({
  booking,
  show,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  booking: Booking;
  show: boolean;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (body: { reason?: string; expectFee?: number }) => void;
}) {
  const { t } = useTranslation('bookings');
  const texts = useErrorText();
  const locale = useLocale();
  const id = useId();
  const preview = useCancellationPreview(booking.key, show);
  const supplier = booking.side === 'supplier';
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (supplier && !reason.trim()) return setMissing(true);
    if (!preview.data) return;
    onConfirm({ ...(reason.trim() ? { reason: reason.trim() } : {}), expectFee: preview.data.fee });
  };

  return (
    <FormDialog
      show={show}
      size="lg"
      title={t('cancel.title', { reference: booking.reference })}
      submitLabel={t('cancel.submit')}
      busy={busy || !preview.data}
      focusCancel
      onCancel={onCancel}
      onSubmit={submit}
      data-testid="booking-cancel-dialog"
    >
      {preview.isPending ? (
        <BlockSpinner />
      ) : preview.isError ? (
        <Alert variant="danger">{texts.describe(preview.error, t('cancel.previewFailed'))}</Alert>
      ) : (
        <>
          <p className="fs-5" data-testid="cancel-fee">
            {t('cancel.fee', {
              fee: formatMoney(preview.data.fee, booking.currency, locale),
              percent: preview.data.percent,
            })}
          </p>
          <p className="small text-body-secondary">
            {preview.data.daysBefore >= 0
              ? t('cancel.daysBefore', { count: preview.data.daysBefore })
              : t('cancel.after')}
          </p>
          <FeeScheduleTable schedule={preview.data.schedule} locale={locale} t={t} testId="cancel-schedule" />
        </>
      )}
      {(supplier || booking.state === 'confirmed') && (
        <ReasonField
          id={`${id}-reason`}
          label={supplier ? t('reject.reason') : t('cancel.reasonOptional')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
          error={missing ? t('reject.required') : undefined}
          hint={t('reject.hint')}
          required={supplier}
          maxLength={BOOKING_LIMITS.reason}
          testId="cancel-reason"
        />
      )}
      {error ? (
        <Alert variant="danger" className="mt-3 mb-0">
          {texts.describe(error, t('actions.failed'))}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
