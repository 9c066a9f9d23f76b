import { TARIFF_LIMITS } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRowList } from './form-rows';
import { emptySeason } from './form-state';
import { RemoveRowButton, RowCell } from './row-cell';
import { RowListSection } from './row-list-section';

/** Named date ranges inside the validity (繁忙期, 通常期 …); rates then name the season they apply to. */
export function SeasonEditor() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { rows, add, remove } = useRowList('seasons');
  // Named in each language like the tariff's texts; rates then name the season by either name.
  const nameIn = (language: 'jp' | 'en') =>
    t('bilingualLabel', {
      field: t('tariffs:field.seasonName'),
      language: t(`tariffs:language.${language}`),
    });
  const nameJp = nameIn('jp');
  const nameEn = nameIn('en');
  const from = t('editor.seasonFrom');
  const to = t('editor.seasonTo');

  return (
    <RowListSection
      list="seasons"
      title={t('editor.section.seasons')}
      columns={[nameJp, nameEn, from, to]}
      empty={t('editor.noSeasons')}
      limit={TARIFF_LIMITS.seasons}
      addLabel={t('editor.addSeason')}
      onAdd={() => add(emptySeason)}
      responsive
    >
      {rows.map((row, index) => (
        <tr key={row.id}>
          <th scope="row">{index + 1}</th>
          <RowCell
            list="seasons"
            row={row}
            index={index}
            column="name.jp"
            label={nameJp}
            maxLength={TARIFF_LIMITS.seasonName}
          />
          <RowCell
            list="seasons"
            row={row}
            index={index}
            column="name.en"
            label={nameEn}
            maxLength={TARIFF_LIMITS.seasonName}
          />
          <RowCell list="seasons" row={row} index={index} column="from" label={from} type="date" />
          <RowCell list="seasons" row={row} index={index} column="to" label={to} type="date" />
          <td className="text-end">
            <RemoveRowButton
              label={t('editor.removeSeason', { n: index + 1 })}
              // Rates name their season, so their season errors may change too.
              onClick={() => remove(row.id, ['seasons', 'rates'])}
            />
          </td>
        </tr>
      ))}
    </RowListSection>
  );
}
