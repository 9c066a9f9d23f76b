import type { Booking, BookingMove } from '@tourtariff/shared';
import { useCallback, useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateRange, formatDateTime, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { useBooking, useBookingMove } from '../api/bookings';
import { useLiveBookings } from '../api/use-live-bookings';
import { AmendDialog } from './amend-dialog';
import { BookingUnavailable } from './booking-unavailable';
import { CancelDialog } from './cancel-dialog';
import { FeeScheduleTable } from './fee-schedule';
import { HoldTimer } from './hold-timer';
import { PriceLines } from './price-lines';
import { RejectDialog } from './reject-dialog';
import { StateBadge } from './state-badge';

type Props = { bookingKey: string; voucherHref: string; listHref: string };

/** The booking page: what, when, who, the price lines, the fee schedule on dates and the moves the caller has. */
export function BookingDetail({ bookingKey, voucherHref, listHref }: Props) {
  const { live } = useLiveBookings();
  const booking = useBooking(bookingKey, !live);
  if (booking.isPending || booking.isError) return <BookingUnavailable booking={booking} />;
  return (
    <BookingBody
      booking={booking.data}
      voucherHref={voucherHref}
      listHref={listHref}
      refresh={() => void booking.refetch()}
    />
  );
}

type Open = null | 'cancel' | 'amend' | 'reject' | 'complete' | 'no-show';

function BookingBody({
  booking,
  voucherHref,
  listHref,
  refresh,
}: {
  booking: Booking;
  voucherHref: string;
  listHref: string;
  refresh: () => void;
}) {
  const { t } = useTranslation('bookings');
  const texts = useErrorText();
  const locale = useLocale();
  const move = useBookingMove();
  const [open, setOpen] = useState<Open>(null);
  const can = (name: BookingMove) => booking.actions.includes(name);
  const run = (name: BookingMove, body: object = {}) =>
    move.mutate({ key: booking.key, move: name, body }, { onSuccess: () => setOpen(null) });
  const openDialog = (name: Open) => {
    move.reset();
    setOpen(name);
  };
  // When the hold runs out on screen, the server's answer (expired) replaces the countdown.
  const expired = useCallback(() => refresh(), [refresh]);
  const when =
    booking.to && booking.to !== booking.date
      ? formatDateRange({ from: booking.date, to: booking.to }, locale)
      : formatDate(booking.date, locale);
  const voucher = booking.state === 'confirmed' || booking.state === 'completed';

  return (
    <article data-testid="booking-detail">
      <Link to={listHref} className="d-inline-block mb-3">
        {t('detail.back')}
      </Link>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1">{localized(booking.tariffName, locale).text}</h1>
          <p className="mb-0">
            {t('detail.reference')} <strong data-testid="booking-reference">{booking.reference}</strong>{' '}
            <StateBadge state={booking.state} />
          </p>
        </div>
        {voucher && (
          <Link to={voucherHref} className="btn btn-outline-secondary" data-testid="booking-voucher-link">
            {t('detail.voucher')}
          </Link>
        )}
      </div>

      {booking.state === 'held' && (
        <Alert
          variant="warning"
          className="d-flex flex-wrap align-items-center gap-3"
          data-testid="booking-hold"
        >
          <span>
            {t('hold.intro')} <HoldTimer expiresAt={booking.holdExpiresAt} onExpired={expired} />
          </span>
          {can('confirm') && (
            <Button onClick={() => run('confirm')} disabled={move.isPending} data-testid="booking-confirm">
              {t('actions.confirmHold')}
            </Button>
          )}
        </Alert>
      )}
      {booking.state === 'pending' && (
        <Alert variant="info">{t(`detail.pending.${booking.side ?? 'buyer'}`)}</Alert>
      )}
      {booking.reason && (
        <Alert variant="secondary" data-testid="booking-reason-shown">
          {t('detail.reason', { reason: booking.reason })}
        </Alert>
      )}
      {booking.state === 'cancelled' && booking.fee !== null && (
        <Alert variant="secondary" data-testid="booking-fee-recorded">
          {t('detail.feeRecorded', { fee: formatMoney(booking.fee, booking.currency, locale) })}
        </Alert>
      )}
      {move.isError && open === null && (
        <Alert variant="danger" dismissible onClose={() => move.reset()}>
          {texts.describe(move.error, t('actions.failed'))}
        </Alert>
      )}

      <Row>
        <Col lg={7}>
          <Card className="mb-3">
            <Card.Body>
              <dl className="row mb-0">
                <dt className="col-sm-4">{t('detail.date')}</dt>
                <dd className="col-sm-8" data-testid="booking-date">
                  {when}
                </dd>
                <dt className="col-sm-4">{t('detail.group')}</dt>
                <dd className="col-sm-8">
                  {t('group', { adults: booking.adults, children: booking.children })}
                  {Object.entries(booking.bands)
                    .filter(([, n]) => n > 0)
                    .map(([band, n]) => ` · ${band} ${n}`)
                    .join('')}
                </dd>
                <dt className="col-sm-4">{t('detail.units')}</dt>
                <dd className="col-sm-8" data-testid="booking-units">
                  {t('unitsText', { count: booking.units })}
                </dd>
                <dt className="col-sm-4">{t('detail.supplier')}</dt>
                <dd className="col-sm-8">{booking.supplier.name}</dd>
                <dt className="col-sm-4">{t('detail.buyer')}</dt>
                <dd className="col-sm-8">{booking.buyer.name}</dd>
                {booking.note && (
                  <>
                    <dt className="col-sm-4">{t('detail.note')}</dt>
                    <dd className="col-sm-8 text-break">{booking.note}</dd>
                  </>
                )}
                <dt className="col-sm-4">{t('detail.created')}</dt>
                <dd className="col-sm-8">{formatDateTime(booking.createdAt, locale)}</dd>
              </dl>
            </Card.Body>
          </Card>
          <h2 className="h5">{t('detail.price')}</h2>
          <PriceLines booking={booking} locale={locale} t={t} />
        </Col>
        <Col lg={5}>
          <h2 className="h5">{t('fees.title')}</h2>
          <FeeScheduleTable schedule={booking.feeSchedule} locale={locale} t={t} />
          <div className="d-flex flex-wrap gap-2 my-3">
            {can('amend') && (
              <Button
                variant="outline-primary"
                onClick={() => openDialog('amend')}
                data-testid="booking-amend"
              >
                {t('actions.amend')}
              </Button>
            )}
            {can('cancel') && (
              <Button
                variant="outline-danger"
                onClick={() => openDialog('cancel')}
                data-testid="booking-cancel"
              >
                {t('actions.cancel')}
              </Button>
            )}
            {can('reject') && (
              <Button
                variant="outline-danger"
                onClick={() => openDialog('reject')}
                data-testid="booking-reject"
              >
                {t('actions.reject')}
              </Button>
            )}
            {booking.state === 'pending' && can('confirm') && (
              <Button onClick={() => run('confirm')} disabled={move.isPending} data-testid="booking-confirm">
                {t('actions.confirm')}
              </Button>
            )}
            {can('complete') && (
              <Button
                variant="outline-secondary"
                onClick={() => openDialog('complete')}
                data-testid="booking-complete"
              >
                {t('actions.complete')}
              </Button>
            )}
            {can('no-show') && (
              <Button
                variant="outline-secondary"
                onClick={() => openDialog('no-show')}
                data-testid="booking-no-show"
              >
                {t('actions.noShow')}
              </Button>
            )}
          </div>
          {booking.history && booking.history.length > 1 && (
            <>
              <h2 className="h6">{t('history.title')}</h2>
              <ol className="small ps-3" data-testid="booking-history">
                {booking.history.map((version) => (
                  <li key={version.version}>
                    {t('history.line', {
                      at: formatDateTime(version.at, locale),
                      state: t(`state.${version.state}`),
                      who: version.actor.name ?? '',
                    })}
                    {Object.keys(version.diff).length > 0 && (
                      <span className="text-body-secondary">
                        {' '}
                        (
                        {Object.entries(version.diff)
                          .map(([field, change]) => `${field}: ${String(change.from)} → ${String(change.to)}`)
                          .join(', ')}
                        )
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </>
          )}
        </Col>
      </Row>

      <CancelDialog
        booking={booking}
        show={open === 'cancel'}
        busy={move.isPending}
        error={open === 'cancel' ? move.error : null}
        onCancel={() => setOpen(null)}
        onConfirm={(body) => run('cancel', body)}
      />
      {open === 'amend' && (
        <AmendDialog
          booking={booking}
          show
          busy={move.isPending}
          error={move.error}
          onCancel={() => setOpen(null)}
          onAmend={(body) => run('amend', body)}
        />
      )}
      <RejectDialog
        booking={open === 'reject' ? booking : null}
        busy={move.isPending}
        onCancel={() => setOpen(null)}
        onReject={(reason) => run('reject', { reason })}
      />
      <ConfirmDialog
        show={open === 'complete' || open === 'no-show'}
        size="sm"
        title={open === 'no-show' ? t('actions.noShow') : t('actions.complete')}
        busy={move.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={() => open && open !== 'cancel' && open !== 'amend' && open !== 'reject' && run(open)}
      >
        {open === 'no-show' ? t('confirmMove.noShow') : t('confirmMove.complete')}
      </ConfirmDialog>
    </article>
  );
}
