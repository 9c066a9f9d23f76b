import type { TariffNextYearOut } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';

type Doc = TariffNextYearOut['doc'];

/**
 * A moved date's field in words: `seasons.1.to` → "シーズン「冬」の終了日", `blackout.0` → "除外日 1". The named
 * lists (seasons, special days) are named by the copy's own names, which the copy does not change.
 */
export function useFieldLabel() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (field: string, doc: Doc): string => {
    const [list, index = '0', end] = field.split('.');
    const n = Number(index);
    const edge = (at: string | undefined) => t(at === 'to' ? 'sheets.field.to' : 'sheets.field.from');
    if (list === 'validity') return `${t('sheets.field.validity')} ${edge(index)}`;
    if (list === 'seasons' || list === 'special_days') {
      const named = (list === 'seasons' ? doc.seasons : (doc.special_days ?? []))[n];
      const name = named ? localized(named.name, locale).text : String(n + 1);
      return `${t(list === 'seasons' ? 'sheets.field.season' : 'sheets.field.specialDay', { name })} ${edge(end)}`;
    }
    return t(list === 'blackout' ? 'sheets.field.blackout' : 'sheets.field.markedDay', { n: n + 1 });
  };
}
