import type { Booking } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import type { Locale } from '../../../lib/config';
import type { TFunction } from '../../../lib/i18n/use-translation';
import { formatDate } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';

type Line = Booking['lines'][number];

/** One price line in words: who or what, how many, at what price, and the night it prices when it names one. */
export function lineText(line: Line, currency: string, locale: Locale, t: TFunction<'bookings'>): string {
  const price = formatMoney(line.unitPrice, currency, locale);
  const what =
    line.kind === 'single_supplement'
      ? t('lines.supplement', { count: line.quantity, price })
      : line.unit !== 'per_person'
        ? t('lines.unit', { count: line.quantity, price })
        : line.kind === 'adult'
          ? t('lines.adult', { count: line.quantity, price })
          : line.kind === 'band'
            ? t('lines.band', { band: line.band ?? '', count: line.quantity, price })
            : t('lines.child', { count: line.quantity, price });
  return line.date ? t('lines.night', { date: formatDate(line.date, locale), line: what }) : what;
}

/** The booking's price, line by line as the pricing function made it, and what the buyer pays. */
export function PriceLines({
  booking,
  locale,
  t,
}: {
  booking: Pick<Booking, 'lines' | 'currency' | 'total'>;
  locale: Locale;
  t: TFunction<'bookings'>;
}) {
  const money = (minor: number) => formatMoney(minor, booking.currency, locale);
  return (
    <Table size="sm" className="mb-2 align-middle" data-testid="booking-lines">
      <caption className="visually-hidden">{t('lines.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lines.line')}</th>
          <th scope="col" className="text-end">
            {t('lines.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {booking.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one booking version never reorder
          <tr key={index}>
            <td className="small">{lineText(line, booking.currency, locale, t)}</td>
            <td className="small text-end text-nowrap">{money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="fw-semibold">
          <td>{t('lines.total')}</td>
          <td className="text-end text-nowrap" data-testid="booking-total">
            {money(booking.total)}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
