import {
  isDimensioned,
  isStayPriced,
  lowestPrice,
  priceBands,
  type StayDoc,
  seasonNamed,
  stayRuns,
  type TariffDoc,
} from '@tourtariff/shared';
import type { PriceRate } from '../../../db/schema/tariffs.ts';

/**
 * The rates as buyer search prices them: each season resolved to its dates, the unit reduced to "per person or
 * not". Stored beside the document (column `price_rates`) so that pricing a candidate reads a small inline
 * value instead of the whole document with a season lookup per rate.
 */
export function priceRates(doc: TariffDoc): PriceRate[] {
  if (isDimensioned(doc)) return stayPriceRates(doc);
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
export function adultPrices(doc: Pick<TariffDoc, 'rates' | 'seasons'> & Partial<StayDoc>): (number | null)[] {
  if (isStayPriced(doc)) {
    const runs = stayRuns(doc, PRICED_ADULTS);
    return Array.from({ length: PRICED_ADULTS }, (_, i) => {
      const prices = runs.flatMap((run) => (run.prices[i] == null ? [] : [run.prices[i] as number]));
      return prices.length ? Math.min(...prices) : null;
    });
  }
  return Array.from({ length: PRICED_ADULTS }, (_, i) => lowestPrice(doc, i + 1));
}

/**
 * A tariff priced by the Japanese dimensions (docs/product-decisions.md §12): its nights as runs of equal prices,
 * each with the price for 1 … PRICED_ADULTS adults from the stay quote (`stayRuns` in packages/shared), so a dated
 * search reads the quote's figure for that night and the undated one (adult_prices) is the cheapest night's.
 */
function stayPriceRates(doc: StayDoc): PriceRate[] {
  return stayRuns(doc, PRICED_ADULTS).map((run) => ({
    from: run.from,
    to: run.to,
    perPerson: false,
    min: 1,
    max: PRICED_ADULTS,
    adult: 0,
    prices: run.prices,
  }));
}

/**
 * The price band columns (schema/tariffs.ts `priceBandColumns`): the bands' first dates, and their prices for
 * 1 … PRICED_ADULTS adults one band after the other, from the one pricing function (`priceBands`).
 */
export function bandColumns(doc: TariffDoc): { bandFrom: string[]; bandPrices: (number | null)[] } {
  const bands = priceBands(doc, PRICED_ADULTS);
  return { bandFrom: bands.map((band) => band.from), bandPrices: bands.flatMap((band) => band.prices) };
}
