import { TARIFF_LIMITS } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRowList } from './form-rows';
import { emptyCancellation } from './form-state';
import { RemoveRowButton, RowCell } from './row-cell';
import { RowListSection } from './row-list-section';

const columns = [
  { column: 'days_before', label: 'tariffs:field.daysBefore', inputMode: 'numeric' },
  { column: 'fee_percent', label: 'tariffs:field.feePercent', inputMode: 'decimal' },
] as const;

/** The fee that applies from a number of days before the service date (7 days: 30 %, the day: 100 %). */
export function CancellationEditor() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { rows, add, remove } = useRowList('cancellation');

  return (
    <RowListSection
      list="cancellation"
      title={t('editor.section.cancellation')}
      help={t('editor.cancellationHelp')}
      columns={columns.map(({ label }) => t(label))}
      empty={t('editor.noCancellation')}
      limit={TARIFF_LIMITS.cancellation}
      addLabel={t('editor.addCancellation')}
      onAdd={() => add(emptyCancellation)}
      className="w-auto"
    >
      {rows.map((row, index) => (
        <tr key={row.id}>
          <th scope="row">{index + 1}</th>
          {columns.map(({ column, label, inputMode }) => (
            <RowCell
              key={column}
              list="cancellation"
              row={row}
              index={index}
              column={column}
              label={t(label)}
              inputMode={inputMode}
              style={{ maxWidth: '8rem' }}
            />
          ))}
          <td>
            <RemoveRowButton
              label={t('editor.removeCancellation', { n: index + 1 })}
              onClick={() => remove(row.id)}
            />
          </td>
        </tr>
      ))}
    </RowListSection>
  );
}
