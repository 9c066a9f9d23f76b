import { TARIFF_LIMITS } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { currencyLabel } from '../../../lib/money';
import { useEditor } from './editor-context';
import { useRowList } from './form-rows';
import { emptyRate } from './form-state';
import { RateRow } from './rate-row';
import { RowListSection } from './row-list-section';

const columns = ['season', 'unit', 'paxMin', 'paxMax', 'adult', 'child'] as const;
// Occupancy, day type and single supplement show only with advanced pricing open, so simple sheets stay simple.
const advancedColumns = [
  'season',
  'unit',
  'occupancy',
  'dayType',
  'paxMin',
  'paxMax',
  'adult',
  'child',
  'singleSupplement',
] as const;

/** Rows per season × unit × pax tier; amounts are typed in the currency's major unit (yen, dollars). */
export function RateTableEditor() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const locale = useLocale();
  const { form } = useEditor();
  const { rows, add } = useRowList('rates');

  return (
    <RowListSection
      list="rates"
      title={t('editor.section.rates')}
      help={t('editor.amountHelp', { currency: currencyLabel(form.currency, locale) })}
      columns={(form.advanced ? advancedColumns : columns).map((column) => t(`tariffs:field.${column}`))}
      empty={t('editor.noRates')}
      limit={TARIFF_LIMITS.rates}
      addLabel={t('editor.addRate')}
      // A new row starts in the season of the row above, the usual next step when filling a sheet.
      onAdd={() => add((f) => emptyRate(f.rates.at(-1)?.season ?? ''))}
      responsive
    >
      {rows.map((row, index) => (
        <RateRow key={row.id} row={row} index={index} />
      ))}
    </RowListSection>
  );
}
