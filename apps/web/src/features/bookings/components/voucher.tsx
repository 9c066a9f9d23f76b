import type { Booking } from '@tourtariff/shared';
import { useEffect, useMemo, useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import type { Locale } from '../../../lib/config';
import { loadNamespace } from '../../../lib/i18n';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateRange } from '../../../lib/locale';
import { useBooking } from '../api/bookings';
import { qrPath } from '../lib/qr';
import { BookingUnavailable } from './booking-unavailable';
import { FeeScheduleTable } from './fee-schedule';
import { PriceLines } from './price-lines';
import './voucher.css';

type Both = Record<Locale, TFunction<'bookings'>>;

/** Both languages' texts of the voucher, whatever the page's language: a voucher is read by both sides. */
function useBothLanguages(): Both | null {
  const { i18n } = useTranslation('bookings');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([loadNamespace('jp', 'bookings'), loadNamespace('en', 'bookings')]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready ? { jp: i18n.getFixedT('jp', 'bookings'), en: i18n.getFixedT('en', 'bookings') } : null;
}

/** The printable voucher of a confirmed booking (bare shell): Japanese and English side by side. */
export function VoucherView({ bookingKey }: { bookingKey: string }) {
  const booking = useBooking(bookingKey);
  const both = useBothLanguages();
  if (booking.isError || booking.isPending) return <BookingUnavailable booking={booking} />;
  if (!both) return <BlockSpinner />;
  return <VoucherDocument booking={booking.data} both={both} />;
}

function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width="120"
      height="120"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="voucher-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

function VoucherDocument({ booking, both }: { booking: Booking; both: Both }) {
  /** One label in both languages: Japanese first, English after. */
  const say = (key: string, values?: Record<string, string | number>) => (
    <>
      <span lang="ja">{both.jp(key as 'voucher.title', values)}</span>
      <span className="tt-voucher-en" lang="en">
        {both.en(key as 'voucher.title', values)}
      </span>
    </>
  );
  const when = (locale: Locale) =>
    booking.to && booking.to !== booking.date
      ? formatDateRange({ from: booking.date, to: booking.to }, locale)
      : formatDate(booking.date, locale);
  const name = booking.tariffName;

  return (
    <article className="tt-voucher" data-testid="voucher">
      <div className="d-flex align-items-start justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3 mb-1">{say('voucher.title')}</h1>
          <p className="mb-0">
            {say('voucher.reference')} <strong data-testid="voucher-reference">{booking.reference}</strong>
          </p>
          <p className="mb-0 small">{say(`state.${booking.state}`)}</p>
        </div>
        <div className="text-end">
          <QrCode text={booking.reference} label={both.en('voucher.qr', { reference: booking.reference })} />
          <div>
            <Button
              variant="outline-secondary"
              size="sm"
              className="tt-no-print mt-2"
              onClick={() => window.print()}
            >
              {say('voucher.print')}
            </Button>
          </div>
        </div>
      </div>
      <Row>
        <Col sm={6} className="mb-3">
          <h2 className="h6 text-body-secondary mb-1">{say('detail.supplier')}</h2>
          <p className="fw-semibold mb-0" data-testid="voucher-supplier">
            {booking.supplier.name}
          </p>
        </Col>
        <Col sm={6} className="mb-3">
          <h2 className="h6 text-body-secondary mb-1">{say('detail.buyer')}</h2>
          <p className="fw-semibold mb-0" data-testid="voucher-buyer">
            {booking.buyer.name}
          </p>
        </Col>
      </Row>
      <dl className="row mb-3">
        <dt className="col-sm-3">{say('voucher.tariff')}</dt>
        <dd className="col-sm-9" data-testid="voucher-tariff">
          <span lang="ja">{name.jp || name.en}</span>
          {name.en && name.en !== name.jp && (
            <span className="tt-voucher-en" lang="en">
              {name.en}
            </span>
          )}
        </dd>
        <dt className="col-sm-3">{say('detail.date')}</dt>
        <dd className="col-sm-9" data-testid="voucher-date">
          <span lang="ja">{when('jp')}</span>
          <span className="tt-voucher-en" lang="en">
            {when('en')}
          </span>
        </dd>
        <dt className="col-sm-3">{say('detail.group')}</dt>
        <dd className="col-sm-9">{say('group', { adults: booking.adults, children: booking.children })}</dd>
        <dt className="col-sm-3">{say('detail.units')}</dt>
        <dd className="col-sm-9">{say('unitsText', { count: booking.units })}</dd>
      </dl>
      <Row>
        {(['jp', 'en'] as const).map((locale) => (
          <Col md={6} key={locale} lang={locale === 'jp' ? 'ja' : 'en'}>
            <h2 className="h5">{both[locale]('detail.price')}</h2>
            <PriceLines booking={booking} locale={locale} t={both[locale]} />
            <h2 className="h5">{both[locale]('fees.title')}</h2>
            <FeeScheduleTable
              schedule={booking.feeSchedule}
              locale={locale}
              t={both[locale]}
              testId={`voucher-fees-${locale}`}
            />
          </Col>
        ))}
      </Row>
    </article>
  );
}
