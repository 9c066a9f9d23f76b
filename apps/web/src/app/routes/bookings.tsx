import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { BookingDetail } from '../../features/bookings/components/booking-detail';
import { BookingsView } from '../../features/bookings/components/bookings-view';
import { SupplierCalendar } from '../../features/bookings/components/supplier-calendar';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';

/** The side the current space books on: a buyer space buys, a supplier space sells; others have no bookings. */
function useBookingSpace() {
  const current = useCurrentSpace();
  const side = current.role === 'buyer' ? 'buyer' : current.role === 'supplier' ? 'supplier' : null;
  return { known: current.known, space: side && current.key ? current.key : null, side } as const;
}

function NoBookingSpace() {
  const { t } = useTranslation('bookings');
  return (
    <Alert variant="info" data-testid="bookings-no-space">
      {t('list.noSpace')}
    </Alert>
  );
}

// /bookings, /bookings/{key} and /bookings/calendar share one chunk: one name fewer in the shell's preload map.
/** /bookings (the 予約 / Bookings menu entry): a buyer's bookings, or a supplier's incoming ones. */
export function BookingsPage() {
  const { t } = useTranslation(['common', 'bookings']);
  const { known, space, side } = useBookingSpace();
  const localize = useLocalizedPath();
  return (
    <section data-testid="bookings-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('pages.bookings.title')}</h1>
        {side === 'supplier' && (
          <Link
            to={localize(paths.bookingCalendar.getHref())}
            className="btn btn-outline-secondary"
            data-testid="bookings-calendar-link"
          >
            {t('bookings:supplierCalendar.open')}
          </Link>
        )}
      </div>
      {!known ? (
        <BlockSpinner />
      ) : space && side ? (
        // Keyed, so switching spaces starts on its own list.
        <BookingsView
          key={space}
          space={space}
          side={side}
          hrefOf={(key) => localize(paths.bookingDetail.getHref(key))}
        />
      ) : (
        <NoBookingSpace />
      )}
    </section>
  );
}

/** /bookings/{key}: one booking with its price, fee schedule and moves. */
export function BookingPage() {
  const { key = '' } = useParams();
  const localize = useLocalizedPath();
  return (
    <BookingDetail
      key={key}
      bookingKey={key}
      voucherHref={localize(paths.bookingVoucher.getHref(key))}
      listHref={localize(paths.bookings.getHref())}
    />
  );
}

/** /bookings/calendar: the supplier's tariffs × dates with sold, held and capacity, editable. */
export function BookingCalendarPage() {
  const { t } = useTranslation(['common', 'bookings']);
  const { known, space, side } = useBookingSpace();
  return (
    <section data-testid="booking-calendar-page">
      <h1 className="h3 mb-3">{t('pages.bookingCalendar.title')}</h1>
      {!known ? (
        <BlockSpinner />
      ) : space && side === 'supplier' ? (
        <SupplierCalendar key={space} space={space} />
      ) : (
        <NoBookingSpace />
      )}
    </section>
  );
}
