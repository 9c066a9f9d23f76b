import { rateUnits } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { useEditor } from './editor-context';
import { useRowList } from './form-rows';
import type { RateRow as Row } from './form-state';
import { RemoveRowButton, RowCell } from './row-cell';

type Props = { row: Row; index: number };

const labels = {
  pax_min: 'field.paxMin',
  pax_max: 'field.paxMax',
  adult: 'field.adult',
  child: 'field.child',
} as const;

/** Pax counts and amounts: typed text, amounts right-aligned like on a printed sheet. */
function NumberCell({ row, index, column }: Props & { column: keyof typeof labels }) {
  const { t } = useTranslation('tariffs');
  const money = column === 'adult' || column === 'child';
  return (
    <RowCell
      list="rates"
      row={row}
      index={index}
      column={column}
      label={t(labels[column])}
      inputMode={money ? 'decimal' : 'numeric'}
      className={money ? 'text-end' : undefined}
      style={{ minWidth: money ? '7rem' : '4rem' }}
    />
  );
}

/** One rate: the season it applies to, the unit, the pax tier and the adult (and child) price. */
export function RateRow({ row, index }: Props) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form } = useEditor();
  const locale = useLocale();
  const { remove } = useRowList('rates');
  // A season removed after the rate chose it keeps its id here until the supplier chooses again.
  const known = row.season === '' || form.seasons.some((s) => s.id === row.season);

  return (
    <tr>
      <th scope="row">{index + 1}</th>
      <RowCell list="rates" row={row} index={index} column="season" label={t('editor.rateSeason')}>
        {!known && <option value={row.season}>{t('editor.choose')}</option>}
        <option value="">{t('tariffs:allSeasons')}</option>
        {form.seasons.map((s, i) => (
          <option key={s.id} value={s.id}>
            {localized({ jp: s['name.jp'], en: s['name.en'] }, locale).text ||
              t('rowLabel', { field: t('tariffs:field.season'), n: i + 1 })}
          </option>
        ))}
      </RowCell>
      <RowCell list="rates" row={row} index={index} column="unit" label={t('tariffs:field.unit')}>
        {rateUnits.map((value) => (
          <option key={value} value={value}>
            {t(`tariffs:unit.${value}`)}
          </option>
        ))}
      </RowCell>
      {(['pax_min', 'pax_max', 'adult', 'child'] as const).map((column) => (
        <NumberCell key={column} row={row} index={index} column={column} />
      ))}
      <td className="text-end">
        <RemoveRowButton label={t('editor.removeRate', { n: index + 1 })} onClick={() => remove(row.id)} />
      </td>
    </tr>
  );
}
