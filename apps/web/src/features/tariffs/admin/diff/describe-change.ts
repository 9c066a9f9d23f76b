import { prefectures } from '@tourtariff/shared';
import type { Locale } from '../../../../lib/config';
import type { TFunction } from '../../../../lib/i18n/use-translation';
import { formatDate } from '../../../../lib/locale';
import { formatMoney } from '../../../../lib/money';

type T = TFunction<['admin', 'tariffs']>;

/** Leaf names of a tariff document → their label key in `tariffs:field` (where it differs from the name). */
const fieldKeys: Record<string, string> = {
  title: 'title',
  summary: 'summary',
  description: 'description',
  inclusions: 'inclusions',
  exclusions: 'exclusions',
  category: 'category',
  prefecture: 'prefecture',
  area: 'area',
  tags: 'tags',
  currency: 'currency',
  tax: 'tax',
  included: 'taxIncluded',
  rate: 'taxRate',
  validity: 'validity',
  from: 'validFrom',
  to: 'validTo',
  blackout: 'blackout',
  seasons: 'seasons',
  name: 'seasonName',
  rates: 'rates',
  season: 'season',
  unit: 'unit',
  pax_min: 'paxMin',
  pax_max: 'paxMax',
  adult: 'adult',
  child: 'child',
  cancellation: 'cancellation',
  days_before: 'daysBefore',
  fee_percent: 'feePercent',
  images: 'images',
  visibility: 'visibility',
};

/**
 * A diff path (`rates.0.adult`) as a reader names it ("Rates 1 › Adult"): rows are counted from 1 as on the
 * sheet, languages and fields use the shared tariff vocabulary, and anything unknown is shown as written.
 */
export function fieldLabel(path: string, t: T): string {
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment) && parts.length > 0) {
      parts[parts.length - 1] = `${parts.at(-1)} ${Number(segment) + 1}`;
    } else if (segment === 'jp' || segment === 'en') {
      parts.push(t(`tariffs:language.${segment}`));
    } else {
      const key = fieldKeys[segment];
      parts.push(key ? t(`tariffs:field.${key}` as 'tariffs:field.title') : segment);
    }
  }
  return parts.join(' › ');
}

/** The paths of a tariff that hold calendar dates (YYYY-MM-DD): validity, season bounds, blackout days. */
const DATE_FIELD = /^(validity\.(from|to)|seasons\.\d+\.(from|to)|blackout\.\d+)$/;

/**
 * A value of a diff as a reader expects it: amounts of a rate row in the tariff's currency (docs/product.md §5 number
 * helper), vocabulary values by their label, yes/no for flags, and "—" for nothing.
 */
export function formatValue(path: string, value: unknown, currency: string, locale: Locale, t: T): string {
  if (value === null || value === undefined || value === '') return t('admin:diff.none');
  const leaf = path.split('.').at(-1) ?? '';
  if (typeof value === 'number' && /^rates\.\d+\.(adult|child)$/.test(path))
    return formatMoney(value, currency, locale);
  if (typeof value === 'boolean') return value ? t('admin:diff.yes') : t('admin:diff.no');
  // Calendar dates read as everywhere else on the page, not as the ISO text the document stores.
  if (typeof value === 'string' && DATE_FIELD.test(path)) return formatDate(value, locale);
  if (typeof value === 'string') {
    if (leaf === 'category') return t(`tariffs:category.${value}` as 'tariffs:category.other', value);
    if (leaf === 'unit') return t(`tariffs:unit.${value}` as 'tariffs:unit.per_person', value);
    if (leaf === 'visibility') return t(`tariffs:visibility.${value}` as 'tariffs:visibility.public', value);
    if (leaf === 'prefecture') return prefectures[value]?.[locale] ?? value;
    return value;
  }
  // A row that appeared or disappeared as a whole: its fields in one line.
  return JSON.stringify(value);
}
