import type { TariffDoc } from '@tourtariff/shared';
import type { PriceRate } from '../../db/schema/tariffs.ts';

/**
 * The rates as buyer search prices them: each season resolved to its dates, the unit reduced to "per person or
 * not". Stored beside the document (column `price_rates`) so that pricing a candidate reads a small inline
 * value instead of the whole document with a season lookup per rate.
 */
export function priceRates(doc: TariffDoc): PriceRate[] {
  const seasons = new Map(doc.seasons.map((season) => [season.name, season]));
  return doc.rates.map((rate) => {
    const season = rate.season === null ? undefined : seasons.get(rate.season);
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
