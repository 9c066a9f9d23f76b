import { type AvailabilityDay, japanDate } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { DateControl } from '../../../components/ui/date-control';
import { FormDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, localized, useLocale } from '../../../lib/locale';
import { type CalendarTariff, useAvailability, useSetInventory, useSupplierTariffs } from '../api/bookings';
import { useLiveBookings } from '../api/use-live-bookings';
import { byDate } from '../lib/calendar';
import { datesFrom } from '../lib/dates';
import './availability.css';

const SPAN = 14;

type Editing = { tariff: CalendarTariff; date: string; day: AvailabilityDay | undefined };

/**
 * The supplier's booking calendar: its published tariffs × two weeks, each cell the units sold, held and the
 * capacity of the date (or its mode), closed dates struck through. A cell opens a dialog that sets the capacity
 * or closes and reopens the date (PUT /api/v1/Tariff/{key}/inventory).
 */
export function SupplierCalendar({ space }: { space: string }) {
  const { t } = useTranslation('bookings');
  const texts = useErrorText();
  const locale = useLocale();
  const id = useId();
  const [start, setStart] = useState(() => japanDate(new Date()));
  const dates = datesFrom(start, SPAN);
  const tariffs = useSupplierTariffs(space);
  // A booking made, moved or ended anywhere refetches the cells' units at once (use-live-bookings.ts).
  useLiveBookings();
  const [editing, setEditing] = useState<Editing | null>(null);

  return (
    <div data-testid="supplier-calendar">
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId={`${id}-start`}>
          <Form.Label className="small mb-1">{t('supplierCalendar.start')}</Form.Label>
          <DateControl
            value={start}
            onChange={(event) => event.target.value && setStart(event.target.value)}
          />
        </Form.Group>
        <Button
          variant="outline-secondary"
          onClick={() => setStart(datesFrom(start, SPAN + 1).at(-1) ?? start)}
        >
          {t('supplierCalendar.later')}
        </Button>
      </div>
      {tariffs.isPending ? (
        <BlockSpinner />
      ) : tariffs.isError ? (
        <Alert variant="danger">{texts.describe(tariffs.error, t('supplierCalendar.failed'))}</Alert>
      ) : tariffs.data.length === 0 ? (
        <p className="text-body-secondary">{t('supplierCalendar.none')}</p>
      ) : (
        <Table responsive bordered size="sm" className="small align-middle">
          <caption className="caption-top">{t('supplierCalendar.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.tariff')}</th>
              {dates.map((date) => (
                <th scope="col" key={date} className="text-nowrap text-center">
                  {formatDate(date, locale).replace(/^\d{4}[年/-]?\s?/, '')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tariffs.data.map((tariff) => (
              <CalendarRow
                key={tariff.key}
                tariff={tariff}
                dates={dates}
                onEdit={(date, day) => setEditing({ tariff, date, day })}
              />
            ))}
          </tbody>
        </Table>
      )}
      {editing && <InventoryDialog editing={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function CalendarRow({
  tariff,
  dates,
  onEdit,
}: {
  tariff: CalendarTariff;
  dates: string[];
  onEdit: (date: string, day: AvailabilityDay | undefined) => void;
}) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const from = dates[0] ?? '';
  const to = dates.at(-1) ?? '';
  const availability = useAvailability(tariff.key, from, to);
  const days = byDate(availability.data?.days ?? []);
  return (
    <tr data-testid="calendar-row" data-tariff={tariff.key}>
      <th scope="row">{localized(tariff.title, locale).text}</th>
      {dates.map((date) => {
        const day = days.get(date);
        // The supplier's answer counts the units of confirmed bookings and of holds and requests per date.
        const booked = { sold: day?.sold ?? 0, held: day?.held ?? 0 };
        const text = !day
          ? '…'
          : day.mode === 'allotment'
            ? t('supplierCalendar.cell', {
                sold: booked.sold,
                held: booked.held,
                capacity: day.capacity ?? 0,
              })
            : t(`calendar.short.${day.mode}`);
        return (
          <td key={date} className={`p-0 tt-availability is-${day?.status ?? 'past'}`}>
            <button
              type="button"
              className="btn btn-link btn-sm w-100 text-reset text-decoration-none"
              data-day={date}
              aria-label={t('supplierCalendar.edit', { date: formatDate(date, locale), cell: text })}
              onClick={() => onEdit(date, day)}
            >
              {text}
              {day?.closed && <span className="d-block">{t('calendar.short.closed')}</span>}
            </button>
          </td>
        );
      })}
    </tr>
  );
}

function InventoryDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const texts = useErrorText();
  const locale = useLocale();
  const id = useId();
  const save = useSetInventory();
  const [capacity, setCapacity] = useState(String(editing.day?.capacity ?? ''));
  const [closed, setClosed] = useState(editing.day?.closed ?? false);
  const submit = () => {
    const typed = capacity.normalize('NFKC').trim();
    const body = {
      from: editing.date,
      to: editing.date,
      closed,
      ...(typed !== '' && /^\d+$/.test(typed) ? { capacity: Number(typed), mode: 'allotment' as const } : {}),
    };
    save.mutate({ tariff: editing.tariff.key, body }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      show
      size="sm"
      title={t('supplierCalendar.dialog', {
        tariff: localized(editing.tariff.title, locale).text,
        date: formatDate(editing.date, locale),
      })}
      busy={save.isPending}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={t('supplierCalendar.save')}
      data-testid="inventory-dialog"
    >
      <Form.Group controlId={`${id}-capacity`} className="mb-3">
        <Form.Label>{t('supplierCalendar.capacity')}</Form.Label>
        <Form.Control
          type="number"
          min={0}
          inputMode="numeric"
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
        />
        <Form.Text>{t('supplierCalendar.capacityHint')}</Form.Text>
      </Form.Group>
      <Form.Check
        id={`${id}-closed`}
        type="switch"
        label={t('supplierCalendar.closed')}
        checked={closed}
        onChange={(event) => setClosed(event.target.checked)}
      />
      {save.isError && (
        <Alert variant="danger" className="mt-3 mb-0">
          {texts.describe(save.error, t('actions.failed'))}
        </Alert>
      )}
    </FormDialog>
  );
}
