import { z } from 'zod';
import { isPrefectureCode, MAX_AMOUNT, TARIFF_LIMITS } from './tariffs-vocabulary.ts';
import { text } from './text.ts';

// The plain values (lists, limits, helpers) live apart, so a screen that only needs them does not load zod.
export * from './tariffs-vocabulary.ts';

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

/** A storage hash as the store makes them: CIDv1, raw codec, sha2-256, base32 (docs/product-decisions.md §7). */
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
