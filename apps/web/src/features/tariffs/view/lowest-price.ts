import { type Rate, seasonNamed, type TariffDoc } from '@tourtariff/shared';

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
 * season covers it), in minor units; null when no rate fits. The same rule as the server's search price, so the
 * preview a supplier sees matches the "from" price buyers find.
 */
export function lowestAdultPrice(
  doc: Pick<TariffDoc, 'rates' | 'seasons'>,
  adults: number,
  date?: string,
): number | null {
  let lowest: number | null = null;
  for (const rate of doc.rates) {
    if (rate.pax_min > adults || rate.pax_max < adults || !inSeason(rate, doc, date)) continue;
    const total = rateTotal(rate, adults);
    if (lowest === null || total < lowest) lowest = total;
  }
  return lowest;
}
