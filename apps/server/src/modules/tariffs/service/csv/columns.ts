import type { TariffDoc } from '@tourtariff/shared';

/**
 * The tariff CSV format: one tariff per row, header row first, UTF-8 (a BOM is written for Excel and accepted
 * on import). Lists live in one cell, entries separated by `|`:
 *
 *   key              empty: a new draft; a key of this space: an edit of that tariff (as PUT)
 *   title_jp … exclusions_en   text in each language (title: at least one language)
 *   category         accommodation | activity | transport | guide | meal | package | other
 *   prefecture       JIS X 0401 code, 01–47 (26 = Kyoto)
 *   area_jp, area_en, currency (ISO 4217, default JPY), visibility (public | partners, default public)
 *   tags_jp, tags_en 温泉|京都 and hot spring|Kyoto: the tags in each language, paired by position
 *   tags             (older files) 温泉|kyoto: each tag the same in both languages
 *   tax_included     true | false (default true); tax_rate: percent (default 10)
 *   valid_from, valid_to   YYYY-MM-DD
 *   blackout         2025-12-31|2026-01-01
 *   seasons          from..to, e.g. 2025-03-20..2025-05-31|2025-06-01..2025-12-31; older files write
 *                    name=from..to (繁忙期=2025-03-20..2025-05-31), a name the same in both languages
 *   season_name_jp, season_name_en   繁忙期|通常期 and Peak|Regular: the seasons' names, by position
 *   rates            season;unit;pax_min-pax_max;adult;child — amounts in minor units (yen), season and child may
 *                    be empty: 繁忙期;per_person;1-4;28000;14000|;per_vehicle;1-45;180000; the season is either
 *                    of its names
 *   cancellation     days_before:fee_percent, e.g. 7:30|1:50|0:100
 *   images           storage hashes, bafkrei…|bafkrei…
 *   special_days, special_day_name_jp, special_day_name_en, marked_days, service_percent, bath_tax,
 *   bath_tax_exempt_under, lodging_tax, age_bands   the pricing dimensions (pricingColumns below); rates then
 *                    take three more parts: …;occupancy;day_type;single_supplement
 *   state, version, pending   written on export for reading; ignored on import
 *
 * Season names and tags therefore cannot contain `|` (nor `;` or `=` in a name a rate uses) in CSV. Cells a spreadsheet would treat as formulas are
 * written with a leading apostrophe, which import removes.
 */
export type Column = {
  name: string;
  /**
   * Where in the tariff document the column's value goes; issues under this path are reported on it. Paths
   * under `_staged` hold parts of a bilingual list (season names, tags) that `assemble` puts together.
   */
  path: string[];
  write: (doc: TariffDoc) => string;
  /** The raw value for the contract to check, or a format error. Empty cells leave the field to its default. */
  read?: (cell: string) => unknown;
  /** A column older files have: imported, no longer exported. */
  legacy?: true;
};

export class CellFormatError extends Error {}

export const list = (cell: string) => cell.split('|').map((entry) => entry.trim());
const numberOrText = (cell: string) => (/^-?\d+(\.\d+)?$/.test(cell.trim()) ? Number(cell) : cell);

const bilingualColumns = (
  field: 'title' | 'summary' | 'description' | 'inclusions' | 'exclusions' | 'area',
) =>
  (['jp', 'en'] as const).map(
    (lang): Column => ({
      name: `${field}_${lang}`,
      path: [field, lang],
      write: (doc) => doc[field][lang],
      read: (cell) => cell,
    }),
  );

function entries<T>(cell: string, format: string, parse: (entry: string) => T | null): T[] {
  return list(cell).map((entry) => {
    const value = parse(entry);
    if (value === null) throw new CellFormatError(`"${entry}" is not ${format}`);
    return value;
  });
}

const SEASON = /^(?:(.+)=)?(\S+)\.\.(\S+)$/;
const RANGE = /^(\S+)\.\.(\S+)$/;

type Rate = TariffDoc['rates'][number];

/** A rate row's entry; the day-type fields (docs/product-decisions.md §12) only when the row has any of them. */
function rateEntry(r: Rate): string {
  const base = [r.season ?? '', r.unit, `${r.pax_min}-${r.pax_max}`, r.adult, r.child ?? ''];
  const dimensions = [r.occupancy, r.day_type, r.single_supplement];
  const more = dimensions.some((value) => value !== undefined && value !== null);
  return [...base, ...(more ? dimensions.map((value) => value ?? '') : [])].join(';');
}

type Band = NonNullable<TariffDoc['age_bands']>[number];

/** An age band as key;name_jp;name_en;age_min-age_max;70% (percent) or 0 (fixed yen);true|false (counts). */
const bandEntry = (b: Band) =>
  [
    b.key,
    b.name.jp,
    b.name.en,
    `${b.age_min}-${b.age_max}`,
    b.percent !== null ? `${b.percent}%` : String(b.fixed ?? ''),
    String(b.counts_for_occupancy),
  ].join(';');

function readBand(entry: string) {
  const parts = entry.split(';').map((p) => p.trim());
  const ages = PAX.exec(parts[3] ?? '');
  if (parts.length !== 6 || !ages) return null;
  const [key, jp, en, , price, counts] = parts as string[];
  const percent = price?.endsWith('%') ? numberOrText(price.slice(0, -1)) : null;
  return {
    key,
    name: { jp, en },
    age_min: Number(ages[1]),
    age_max: Number(ages[2] ?? ages[1]),
    percent,
    fixed: percent === null ? numberOrText(price ?? '') : null,
    counts_for_occupancy: ({ true: true, false: false } as Record<string, boolean>)[counts ?? ''] ?? counts,
  };
}

const charge = <T>(d: TariffDoc, pick: (c: NonNullable<TariffDoc['charges']>) => T) =>
  d.charges ? String(pick(d.charges) ?? '') : '';

/**
 * The pricing dimensions (docs/product-decisions.md §12): special days like seasons (dates, then names by
 * position), marked days, the charges, age bands. Empty cells leave a field absent, as the contract has it.
 */
const pricingColumns: Column[] = [
  {
    name: 'special_days',
    path: ['_staged', 'special_days', 'dates'],
    write: (d) => (d.special_days ?? []).map((s) => `${s.from}..${s.to}`).join('|'),
    read: (cell) =>
      entries(cell, 'YYYY-MM-DD..YYYY-MM-DD', (entry) => {
        const m = RANGE.exec(entry);
        return m ? { from: m[1] as string, to: m[2] as string } : null;
      }),
  },
  ...(['jp', 'en'] as const).map(
    (lang): Column => ({
      name: `special_day_name_${lang}`,
      path: ['_staged', 'special_days', lang],
      write: (d) => (d.special_days ?? []).map((s) => s.name[lang]).join('|'),
      read: list,
    }),
  ),
  { name: 'marked_days', path: ['marked_days'], write: (d) => (d.marked_days ?? []).join('|'), read: list },
  {
    name: 'service_percent',
    path: ['charges', 'service_percent'],
    write: (d) => charge(d, (c) => c.service_percent),
    read: numberOrText,
  },
  {
    name: 'bath_tax',
    path: ['charges', 'bath_tax', 'per_night'],
    write: (d) => charge(d, (c) => c.bath_tax.per_night),
    read: numberOrText,
  },
  {
    name: 'bath_tax_exempt_under',
    path: ['charges', 'bath_tax', 'exempt_under_age'],
    write: (d) => charge(d, (c) => c.bath_tax.exempt_under_age),
    read: numberOrText,
  },
  {
    name: 'lodging_tax',
    path: ['charges', 'lodging_tax'],
    write: (d) => charge(d, (c) => c.lodging_tax),
    read: (c) => c,
  },
  {
    name: 'age_bands',
    path: ['age_bands'],
    write: (d) => (d.age_bands ?? []).map(bandEntry).join('|'),
    read: (cell) => entries(cell, 'key;name_jp;name_en;age_min-age_max;70%|0;true|false', readBand),
  },
];
const PAX = /^(\d+)(?:-(\d+))?$/;

export const columns: Column[] = [
  { name: 'key', path: [], write: () => '' },
  ...bilingualColumns('title'),
  ...bilingualColumns('summary'),
  ...bilingualColumns('description'),
  ...bilingualColumns('inclusions'),
  ...bilingualColumns('exclusions'),
  { name: 'category', path: ['category'], write: (d) => d.category, read: (c) => c },
  { name: 'prefecture', path: ['prefecture'], write: (d) => d.prefecture, read: (c) => c.padStart(2, '0') },
  ...bilingualColumns('area'),
  {
    name: 'tags_jp',
    path: ['_staged', 'tags', 'jp'],
    write: (d) => d.tags.map((t) => t.jp).join('|'),
    read: list,
  },
  {
    name: 'tags_en',
    path: ['_staged', 'tags', 'en'],
    write: (d) => d.tags.map((t) => t.en).join('|'),
    read: list,
  },
  // Files written before tags had two languages: read, never written.
  { name: 'tags', path: ['_staged', 'tags', 'both'], write: () => '', read: list, legacy: true },
  { name: 'currency', path: ['currency'], write: (d) => d.currency, read: (c) => c },
  {
    name: 'tax_included',
    path: ['tax', 'included'],
    write: (d) => String(d.tax.included),
    read: (c) => ({ true: true, false: false })[c.trim().toLowerCase()] ?? c,
  },
  { name: 'tax_rate', path: ['tax', 'rate'], write: (d) => String(d.tax.rate), read: numberOrText },
  { name: 'valid_from', path: ['validity', 'from'], write: (d) => d.validity.from, read: (c) => c },
  { name: 'valid_to', path: ['validity', 'to'], write: (d) => d.validity.to, read: (c) => c },
  { name: 'blackout', path: ['blackout'], write: (d) => d.blackout.join('|'), read: list },
  {
    name: 'seasons',
    path: ['_staged', 'seasons', 'dates'],
    write: (d) => d.seasons.map((s) => `${s.from}..${s.to}`).join('|'),
    read: (cell) =>
      entries(cell, 'YYYY-MM-DD..YYYY-MM-DD', (entry) => {
        const m = SEASON.exec(entry);
        return m ? { name: m[1]?.trim(), from: m[2] as string, to: m[3] as string } : null;
      }),
  },
  ...(['jp', 'en'] as const).map(
    (lang): Column => ({
      name: `season_name_${lang}`,
      path: ['_staged', 'seasons', lang],
      write: (d) => d.seasons.map((s) => s.name[lang]).join('|'),
      read: list,
    }),
  ),
  {
    name: 'rates',
    path: ['rates'],
    write: (d) => d.rates.map(rateEntry).join('|'),
    read: (cell) =>
      entries(
        cell,
        'season;unit;pax_min-pax_max;adult;child[;occupancy;day_type;single_supplement]',
        (entry) => {
          const parts = entry.split(';').map((p) => p.trim());
          const pax = PAX.exec(parts[2] ?? '');
          if ((parts.length !== 5 && parts.length !== 8) || !pax) return null;
          const [season, unit, , adult, child, occupancy, day, single] = parts as string[];
          const optional = (key: string, value: string | undefined, read: (v: string) => unknown) =>
            value === undefined || value === '' ? {} : { [key]: read(value) };
          return {
            season: season === '' ? null : season,
            unit,
            pax_min: Number(pax[1]),
            pax_max: Number(pax[2] ?? pax[1]),
            adult: numberOrText(adult ?? ''),
            child: child === '' ? null : numberOrText(child ?? ''),
            ...optional('occupancy', occupancy, numberOrText),
            ...optional('day_type', day, (v) => v),
            ...optional('single_supplement', single, numberOrText),
          };
        },
      ),
  },
  {
    name: 'cancellation',
    path: ['cancellation'],
    write: (d) => d.cancellation.map((c) => `${c.days_before}:${c.fee_percent}`).join('|'),
    read: (cell) =>
      entries(cell, 'days_before:fee_percent', (entry) => {
        const m = /^(\S+):(\S+)$/.exec(entry);
        return m ? { days_before: numberOrText(m[1] ?? ''), fee_percent: numberOrText(m[2] ?? '') } : null;
      }),
  },
  { name: 'images', path: ['images'], write: (d) => d.images.join('|'), read: list },
  { name: 'visibility', path: ['visibility'], write: (d) => d.visibility, read: (c) => c },
  ...pricingColumns,
];

/** The columns an export writes, in order. */
export const exportColumns = columns.filter((column) => !column.legacy);

/** Export-only columns: what the tariff is now, for the reader. Import accepts and ignores them. */
export const readOnlyColumns = ['state', 'version', 'pending'];
