import type { Rate, TariffDoc } from './contracts/tariffs.ts';
import { inSeason, rateTotal } from './tariffs-rates.ts';

/*
 * What a price is for: one person, one group of a pax tier, one vehicle, one room. A per-group or per-vehicle
 * price is never "per adult", so every screen that shows a price (search cards, the tariff sheet, proposal
 * lines) names its unit from this one description; the words are the pages' translations (`tariffs:priceUnit`).
 */
export type PriceUnit = { unit: Rate['unit']; paxMin: number; paxMax: number };

/** The unit of a rate row or a quote line. */
export function priceUnitOf(rate: Pick<Rate, 'unit' | 'pax_min' | 'pax_max'>): PriceUnit {
  return { unit: rate.unit, paxMin: rate.pax_min, paxMax: rate.pax_max };
}

/**
 * The rate row `lowestPrice` picks for `adults` adults (on `date`): the cheapest fitting row, the first of
 * equals; null when no row fits. Its price is `rateTotal(row, adults)`, so the two always agree.
 */
export function lowestRate(
  doc: Pick<TariffDoc, 'rates' | 'seasons'>,
  adults: number,
  date?: string,
): Rate | null {
  let best: Rate | null = null;
  for (const rate of doc.rates) {
    if (rate.pax_min > adults || rate.pax_max < adults || !inSeason(rate, doc, date)) continue;
    if (best === null || rateTotal(rate, adults) < rateTotal(best, adults)) best = rate;
  }
  return best;
}
