import type { Booking } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import type { Locale } from '../../../lib/config';
import type { TFunction } from '../../../lib/i18n/use-translation';
import { formatDate } from '../../../lib/locale';

/**
 * The cancellation terms on actual dates (docs/product-decisions.md §16): from which Japan date which percent of
 * the price is due. Before the first row nothing is due.
 */
export function FeeScheduleTable({
  schedule,
  locale,
  t,
  testId = 'fee-schedule',
}: {
  schedule: Booking['feeSchedule'];
  locale: Locale;
  t: TFunction<'bookings'>;
  testId?: string;
}) {
  if (schedule.length === 0) return <p className="small text-body-secondary">{t('fees.none')}</p>;
  return (
    <Table size="sm" className="mb-2" data-testid={testId}>
      <caption className="visually-hidden">{t('fees.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fees.from')}</th>
          <th scope="col" className="text-end">
            {t('fees.percent')}
          </th>
        </tr>
      </thead>
      <tbody>
        {schedule.map((row) => (
          <tr key={`${row.kind}-${row.from}-${row.percent}`}>
            <td className="small">
              {row.kind === 'days'
                ? t('fees.fromDate', { date: formatDate(row.from, locale) })
                : t(`fees.${row.kind}`)}
            </td>
            <td className="small text-end">{t('fees.percentValue', { percent: row.percent })}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
