import { type AgeBand, DEFAULT_AGE_BANDS, type TariffDoc } from '@tourtariff/shared';
import type { QuoteInputs } from './quote-ask';

/** What of a tariff the quote panel reads to choose its inputs and name its lines. */
export type QuoteSheet = Pick<TariffDoc, 'rates' | 'category' | 'age_bands' | 'special_days'>;

/**
 * The age bands a quote counts children by: the tariff's own, else for a stay the trade's usual ones
 * (docs/product-decisions.md §12); none for other tariffs, which keep a plain children count.
 */
export function quoteBands(sheet: QuoteSheet): AgeBand[] {
  if (sheet.age_bands?.length) return sheet.age_bands;
  return isStay(sheet) ? DEFAULT_AGE_BANDS : [];
}

const isStay = (sheet: QuoteSheet) =>
  sheet.category === 'accommodation' || sheet.rates.some((rate) => rate.day_type != null);

/** Units for per-unit rates, rooms for stays (occupancy is people per room), nights for stays, and the bands above. */
export function quoteInputs(sheet: QuoteSheet): QuoteInputs {
  return {
    units: isStay(sheet) || sheet.rates.some((rate) => rate.unit !== 'per_person' || rate.occupancy != null),
    nights: isStay(sheet),
    bands: quoteBands(sheet).map((band) => band.key),
  };
}
