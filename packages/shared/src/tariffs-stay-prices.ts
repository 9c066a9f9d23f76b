import { addDays } from './guides.ts';
import { nightType } from './jp-calendar.ts';
import { lodgingTaxTable } from './lodging-tax.ts';
import { quoteStay, type StayDoc } from './tariffs-stay.ts';

/*
 * Search prices of a tariff priced by the Japanese dimensions (docs/product-decisions.md §12). A search for N
 * adults on a date prices one night for them, exactly as the quote does: in one room when a row of that
 * occupancy exists, else the cheapest valid spread over 1 … N rooms (units); the price is the quote's total less
 * consumption tax when the tariff adds it (as a search card has always shown the rate before tax added). Without a
 * date it is the cheapest night of the validity, so `adult_prices` stays a true lower bound of every dated price.
 */

/** How many nights of a validity the undated price looks at (three years; a longer validity repeats them). */
const HORIZON = 1_100;

/** Up to how many adults a search tries every spread of rooms. */
const SPREAD_ADULTS = 30;

/**
 * The rooms a search tries for `adults` adults: one when no row is keyed by occupancy (units then change only a
 * per-room price, cheapest at one); else from the fewest that fit the largest occupancy up to one per adult (up to
 * SPREAD_ADULTS adults; a larger party: the fewest rooms and two more).
 */
function roomCounts(doc: StayDoc, adults: number): number[] {
  const occupancies = doc.rates.flatMap((r) => (r.occupancy == null ? [] : [r.occupancy]));
  if (!occupancies.length) return [1];
  const untyped = doc.rates.some((r) => r.occupancy == null);
  const fewest = untyped ? 1 : Math.ceil(adults / Math.max(...occupancies));
  const most = adults <= SPREAD_ADULTS ? adults : Math.min(adults, fewest + 2);
  return Array.from({ length: most - fewest + 1 }, (_, i) => fewest + i);
}

/** The search price of `adults` adults for the night of `date`, or null when no spread of rooms prices them. */
export function stayNightPrice(doc: StayDoc, adults: number, date: string): number | null {
  let best: number | null = null;
  for (const units of roomCounts(doc, adults)) {
    const result = quoteStay({ key: '', doc }, { date, adults, children: 0, units }, null);
    if (!result.ok) continue;
    const { total, tax } = result.quote.public;
    const price = total - (doc.tax.included ? 0 : tax);
    if (best === null || price < best) best = price;
  }
  return best;
}

/** The night's price class: the nights of one class price alike (season, day type, 宿泊税 table in force). */
function classOf(doc: StayDoc, date: string): string {
  const season = doc.seasons.findIndex((s) => s.from <= date && date <= s.to);
  const city = doc.charges?.lodging_tax ?? null;
  const table = city === null ? '' : (lodgingTaxTable(city, date)?.from ?? '');
  return `${season}|${nightType(date, doc)}|${table}`;
}

export type StayRun = { from: string; to: string; prices: (number | null)[] };

/** Each price class of the open nights of the validity, with its first night. */
function classes(doc: StayDoc): { byDate: [string, string][]; first: Map<string, string> } {
  const byDate: [string, string][] = [];
  const first = new Map<string, string>();
  let date = doc.validity.from;
  for (let i = 0; i < HORIZON && date <= doc.validity.to; i++, date = addDays(date, 1)) {
    if (doc.blackout.includes(date)) continue;
    const key = classOf(doc, date);
    byDate.push([date, key]);
    if (!first.has(key)) first.set(key, date);
  }
  return { byDate, first };
}

/**
 * The validity as runs of consecutive open nights with equal prices for 1 … `upTo` adults: what the search index
 * stores (`price_rates`), one price class computed once however many nights share it.
 */
export function stayRuns(doc: StayDoc, upTo: number): StayRun[] {
  const { byDate, first } = classes(doc);
  const byClass = new Map<string, { prices: (number | null)[]; text: string }>();
  for (const [key, night] of first) {
    const prices = Array.from({ length: upTo }, (_, n) => stayNightPrice(doc, n + 1, night));
    byClass.set(key, { prices, text: JSON.stringify(prices) });
  }
  const runs: (StayRun & { text: string })[] = [];
  for (const [date, key] of byDate) {
    const priced = byClass.get(key);
    if (!priced) continue;
    const last = runs[runs.length - 1];
    if (last && last.text === priced.text && addDays(last.to, 1) === date) last.to = date;
    else runs.push({ from: date, to: date, prices: priced.prices, text: priced.text });
  }
  return runs.map(({ text: _text, ...run }) => run);
}

/** The search price of `adults` adults: on `date` that night's, else the cheapest night's (a lower bound). */
export function stayPrice(doc: StayDoc, adults: number, date?: string): number | null {
  if (date) return stayNightPrice(doc, adults, date);
  let best: number | null = null;
  for (const night of classes(doc).first.values()) {
    const price = stayNightPrice(doc, adults, night);
    if (price !== null && (best === null || price < best)) best = price;
  }
  return best;
}
