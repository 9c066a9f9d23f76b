import { addDays } from './guides.ts';
import { nightType } from './jp-calendar.ts';
import { lodgingTaxTable } from './lodging-tax.ts';
import { bandsOf } from './tariffs-nightly.ts';
import type { PricingAgreement } from './tariffs-pricing.ts';
import { quote } from './tariffs-quote.ts';
import { quoteStay, type StayDoc } from './tariffs-stay.ts';

/*
 * Search prices of a tariff priced by the Japanese dimensions (docs/product-decisions.md §12). A search for N
 * adults on a date prices one night for them exactly as the quote does: in one room when the sheet has a row for
 * that occupancy (what a quote for N adults without units prices), else in the cheapest valid spread over rooms
 * (roomCounts). The price is the quote's total less consumption tax when the tariff adds it (as a search card has
 * always shown the rate before tax added). Without a date it is the cheapest night of the validity, so
 * `adult_prices` stays a true lower bound of every dated price.
 */

/** How many nights of a validity the undated price looks at (three years; a longer validity repeats them). */
const HORIZON = 1_100;

/** How many rooms beyond the fewest that hold the party a search still tries. */
const MORE_ROOMS = 3;

/**
 * The rooms a search tries for `adults` adults: one when no row is keyed by occupancy (units then change only a
 * per-room price, cheapest at one) or when a row is for exactly that many; else the fewest rooms that hold them
 * at the largest occupancy and up to MORE_ROOMS more (fuller rooms cost less per person, so the cheapest valid
 * spread lies there; a sheet without a row for some occupancy is priced by the next spread that has one).
 */
function roomCounts(doc: StayDoc, adults: number): number[] {
  const occupancies = doc.rates.flatMap((r) => (r.occupancy == null ? [] : [r.occupancy]));
  const untyped = doc.rates.some((r) => r.occupancy == null);
  if (!occupancies.length || untyped || occupancies.includes(adults)) return [1];
  const fewest = Math.ceil(adults / Math.max(...occupancies));
  const most = Math.min(adults, fewest + MORE_ROOMS);
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

type Classes = { byDate: [string, string][]; first: Map<string, string> };

/**
 * Classes already worked out, by what they depend on (the calendar fields, not the rates): walking up to
 * HORIZON nights is the dearest part of pricing a stay card, and search prices every card of a page on every
 * request from freshly read documents, which a cache by object would never see again. Emptied when full.
 */
const classesByCalendar = new Map<string, Classes>();
const CLASSES_KEPT = 2_000;

/** Each price class of the open nights of the validity, with its first night. Shared: never mutate it. */
function classes(doc: StayDoc): Classes {
  const key = JSON.stringify([
    doc.validity,
    doc.blackout,
    doc.seasons.map((s) => [s.from, s.to]),
    doc.charges?.lodging_tax ?? null,
    doc.special_days ?? null,
    doc.marked_days ?? null,
  ]);
  const known = classesByCalendar.get(key);
  if (known) return known;
  const found = walkClasses(doc);
  if (classesByCalendar.size >= CLASSES_KEPT) classesByCalendar.clear();
  classesByCalendar.set(key, found);
  return found;
}

function walkClasses(doc: StayDoc): Classes {
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
  const cached = runsCache.get(doc);
  if (cached?.upTo === upTo) return cached.runs;
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
  const result = runs.map(({ text: _text, ...run }) => run);
  runsCache.set(doc, { upTo, runs: result });
  return result;
}

/** The runs of a document already worked out: the search columns read them twice (price_rates, adult_prices). */
const runsCache = new WeakMap<object, { upTo: number; runs: StayRun[] }>();

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

/** Children per age band key, as a search or a quote names them (`bands`). */
export type BandCounts = Record<string, number>;

/** The band counts that name anyone (a band of 0 is no band), or null when none does. */
export function namedBands(bands: BandCounts | undefined): BandCounts | null {
  const named = Object.entries(bands ?? {}).filter(([, n]) => n > 0);
  return named.length ? Object.fromEntries(named) : null;
}

/**
 * What the caller pays for `adults` adults and `bands` children on the night of `date` under one room count:
 * the quote's total (the partner's under an agreement), less consumption tax when the tariff adds it, as every
 * search card shows it. Null when the quote refuses the group.
 */
function groupNightPrice(
  tariff: { key: string; doc: StayDoc },
  group: { adults: number; bands: BandCounts },
  date: string,
  units: number,
  agreement: PricingAgreement | null,
): number | null {
  const result = quote(
    tariff,
    { date, adults: group.adults, children: 0, units, bands: group.bands },
    agreement,
  );
  if (!result.ok) return null;
  const totals = result.quote.partner ?? result.quote.public;
  return totals.total - (tariff.doc.tax.included ? 0 : totals.tax);
}

/**
 * The search price of a group with children by age band (docs/product-decisions.md §12, Search): the quote for
 * the same group, exactly as a search for adults alone prices them (stayNightPrice) — one room when the sheet has
 * a row for everyone who counts for occupancy, else the cheapest of the room counts roomCounts tries. On `date`
 * that night's price, else the cheapest night's. `agreement` prices what its partner pays (null: the public
 * price). Null when no night and no room count prices the group (a band key the tariff lacks, say).
 */
export function groupSearchPrice(
  tariff: { key: string; doc: StayDoc },
  group: { adults: number; bands: BandCounts },
  date: string | undefined,
  agreement: PricingAgreement | null = null,
): number | null {
  const { doc } = tariff;
  const bands = bandsOf(doc);
  const occupying =
    group.adults +
    Object.entries(group.bands).reduce(
      (sum, [key, n]) => sum + (bands.find((b) => b.key === key)?.counts_for_occupancy ? n : 0),
      0,
    );
  const nights = date ? [date] : [...classes(doc).first.values()];
  let best: number | null = null;
  for (const night of nights)
    for (const units of roomCounts(doc, occupying)) {
      const price = groupNightPrice(tariff, group, night, units, agreement);
      if (price !== null && (best === null || price < best)) best = price;
    }
  return best;
}
