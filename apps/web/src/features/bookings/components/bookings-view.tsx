import type { Booking } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Alert, Badge, Button, Form, Nav, Spinner, Table } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { CursorPager } from '../../../components/ui/cursor-pager';
import { DateControl } from '../../../components/ui/date-control';
import { useErrorText } from '../../../lib/api/use-error-text';
import { downloadText } from '../../../lib/csv';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateRange, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { useCursorPages, useStepBackFromEmptyPage } from '../../../lib/use-cursor-pages';
import { useAllBookings, useBookedTariffs, useBookingMove, useBookings } from '../api/bookings';
import { useLiveBookings } from '../api/use-live-bookings';
import { bookingCsv } from '../lib/booking-csv';
import { type BookingFilters, type BookingSide, filtersOf, searchOf, stateTabs } from '../lib/booking-list';
import { RejectDialog } from './reject-dialog';
import { StateBadge } from './state-badge';

type Props = {
  space: string;
  side: BookingSide;
  hrefOf: (key: string) => string;
};

/**
 * `/bookings`: a buyer's bookings by state, or a supplier's incoming ones by date and state, each side seeing its
 * own. A supplier confirms or rejects a pending request in one click; the whole filtered list exports as CSV.
 */
export function BookingsView({ space, side, hrefOf }: Props) {
  const { t } = useTranslation('bookings');
  const texts = useErrorText();
  const locale = useLocale();
  const id = useId();
  // The filters live in the address (?state=&from=&to=&tariff=): a filtered list reloads and shares as it is.
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search, side);
  const { state, from, to, tariff } = filters;
  const pages = useCursorPages();
  const params = { space, side, ...filters };
  const tariffs = useBookedTariffs(space, side);
  // Moves by the other side (or another tab) refetch the list at once (use-live-bookings.ts).
  useLiveBookings();
  const list = useBookings({ ...params, cursor: pages.cursor });
  const steppingBack = useStepBackFromEmptyPage(pages, list);
  const all = useAllBookings();
  const move = useBookingMove();
  const [rejecting, setRejecting] = useState<Booking | null>(null);

  const filter = (change: Partial<BookingFilters>) => {
    setSearch(searchOf({ ...filters, ...change }, side), { replace: true });
    pages.reset();
  };
  const exportCsv = () =>
    all.mutate(params, {
      onSuccess: (items) => {
        const csv = bookingCsv(items, side, t, locale);
        downloadText(csv, t('csv.filename', { side }));
      },
    });

  const row = (booking: Booking) => {
    const when =
      booking.to && booking.to !== booking.date
        ? formatDateRange({ from: booking.date, to: booking.to }, locale)
        : formatDate(booking.date, locale);
    const other = side === 'buyer' ? booking.supplier.name : booking.buyer.name;
    const pending = side === 'supplier' && booking.state === 'pending';
    const busy = move.isPending && move.variables?.key === booking.key;
    return (
      <tr key={booking.key} data-testid="booking-row">
        <td>
          <Link to={hrefOf(booking.key)} data-testid="booking-link">
            {booking.reference}
          </Link>
          {booking.channel === 'octo' && (
            <Badge
              bg="light"
              text="dark"
              className="ms-1 border"
              title={t('channel.octoTitle')}
              data-testid="booking-channel"
            >
              {t('channel.octo')}
            </Badge>
          )}
        </td>
        <td>{localized(booking.tariffName, locale).text}</td>
        <td>{other}</td>
        <td className="text-nowrap">{when}</td>
        <td className="small">
          {t('group', { adults: booking.adults, children: booking.children })}
          {booking.units > 1 && ` · ${t('unitsText', { count: booking.units })}`}
        </td>
        <td className="text-end text-nowrap">{formatMoney(booking.total, booking.currency, locale)}</td>
        <td>
          <StateBadge state={booking.state} />
        </td>
        {side === 'supplier' && (
          <td className="text-nowrap">
            {pending && (
              <>
                <Button
                  size="sm"
                  className="me-1"
                  disabled={busy}
                  onClick={() => move.mutate({ key: booking.key, move: 'confirm' })}
                  data-testid="booking-confirm-row"
                >
                  {t('actions.confirm')}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={busy}
                  onClick={() => setRejecting(booking)}
                  data-testid="booking-reject-row"
                >
                  {t('actions.reject')}
                </Button>
              </>
            )}
          </td>
        )}
      </tr>
    );
  };

  return (
    <div data-testid={`bookings-${side}`}>
      <Nav variant="pills" className="mb-3 flex-wrap" activeKey={state ?? 'all'}>
        {stateTabs[side].map((tab) => (
          <Nav.Item key={tab ?? 'all'}>
            <Nav.Link
              eventKey={tab ?? 'all'}
              onClick={() => filter({ state: tab })}
              data-testid={`bookings-tab-${tab ?? 'all'}`}
            >
              {tab ? t(`state.${tab}`) : t('list.all')}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div className="row g-2 align-items-end mb-3">
        <Form.Group className="col-sm-3" controlId={`${id}-from`}>
          <Form.Label className="small mb-1">{t('list.from')}</Form.Label>
          <DateControl value={from} onChange={(event) => filter({ from: event.target.value })} />
        </Form.Group>
        <Form.Group className="col-sm-3" controlId={`${id}-to`}>
          <Form.Label className="small mb-1">{t('list.to')}</Form.Label>
          <DateControl value={to} onChange={(event) => filter({ to: event.target.value })} />
        </Form.Group>
        <Form.Group className="col-sm-3" controlId={`${id}-tariff`}>
          <Form.Label className="small mb-1">{t('list.tariff')}</Form.Label>
          <Form.Select
            value={tariff}
            onChange={(event) => filter({ tariff: event.target.value })}
            data-testid="bookings-tariff-filter"
          >
            <option value="">{t('list.allTariffs')}</option>
            {/* A tariff named in the address but not (yet) among the booked ones still shows as chosen. */}
            {tariff && !tariffs.data?.some((item) => item.key === tariff) && (
              <option value={tariff}>{tariff}</option>
            )}
            {(tariffs.data ?? []).map((item) => (
              <option key={item.key} value={item.key}>
                {localized(item.name, locale).text}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-sm-3 d-flex gap-2 justify-content-sm-end align-items-center">
          {all.isError && (
            <span role="alert" className="text-danger small">
              {t('list.exportFailed')}
            </span>
          )}
          <Button
            variant="outline-secondary"
            disabled={all.isPending}
            onClick={exportCsv}
            data-testid="bookings-export"
          >
            {all.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('list.export')}
          </Button>
        </div>
      </div>
      {move.isError && (
        <Alert variant="danger" dismissible onClose={() => move.reset()}>
          {texts.describe(move.error, t('actions.failed'))}
        </Alert>
      )}
      {list.isPending || steppingBack ? (
        <BlockSpinner />
      ) : list.isError ? (
        <Alert variant="danger">{texts.describe(list.error, t('list.failed'))}</Alert>
      ) : list.data.items.length === 0 ? (
        <p className="text-body-secondary" data-testid="bookings-empty">
          {t(`list.empty.${side}`)}
        </p>
      ) : (
        <>
          <Table responsive hover className="align-middle" data-testid="bookings-table">
            <thead>
              <tr>
                <th scope="col">{t('list.reference')}</th>
                <th scope="col">{t('list.tariff')}</th>
                <th scope="col">{t(`list.party.${side}`)}</th>
                <th scope="col">{t('list.date')}</th>
                <th scope="col">{t('list.group')}</th>
                <th scope="col" className="text-end">
                  {t('list.total')}
                </th>
                <th scope="col">{t('list.state')}</th>
                {side === 'supplier' && <th scope="col">{t('list.actions')}</th>}
              </tr>
            </thead>
            <tbody>{list.data.items.map(row)}</tbody>
          </Table>
          <CursorPager
            pages={pages}
            next={list.data.next}
            busy={list.isFetching}
            hideSingle
            labels={{
              nav: t('list.pages'),
              previous: t('list.previous'),
              next: t('list.next'),
              page: t('list.page', { page: pages.page }),
            }}
          />
        </>
      )}
      <RejectDialog
        booking={rejecting}
        busy={move.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) =>
          rejecting &&
          move.mutate(
            { key: rejecting.key, move: 'reject', body: { reason } },
            { onSuccess: () => setRejecting(null) },
          )
        }
      />
    </div>
  );
}
