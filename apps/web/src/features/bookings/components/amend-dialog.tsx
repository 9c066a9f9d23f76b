import type { Booking } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { DateControl } from '../../../components/ui/date-control';
import { FormDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type AmendForm, amendBodyOf } from '../lib/amend';

/**
 * Changing a confirmed booking's date, group or units: only what changed is sent; the server re-prices it and
 * checks the units of the new dates in one transaction, so the answer is the new version or a refusal.
 */
export function AmendDialog({
  booking,
  show,
  busy,
  error,
  onCancel,
  onAmend,
}: {
  booking: Booking;
  show: boolean;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onAmend: (body: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation('bookings');
  const texts = useErrorText();
  const id = useId();
  const [form, setForm] = useState<AmendForm>(() => ({
    date: booking.date,
    to: booking.to,
    adults: String(booking.adults),
    children: String(booking.children),
    units: String(booking.units),
  }));
  const [unchanged, setUnchanged] = useState(false);
  const set = (patch: Partial<AmendForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setUnchanged(false);
  };
  const number = (name: 'adults' | 'children' | 'units', min: number) => (
    <Form.Group className="col-4" controlId={`${id}-${name}`}>
      <Form.Label className="small mb-1">{t(`amend.${name}`)}</Form.Label>
      <Form.Control
        type="number"
        min={min}
        inputMode="numeric"
        value={form[name]}
        onChange={(event) => set({ [name]: event.target.value })}
      />
    </Form.Group>
  );
  return (
    <FormDialog
      show={show}
      size="lg"
      title={t('amend.title', { reference: booking.reference })}
      submitLabel={t('amend.submit')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={() => {
        const body = amendBodyOf(booking, form);
        if (Object.keys(body).length === 0) setUnchanged(true);
        else onAmend(body);
      }}
      data-testid="booking-amend-dialog"
    >
      <div className="row g-2">
        <Form.Group className="col-6" controlId={`${id}-date`}>
          <Form.Label className="small mb-1">{t('amend.date')}</Form.Label>
          <DateControl value={form.date} onChange={(event) => set({ date: event.target.value })} />
        </Form.Group>
        <Form.Group className="col-6" controlId={`${id}-to`}>
          <Form.Label className="small mb-1">{t('amend.to')}</Form.Label>
          <DateControl value={form.to} onChange={(event) => set({ to: event.target.value })} />
        </Form.Group>
        {number('adults', 1)}
        {number('children', 0)}
        {number('units', 1)}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">{t('amend.hint')}</p>
      {unchanged && (
        <Alert variant="info" className="mt-3 mb-0">
          {t('amend.unchanged')}
        </Alert>
      )}
      {error ? (
        <Alert variant="danger" className="mt-3 mb-0">
          {texts.describe(error, t('actions.failed'))}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
