import type { Rate, Season, TariffDoc } from '@tourtariff/shared';

/** The rates of one season (season null: the rates valid over the whole validity). */
export type RateGroup = { season: Season | null; name: string | null; rates: Rate[] };

const byTier = (a: Rate, b: Rate) =>
  a.unit.localeCompare(b.unit) || a.pax_min - b.pax_min || a.pax_max - b.pax_max;

/**
 * Rates grouped the way a rate sheet reads: all-year rates first, then each season in date order, each group's
 * rows by unit and pax tier. Seasons without rates are kept so the sheet can say so; a rate naming an unknown
 * season (only possible in a draft being edited) still shows under that name rather than disappearing.
 */
export function groupRates(doc: Pick<TariffDoc, 'rates' | 'seasons'>): RateGroup[] {
  const groups: RateGroup[] = [];
  const allYear = doc.rates.filter((r) => r.season === null);
  if (allYear.length) groups.push({ season: null, name: null, rates: allYear.sort(byTier) });
  const seasons = [...doc.seasons].sort((a, b) => a.from.localeCompare(b.from));
  for (const season of seasons) {
    const rates = doc.rates.filter((r) => r.season === season.name).sort(byTier);
    groups.push({ season, name: season.name, rates });
  }
  const known = new Set(doc.seasons.map((s) => s.name));
  const unknown = [...new Set(doc.rates.map((r) => r.season).filter((s) => s !== null && !known.has(s)))];
  for (const name of unknown) {
    groups.push({ season: null, name, rates: doc.rates.filter((r) => r.season === name).sort(byTier) });
  }
  return groups;
}
