import { lowestPrice, seasonNamed, type TariffDoc } from '@tourtariff/shared';
import type { PriceRate } from '../../../db/schema/tariffs.ts';

/**
 * The rates as buyer search prices them: each season resolved to its dates, the unit reduced to "per person or
 * not". Stored beside the document (column `price_rates`) so that pricing a candidate reads a small inline
 * value instead of the whole document with a season lookup per rate.
 */
export function priceRates(doc: TariffDoc): PriceRate[] {
  return doc.rates.map((rate) => {
    const season = rate.season === null ? undefined : seasonNamed(doc.seasons, rate.season);
    return {
      from: season?.from ?? null,
      to: season?.to ?? null,
      perPerson: rate.unit === 'per_person',
      min: rate.pax_min,
      max: rate.pax_max,
      adult: rate.adult,
    };
  });
}

/**
 * How many adults the precomputed price list covers. Buyers price small groups; a larger party (or a date,
 * which narrows the rates to a season) is priced from `price_rates` instead.
 */
export const PRICED_ADULTS = 30;

/**
 * The lowest price for 1, 2 … PRICED_ADULTS adults (null where no rate admits that many), from the one pricing
 * function (`lowestPrice` in packages/shared). Stored as `adult_prices`, so search prices a candidate with one
 * array subscript, and a dated price can never be below it.
 */
export function adultPrices(doc: Pick<TariffDoc, 'rates' | 'seasons'>): (number | null)[] {
  return Array.from({ length: PRICED_ADULTS }, (_, i) => lowestPrice(doc, i + 1));
}
