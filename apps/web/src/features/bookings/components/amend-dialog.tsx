import type { Booking } from '@tourtariff/shared';
import { useEffect, useId, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { DateControl } from '../../../components/ui/date-control';
import { FormDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { useAmendPreview } from '../api/bookings';
import { type AmendForm, amendBodyOf, amendFormOf } from '../lib/amend';
import { AmendPreviewView } from './amend-preview';

/** Typing pauses this long before the new figures are asked for, so a typed number asks once. */
const PREVIEW_AFTER_MS = 300;

/**
 * Changing a confirmed booking's date, group (adults, children or the tariff's age bands) or units: the server's
 * preview shows the new price lines and total against the current ones and whether the new dates have the units,
 * before the user confirms; only what changed is sent, and the amend re-prices it and checks the units again in
 * one transaction, so the answer is the new version or a refusal.
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
  const locale = useLocale();
  const id = useId();
  const [form, setForm] = useState<AmendForm>(() => amendFormOf(booking));
  const [unchanged, setUnchanged] = useState(false);
  const body = JSON.stringify(amendBodyOf(booking, form));
  const [asked, setAsked] = useState(body);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(body), PREVIEW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [body]);
  // The booking as it is: its tariff's age bands, asked once when the dialog opens.
  const bands = useAmendPreview(booking.key, '{}').data?.bands ?? [];
  const set = (patch: Partial<AmendForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setUnchanged(false);
  };
  const number = (name: string, label: string, min: number, value: string, change: (v: string) => void) => (
    <Form.Group className="col-4" controlId={`${id}-${name}`} key={name}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        type="number"
        min={min}
        inputMode="numeric"
        value={value}
        onChange={(event) => change(event.target.value)}
        data-testid={`amend-${name}`}
      />
    </Form.Group>
  );
  const field = (name: 'adults' | 'children' | 'units', min: number) =>
    number(name, t(`amend.${name}`), min, form[name], (v) => set({ [name]: v }));
  return (
    <FormDialog
      show={show}
      size="lg"
      title={t('amend.title', { reference: booking.reference })}
      submitLabel={t('amend.submit')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={() => {
        const changed = amendBodyOf(booking, form);
        if (Object.keys(changed).length === 0) setUnchanged(true);
        else onAmend(changed);
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
        {field('adults', 1)}
        {(bands.length === 0 || booking.children > 0) && field('children', 0)}
        {bands.map((band) =>
          number(`band-${band.key}`, localized(band.name, locale).text, 0, form.bands[band.key] ?? '0', (v) =>
            set({ bands: { ...form.bands, [band.key]: v } }),
          ),
        )}
        {field('units', 1)}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">{t('amend.hint')}</p>
      <AmendPreviewView booking={booking} body={asked} />
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
