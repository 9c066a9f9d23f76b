import type { TariffDoc } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SheetSection } from './sheet-section';

type Row = TariffDoc['cancellation'][number];

/** The cancellation policy from the earliest deadline to the day itself, the order a buyer reads it in. */
export function CancellationTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation(['search', 'tariffs']);
  const sorted = [...rows].sort((a, b) => b.days_before - a.days_before);
  const when = (days: number) =>
    days === 0
      ? t('search:sheet.cancel.sameDay')
      : days === 1
        ? t('search:sheet.cancel.dayBefore')
        : t('search:sheet.cancel.daysBefore', { days });

  return (
    <SheetSection id="cancellation" title={t('tariffs:field.cancellation')}>
      {sorted.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('search:sheet.cancel.none')}</p>
      ) : (
        <Table size="sm" bordered className="mb-0 w-auto">
          <thead>
            <tr>
              <th scope="col">{t('search:sheet.cancel.when')}</th>
              <th scope="col" className="text-end">
                {t('search:sheet.cancel.fee')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.days_before}>
                <td>{when(row.days_before)}</td>
                <td className="text-end">{t('search:sheet.cancel.percent', { percent: row.fee_percent })}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </SheetSection>
  );
}
