import type { Rate, TariffDoc } from './contracts/tariffs.ts';
import { seasonNamed } from './tariffs-vocabulary.ts';

/*
 * DESIGN: every price comes from one pricing function. These are it: the supplier's preview, the buyer's detail
 * page, the search index's precomputed prices (`adult_prices`) and the "from" price of search cards and event
 * pages all call them (issue 13 item 6), so no two screens can disagree about one tariff.
 */

/** Whom a search prices when it names no party: the search contract's default number of adults. */
export const DEFAULT_PRICED_ADULTS = 1;

type Priced = Pick<TariffDoc, 'rates' | 'seasons'>;

/** Whether a rate applies on `date`: rates without a season cover the whole validity. */
function inSeason(rate: Rate, doc: Pick<TariffDoc, 'seasons'>, date: string | undefined): boolean {
  if (!date || rate.season === null) return true;
  const season = seasonNamed(doc.seasons, rate.season);
  return Boolean(season && season.from <= date && date <= season.to);
}

/** What `adults` adults pay under one rate: a per-person price counts each adult, the other units are one price. */
export function rateTotal(rate: Pick<Rate, 'unit' | 'adult'>, adults: number): number {
  return rate.unit === 'per_person' ? rate.adult * adults : rate.adult;
}

/**
 * The lowest price for `adults` adults among the rates whose pax tier admits that many (and, given a date, whose
 * season covers it), in minor units; null when no rate fits.
 */
export function lowestPrice(doc: Priced, adults: number, date?: string): number | null {
  let lowest: number | null = null;
  for (const rate of doc.rates) {
    if (rate.pax_min > adults || rate.pax_max < adults || !inSeason(rate, doc, date)) continue;
    const total = rateTotal(rate, adults);
    if (lowest === null || total < lowest) lowest = total;
  }
  return lowest;
}

/** The lowest adult rate of any tier: what a card quotes when no rate admits the adults asked for. */
export function lowestAdultRate(doc: Pick<TariffDoc, 'rates'>): number | null {
  return doc.rates.length ? Math.min(...doc.rates.map((rate) => rate.adult)) : null;
}

/**
 * A tariff's "from" price where no party is named (an event page's card): exactly what a search card shows for
 * the default search, the price for DEFAULT_PRICED_ADULTS, or else its lowest adult rate.
 */
export function fromPrice(doc: Priced): number | null {
  return lowestPrice(doc, DEFAULT_PRICED_ADULTS) ?? lowestAdultRate(doc);
}
