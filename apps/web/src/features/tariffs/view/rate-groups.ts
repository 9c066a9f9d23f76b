import { dayTypes, type Rate, type Season, seasonNamed, type TariffDoc } from '@tourtariff/shared';

/**
 * The rates of one season (season null: the rates valid over the whole validity). `name` is the text the rates
 * name it by; for a season the sheet shows its name in the reader's language instead.
 */
export type RateGroup = { season: Season | null; name: string | null; rates: Rate[] };

// Day types read 平日, 休前日, 休日, then special days; every-day rows first (docs/product-decisions.md §12).
const dayOrder = (rate: Rate) => {
  const ref = rate.day_type ?? null;
  if (ref === null) return -1;
  const fixed = (dayTypes as readonly string[]).indexOf(ref);
  return fixed === -1 ? dayTypes.length : fixed;
};
const byTier = (a: Rate, b: Rate) =>
  dayOrder(a) - dayOrder(b) ||
  (a.day_type ?? '').localeCompare(b.day_type ?? '') ||
  (a.occupancy ?? 0) - (b.occupancy ?? 0) ||
  a.unit.localeCompare(b.unit) ||
  a.pax_min - b.pax_min ||
  a.pax_max - b.pax_max;

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
  // A rate names its season by either of its names.
  const seasonOf = (rate: Rate) => (rate.season === null ? undefined : seasonNamed(doc.seasons, rate.season));
  for (const season of seasons) {
    const rates = doc.rates.filter((r) => seasonOf(r) === season).sort(byTier);
    groups.push({ season, name: season.name.jp || season.name.en, rates });
  }
  const unknown = [
    ...new Set(doc.rates.filter((r) => r.season !== null && !seasonOf(r)).map((r) => r.season as string)),
  ];
  for (const name of unknown) {
    groups.push({ season: null, name, rates: doc.rates.filter((r) => r.season === name).sort(byTier) });
  }
  return groups;
}
