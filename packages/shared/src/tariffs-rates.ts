import type { Rate, TariffDoc } from './contracts/tariffs.ts';
import { seasonNamed } from './tariffs-vocabulary.ts';

/*
 * A rate row's own arithmetic, apart from the pricing function's stay quote (tariffs-pricing.ts), so a page that
 * only names a row's unit and season (a search card's price unit) loads neither the calendar nor the stay quote.
 */

/** Whether a rate applies on `date`: rates without a season cover the whole validity. */
export function inSeason(rate: Rate, doc: Pick<TariffDoc, 'seasons'>, date: string | undefined): boolean {
  if (!date || rate.season === null) return true;
  const season = seasonNamed(doc.seasons, rate.season);
  return Boolean(season && season.from <= date && date <= season.to);
}

/** What `adults` adults pay under one rate: a per-person price counts each adult, the other units are one price. */
export function rateTotal(rate: Pick<Rate, 'unit' | 'adult'>, adults: number): number {
  return rate.unit === 'per_person' ? rate.adult * adults : rate.adult;
}

/** Whom a search prices when it names no party: the search contract's default number of adults. */
export const DEFAULT_PRICED_ADULTS = 1;
