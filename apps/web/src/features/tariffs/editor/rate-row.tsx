import { dayTypes, rateUnits } from '@tourtariff/shared';
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
  occupancy: 'field.occupancy',
  single_supplement: 'field.singleSupplement',
} as const;
const money = new Set(['adult', 'child', 'single_supplement']);

/** Pax counts and amounts: typed text, amounts right-aligned like on a printed sheet. */
function NumberCell({ row, index, column }: Props & { column: keyof typeof labels }) {
  const { t } = useTranslation('tariffs');
  const amount = money.has(column);
  return (
    <RowCell
      list="rates"
      row={row}
      index={index}
      column={column}
      label={t(labels[column])}
      inputMode={amount ? 'decimal' : 'numeric'}
      className={amount ? 'text-end' : undefined}
      style={{ minWidth: amount ? '7rem' : '4rem' }}
    />
  );
}

/** 全日 (every day), 平日, 休前日, 休日 or one of the tariff's special days (docs/product-decisions.md §12). */
function DayTypeCell({ row, index }: Props) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form } = useEditor();
  const locale = useLocale();
  const known =
    row.day_type === '' ||
    (dayTypes as readonly string[]).includes(row.day_type) ||
    form.special_days.some((s) => s.id === row.day_type);
  return (
    <RowCell list="rates" row={row} index={index} column="day_type" label={t('tariffs:field.dayType')}>
      {!known && <option value={row.day_type}>{t('editor.choose')}</option>}
      <option value="">{t('tariffs:dayType.every')}</option>
      {dayTypes.map((value) => (
        <option key={value} value={value}>
          {t(`tariffs:dayType.${value}`)}
        </option>
      ))}
      {form.special_days.map((s, i) => (
        <option key={s.id} value={s.id}>
          {localized({ jp: s['name.jp'], en: s['name.en'] }, locale).text ||
            t('rowLabel', { field: t('editor.section.specialDays'), n: i + 1 })}
        </option>
      ))}
    </RowCell>
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
      {form.advanced && <NumberCell row={row} index={index} column="occupancy" />}
      {form.advanced && <DayTypeCell row={row} index={index} />}
      {(['pax_min', 'pax_max', 'adult', 'child'] as const).map((column) => (
        <NumberCell key={column} row={row} index={index} column={column} />
      ))}
      {form.advanced && <NumberCell row={row} index={index} column="single_supplement" />}
      <td className="text-end">
        <RemoveRowButton label={t('editor.removeRate', { n: index + 1 })} onClick={() => remove(row.id)} />
      </td>
    </tr>
  );
}
