import type { TariffBulkRatesOut } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';

type Pair = [number, number];

/** Each chosen tariff's matching rows, adult and child price before and after the change. */
export function BulkPreview({ answer }: { answer: TariffBulkRatesOut }) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const locale = useLocale();
  const yen = (minor: number) => formatMoney(minor, 'JPY', locale);
  const pair = (value: Pair | null) => (value ? `${yen(value[0])} → ${yen(value[1])}` : '—');
  const dayOf = (day: string | null) =>
    day === null ? t('sheets.dayType.any') : t(`sheets.dayType.${day}` as 'sheets.dayType.weekday', day);
  return (
    <div data-testid="bulk-preview">
      {answer.tariffs.map((tariff) => {
        const title = localized(tariff.title, locale).text;
        return (
          <Table key={tariff.key} size="sm" responsive className="mb-3">
            <caption className="caption-top fw-semibold text-body">
              {t('sheets.bulk.tariffCaption', { title, count: tariff.rows.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('sheets.column.row')}</th>
                <th scope="col">{t('sheets.bulk.season')}</th>
                <th scope="col">{t('sheets.bulk.dayType')}</th>
                <th scope="col">{t('sheets.bulk.occupancy')}</th>
                <th scope="col">{t('sheets.column.adult')}</th>
                <th scope="col">{t('sheets.column.child')}</th>
              </tr>
            </thead>
            <tbody>
              {tariff.rows.map((row) => (
                <tr key={row.index}>
                  <td>{row.index + 1}</td>
                  <td>{row.season ?? t('sheets.bulk.wholeValidity')}</td>
                  <td>{dayOf(row.day_type)}</td>
                  <td>{row.occupancy ?? '—'}</td>
                  <td>{pair(row.adult as Pair)}</td>
                  <td>{pair(row.child as Pair | null)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        );
      })}
    </div>
  );
}
