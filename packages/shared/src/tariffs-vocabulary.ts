/**
 * The tariff vocabulary without zod: lists, limits and small helpers that the web's first screen (search) needs
 * too, kept apart from the schemas in tariffs-fields.ts so that screen does not download zod.
 */

/** docs/product-decisions.md §6 tariff vocabularies; the web's selects and the server's checks read the same lists. */
export const tariffCategories = [
  'accommodation',
  'activity',
  'transport',
  'guide',
  'meal',
  'package',
  'other',
] as const;
export const rateUnits = ['per_person', 'per_group', 'per_room', 'per_vehicle'] as const;
export const tariffVisibilities = ['public', 'partners'] as const;
export const tariffStates = ['draft', 'submitted', 'published', 'returned', 'suspended', 'archived'] as const;

export type TariffCategory = (typeof tariffCategories)[number];
export type RateUnit = (typeof rateUnits)[number];
export type TariffState = (typeof tariffStates)[number];

/** Amounts are integers in the currency's minor unit; anything above 10^10 is a typing accident, not a price. */
export const MAX_AMOUNT = 10_000_000_000;

export const TARIFF_LIMITS = {
  title: 200,
  summary: 500,
  description: 10_000,
  listText: 2_000,
  area: 200,
  tag: 40,
  tags: 30,
  seasonName: 60,
  seasons: 24,
  rates: 200,
  cancellation: 20,
  blackout: 366,
  images: 20,
  paxMax: 999,
  note: 1_000,
} as const;

/** JIS X 0401 prefecture codes, '01' (Hokkaido) to '47' (Okinawa). */
export const isPrefectureCode = (value: string) => /^(0[1-9]|[1-3][0-9]|4[0-7])$/.test(value);
export const emptyBilingual = () => ({ jp: '', en: '' });

export type Bilingual = { jp: string; en: string };

/** A bilingual text in the reader's language, else the other one (a supplier may fill one language only). */
export const inLocale = (value: Bilingual, locale: 'jp' | 'en') =>
  value[locale] || value[locale === 'jp' ? 'en' : 'jp'];

/**
 * Rates name their season by text (`繁忙期`), and a season has a name in each language: a rate's season is the
 * season either of whose names is that text. The editor writes the Japanese name, or the English one when there
 * is no Japanese name (`seasonRef`); a CSV or an API client may use either.
 */
export const seasonRef = (season: { name: Bilingual }) => season.name.jp || season.name.en;

export function seasonNamed<S extends { name: Bilingual }>(
  seasons: readonly S[],
  ref: string,
): S | undefined {
  return seasons.find((season) => season.name.jp === ref || season.name.en === ref);
}
