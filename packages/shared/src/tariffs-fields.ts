import { z } from 'zod';
import { text } from './text.ts';

/** DESIGN §6 tariff vocabularies; the web's selects and the server's checks read the same lists. */
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

/** What a rule's text may be filled with (`{{other}}`, `{{min}}` …): plain values, never markup. */
export type RuleParams = Record<string, string | number>;

/**
 * A zod issue that carries a named rule (`overlap`, `pax_order` …) in `params.rule`, so an answer can say which
 * rule failed rather than zod's generic `custom`; the rule's numbers travel beside it in `params`, so the web
 * can say the same in the reader's language (`rules.<rule>` in the web's errors.json).
 */
export function ruleIssue(path: PropertyKey[], rule: string, message: string, params: RuleParams = {}) {
  return { code: 'custom' as const, path, message, params: { ...params, rule }, input: undefined };
}

/** `refine` options naming the rule the same way. */
export const namedRule = (name: string, message: string, params: RuleParams = {}) => ({
  message,
  params: { ...params, rule: name },
});

/** JIS X 0401 prefecture codes, '01' (Hokkaido) to '47' (Okinawa). */
export const isPrefectureCode = (value: string) => /^(0[1-9]|[1-3][0-9]|4[0-7])$/.test(value);
export const prefectureCode = z
  .string()
  .refine(isPrefectureCode, namedRule('prefecture', 'must be a JIS X 0401 prefecture code from 01 to 47'));

/** ISO 4217 codes as the runtime's Intl knows them (Node and every current browser). */
const currencies = new Set(Intl.supportedValuesOf('currency'));
export const currencyCode = z
  .string()
  .refine(
    (value) => currencies.has(value),
    namedRule('iso4217', 'must be an ISO 4217 currency code such as JPY'),
  );

/** A calendar date (YYYY-MM-DD) that exists, within a range a tariff can sensibly name. */
export const isoDate = z.iso
  .date()
  .refine(
    (value) => value >= '2000-01-01' && value <= '2100-12-31',
    namedRule('date_range', 'must lie between 2000-01-01 and 2100-12-31'),
  );

export const minorAmount = z.int().min(0).max(MAX_AMOUNT);

/** A storage hash as the store makes them: CIDv1, raw codec, sha2-256, base32 (DESIGN §7). */
export const storageHash = z
  .string()
  .regex(/^bafkrei[a-z2-7]{52}$/, 'must be a storage hash (CIDv1 raw sha2-256, base32)');

/** Trimmed text under the shared text rule (no NUL, no lone surrogate): what PostgreSQL stores as sent. */
export const plainText = (max: number) => text(max, { trim: true });

/** A text in both locales; either may be empty, since a supplier may write one language first. */
export const bilingual = (max: number) =>
  z.object({ jp: plainText(max).default(''), en: plainText(max).default('') }).strict();

/** Like `bilingual`, but at least one language must be filled in (titles). */
export const bilingualRequired = (max: number) =>
  bilingual(max).refine(
    (value) => value.jp.length > 0 || value.en.length > 0,
    namedRule('required', 'needs a Japanese or an English text'),
  );

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

/** A date range whose end does not come before its start; the failure is reported on `to`. */
export const dateRange = z
  .object({ from: isoDate, to: isoDate })
  .strict()
  .check((ctx) => {
    if (ctx.value.to < ctx.value.from)
      ctx.issues.push(ruleIssue(['to'], 'date_order', 'must not be before from'));
  });

export const tariffKey = z.string().regex(/^tf_[A-Za-z0-9_-]{1,60}$/, 'must be a tariff key (tf_…)');
export const spaceKeyInput = z.string().regex(/^[\w-]{1,60}$/, 'must be a space key');
export const reviewNote = plainText(TARIFF_LIMITS.note).min(1);
