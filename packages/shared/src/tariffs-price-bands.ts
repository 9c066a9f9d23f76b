import type { TariffDoc } from './contracts/tariffs.ts';
import { addDays } from './guides.ts';
import { lowestPrice } from './tariffs-pricing.ts';
import { isStayPriced, type StayDoc } from './tariffs-stay.ts';
import { stayRuns } from './tariffs-stay-prices.ts';
import { seasonNamed } from './tariffs-vocabulary.ts';

/*
 * A tariff's search prices by date band (docs/decisions/0016-dated-price-bands.md): its dates cut where the
 * price of some group size may change — a season's first day and the day after its last, a stay's run of equal
 * nights — each band holding the lowest price for 1 … `upTo` adults on its dates, from the one pricing function
 * (`lowestPrice`, which prices a stay by its quote). Bands follow one another with no gap, from the first date
 * priced to the day after the last (a closing band priced at nothing), so the band of a date is the last one
 * starting on or before it: a binary search, which search does in SQL with `width_bucket`.
 */

export type PriceBand = { from: string; prices: (number | null)[] };

type Banded = Pick<TariffDoc, 'rates' | 'seasons' | 'validity'> & Partial<StayDoc>;

const unpriced = (upTo: number) => Array.from({ length: upTo }, () => null);
const same = (a: (number | null)[], b: (number | null)[]) => a.every((price, i) => price === b[i]);

/** The bands of `doc` for 1 … `upTo` adults, in date order; adjacent bands never hold the same prices. */
export function priceBands(doc: Banded, upTo: number): PriceBand[] {
  const bands: PriceBand[] = [];
  const push = (from: string, prices: (number | null)[]) => {
    const last = bands.at(-1);
    if (!last || !same(last.prices, prices)) bands.push({ from, prices });
  };
  if (isStayPriced(doc)) {
    // A stay's nights as its quote prices them; a gap between runs (a blackout night) is priced at nothing.
    let next: string | null = null;
    for (const run of stayRuns(doc, upTo)) {
      if (next !== null && next < run.from) push(next, unpriced(upTo));
      push(run.from, run.prices);
      next = addDays(run.to, 1);
    }
    if (next !== null) push(next, unpriced(upTo));
    return bands;
  }
  const { from, to } = doc.validity;
  const cuts = new Set([from]);
  for (const rate of doc.rates) {
    const season = rate.season === null ? undefined : seasonNamed(doc.seasons, rate.season);
    if (!season) continue;
    for (const cut of [season.from, addDays(season.to, 1)]) if (from < cut && cut <= to) cuts.add(cut);
  }
  for (const cut of [...cuts].sort())
    push(
      cut,
      Array.from({ length: upTo }, (_, i) => lowestPrice(doc, i + 1, cut)),
    );
  push(addDays(to, 1), unpriced(upTo));
  return bands;
}
