import { useParams } from 'react-router';
import { VoucherView } from '../../features/bookings/components/voucher';

/** /bookings/{key}/voucher: a booking's bilingual voucher, in the bare shell so it prints cleanly. */
export function BookingVoucherPage() {
  const { key = '' } = useParams();
  return <VoucherView key={key} bookingKey={key} />;
}
