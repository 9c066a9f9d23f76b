import type { Booking } from '@tourtariff/shared';
import type { Locale } from '../../../lib/config';
import { toCsv } from '../../../lib/csv';
import type { TFunction } from '../../../lib/i18n/use-translation';
import { formatMoney } from '../../../lib/money';
import type { BookingSide } from './booking-list';

const columns = [
  'reference',
  'tariff',
  'party',
  'date',
  'to',
  'adults',
  'children',
  'units',
  'total',
  'currency',
  'state',
  'fee',
] as const;

/**
 * The bookings as a CSV in the reader's language: texts translated, dates as YYYY-MM-DD and amounts in minor
 * units besides the formatted total, so a spreadsheet can sum them.
 */
export function bookingCsv(
  items: readonly Booking[],
  side: BookingSide,
  t: TFunction<'bookings'>,
  locale: Locale,
): string {
  const header = columns.map((column) => (column === 'party' ? t(`csv.party.${side}`) : t(`csv.${column}`)));
  const rows = items.map((b) => [
    b.reference,
    locale === 'jp' ? b.tariffName.jp || b.tariffName.en : b.tariffName.en || b.tariffName.jp,
    side === 'buyer' ? b.supplier.name : b.buyer.name,
    b.date,
    b.to,
    b.adults,
    b.children,
    b.units,
    formatMoney(b.total, b.currency, locale),
    b.currency,
    t(`state.${b.state}`),
    b.fee ?? '',
  ]);
  return toCsv(header, rows);
}
