import { type AgeBand, dayTypes, type QuoteOut, type SpecialDay, seasonNamed } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, localized, useLocale } from '../../../lib/locale';

type Line = QuoteOut['lines'][number];

/** Names for a quote's nights and lines: day types, age bands, occupancy (docs/product-decisions.md §12). */
export function useQuoteLabels(bands: readonly AgeBand[], specialDays: readonly SpecialDay[]) {
  const { t } = useTranslation(['partners', 'tariffs']);
  const locale = useLocale();

  /** 平日, 休前日, 休日, or a special day by its name in the reader's language (the quote names it by either). */
  const dayType = (value: string) => {
    if ((dayTypes as readonly string[]).includes(value))
      return t(`tariffs:dayType.${value as (typeof dayTypes)[number]}`);
    const special = seasonNamed(specialDays, value);
    return special ? localized(special.name, locale).text : value;
  };

  const who = (line: Line) => {
    if (line.kind === 'adult') return t('partners:quote.adults');
    if (line.kind === 'band') {
      const band = bands.find((b) => b.key === line.band);
      return band ? localized(band.name, locale).text : (line.band ?? t('partners:quote.children'));
    }
    return t('partners:quote.children');
  };

  const line = (item: Line) => {
    const unit = t(`tariffs:unit.${item.unit as 'per_person'}`);
    const pax =
      item.paxMin === item.paxMax
        ? t('tariffs:paxOne', { count: item.paxMin })
        : t('tariffs:paxRange', { min: item.paxMin, max: item.paxMax });
    const base =
      item.kind === 'single_supplement'
        ? t('partners:quote.supplementLine', { count: item.quantity })
        : item.unit !== 'per_person'
          ? t('partners:quote.unitLine', { unit, pax, count: item.quantity })
          : item.kind === 'adult' && item.occupancy == null
            ? t('partners:quote.adultLine', { unit, pax, count: item.quantity })
            : item.kind === 'child'
              ? t('partners:quote.childLine', { unit, pax, count: item.quantity })
              : t('partners:quote.whoLine', { who: who(item), count: item.quantity });
    const occupied =
      item.occupancy != null && item.kind !== 'single_supplement'
        ? t('partners:quote.occupancy', { line: base, count: item.occupancy })
        : base;
    return item.date
      ? t('partners:quote.nightLine', {
          date: formatDate(item.date, locale),
          day: dayType(item.dayType ?? ''),
          line: occupied,
        })
      : occupied;
  };

  return { dayType, line };
}
