import { DIMENSION_LIMITS, TARIFF_LIMITS } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { emptySpecialDay } from './form-dimensions';
import { useRowList } from './form-rows';
import { RemoveRowButton, RowCell } from './row-cell';
import { RowListSection } from './row-list-section';

/**
 * 特定日: named periods (GW, お盆, 年末年始) whose nights take their own day type; rates then name them like a
 * season (docs/product-decisions.md §12).
 */
export function SpecialDaysEditor() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { rows, add, remove } = useRowList('special_days');
  const nameIn = (language: 'jp' | 'en') =>
    t('bilingualLabel', {
      field: t('tariffs:field.specialDayName'),
      language: t(`tariffs:language.${language}`),
    });
  const nameJp = nameIn('jp');
  const nameEn = nameIn('en');
  const from = t('editor.specialFrom');
  const to = t('editor.specialTo');

  return (
    <RowListSection
      list="special_days"
      title={t('editor.section.specialDays')}
      help={t('editor.specialDaysHelp')}
      columns={[nameJp, nameEn, from, to]}
      empty={t('editor.noSpecialDays')}
      limit={DIMENSION_LIMITS.specialDays}
      addLabel={t('editor.addSpecialDay')}
      onAdd={() => add(emptySpecialDay)}
      responsive
    >
      {rows.map((row, index) => (
        <tr key={row.id}>
          <th scope="row">{index + 1}</th>
          {(['name.jp', 'name.en'] as const).map((column) => (
            <RowCell
              key={column}
              list="special_days"
              row={row}
              index={index}
              column={column}
              label={column === 'name.jp' ? nameJp : nameEn}
              maxLength={TARIFF_LIMITS.seasonName}
            />
          ))}
          <RowCell list="special_days" row={row} index={index} column="from" label={from} type="date" />
          <RowCell list="special_days" row={row} index={index} column="to" label={to} type="date" />
          <td className="text-end">
            <RemoveRowButton
              label={t('editor.removeSpecialDay', { n: index + 1 })}
              // Rates may name this special day as their day type, so their errors may change too.
              onClick={() => remove(row.id, ['special_days', 'rates'])}
            />
          </td>
        </tr>
      ))}
    </RowListSection>
  );
}
