import { z } from 'zod';
import { dayTypes, rateDimensions, tariffDimensions } from '../tariffs-dimensions.ts';
import {
  bilingual,
  bilingualRequired,
  currencyCode,
  dateRange,
  emptyBilingual,
  isoDate,
  TARIFF_LIMITS as L,
  minorAmount,
  plainText,
  prefectureCode,
  rateUnits,
  ruleIssue,
  seasonNamed,
  seasonRef,
  spaceKeyInput,
  storageHash,
  tariffCategories,
  tariffVisibilities,
} from '../tariffs-fields.ts';
import { bookingSettings } from './bookings-fees.ts';

export * from '../lodging-tax.ts';
export * from '../price-unit.ts';
export * from '../tariffs-agreed.ts';
export * from '../tariffs-diff.ts';
export * from '../tariffs-dimensions.ts';
export * from '../tariffs-events.ts';
export * from '../tariffs-fields.ts';
export * from '../tariffs-prefectures.ts';
export * from '../tariffs-price-bands.ts';
export * from '../tariffs-pricing.ts';
export * from '../tariffs-query.ts';
export * from '../tariffs-quote.ts';
export * from '../tariffs-responses.ts';
export * from '../tariffs-states.ts';
export * from '../tariffs-stay.ts';
export * from '../tariffs-stay-prices.ts';

/** A season is named in both languages like every tariff text; one of them may be empty. */
export const tariffSeason = z
  .object({ name: bilingualRequired(L.seasonName), from: isoDate, to: isoDate })
  .strict()
  .check((ctx) => {
    if (ctx.value.to < ctx.value.from)
      ctx.issues.push(ruleIssue(['to'], 'date_order', 'must not be before from', { from: ctx.value.from }));
  });

/** A tag in both languages (`{jp: '温泉', en: 'hot spring'}`); one of them may be empty. */
export const tariffTag = bilingualRequired(L.tag);

/**
 * One rate row: a price per unit for a pax tier, in a season (null: the whole validity). The season is named by
 * either of its names (`seasonNamed`); the editor writes `seasonRef`, the Japanese one when there is one.
 */
export const tariffRate = z
  .object({
    season: plainText(L.seasonName).min(1).nullable().default(null),
    unit: z.enum(rateUnits),
    pax_min: z.int().min(1).max(L.paxMax),
    pax_max: z.int().min(1).max(L.paxMax),
    adult: minorAmount,
    child: minorAmount.nullable().default(null),
    ...rateDimensions,
  })
  .strict()
  .check((ctx) => {
    if (ctx.value.pax_min > ctx.value.pax_max)
      ctx.issues.push(
        ruleIssue(['pax_min'], 'pax_order', 'must not exceed pax_max', { max: ctx.value.pax_max }),
      );
  });

export const tariffCancellation = z
  .object({ days_before: z.int().min(0).max(365), fee_percent: z.number().min(0).max(100) })
  .strict();

/**
 * Each field's own rules, without defaults: the PATCH contract is these fields, all optional, so a missing
 * field stays missing instead of being reset to its default.
 */
const fields = {
  title: bilingualRequired(L.title),
  summary: bilingual(L.summary),
  description: bilingual(L.description),
  inclusions: bilingual(L.listText),
  exclusions: bilingual(L.listText),
  category: z.enum(tariffCategories),
  prefecture: prefectureCode,
  area: bilingual(L.area),
  tags: z.array(tariffTag).max(L.tags),
  currency: currencyCode,
  tax: z
    .object({ included: z.boolean().default(true), rate: z.number().min(0).max(100).default(10) })
    .strict(),
  validity: dateRange,
  blackout: z.array(isoDate).max(L.blackout),
  seasons: z.array(tariffSeason).max(L.seasons),
  rates: z.array(tariffRate).max(L.rates),
  cancellation: z.array(tariffCancellation).max(L.cancellation),
  images: z.array(storageHash).max(L.images),
  visibility: z.enum(tariffVisibilities),
  ...tariffDimensions,
  booking: bookingSettings,
};

const withDefaults = {
  ...fields,
  summary: fields.summary.default(emptyBilingual),
  description: fields.description.default(emptyBilingual),
  inclusions: fields.inclusions.default(emptyBilingual),
  exclusions: fields.exclusions.default(emptyBilingual),
  area: fields.area.default(emptyBilingual),
  tags: fields.tags.default([]),
  currency: fields.currency.default('JPY'),
  tax: fields.tax.default({ included: true, rate: 10 }),
  blackout: fields.blackout.default([]),
  seasons: fields.seasons.default([]),
  rates: fields.rates.default([]),
  cancellation: fields.cancellation.default([]),
  images: fields.images.default([]),
  visibility: fields.visibility.default('public'),
  // Absent stays absent (docs/product-decisions.md §12): a tariff without them prices as before.
  special_days: fields.special_days.optional(),
  marked_days: fields.marked_days.optional(),
  charges: fields.charges.optional(),
  age_bands: fields.age_bands.optional(),
  // Hold time, cut-off and fee schedule (docs/product-decisions.md §16); absent, the tariff is as before.
  booking: fields.booking.optional(),
};

type Doc = z.infer<z.ZodObject<typeof withDefaults>>;

/** The texts of a season, for comparing names across seasons whatever the language. */
const namesOf = (season: { name: { jp: string; en: string } }) =>
  [season.name.jp, season.name.en].filter((name) => name !== '');

/**
 * Rules across fields; they run once every field is valid on its own (zod skips them otherwise). Each names its
 * rule and, in `params`, the row it collides with (1-based, as the editor numbers rows) or the bound it broke.
 */
function crossChecks(doc: Doc, issues: z.core.$ZodRawIssue[]) {
  const { validity } = doc;
  const bounds = { from: validity.from, to: validity.to };
  const outside = (date: string) => date < validity.from || date > validity.to;
  doc.seasons.forEach((s, i) => {
    if (outside(s.from) || outside(s.to))
      issues.push(
        ruleIssue(['seasons', i, 'from'], 'within_validity', 'must lie within the validity', bounds),
      );
    doc.seasons.slice(0, i).forEach((earlier, j) => {
      // A rate names its season by either name, so no name may belong to two seasons, in any language.
      const taken = namesOf(s).find((name) => namesOf(earlier).includes(name));
      if (taken !== undefined)
        issues.push(
          ruleIssue(['seasons', i, 'name'], 'unique', `repeats the name of season ${j + 1}`, {
            other: j + 1,
            name: taken,
          }),
        );
      if (s.from <= earlier.to && earlier.from <= s.to)
        issues.push(
          ruleIssue(['seasons', i, 'from'], 'overlap', `overlaps season ${j + 1} (${seasonRef(earlier)})`, {
            other: j + 1,
            name: seasonRef(earlier),
            from: earlier.from,
            to: earlier.to,
          }),
        );
    });
  });
  const specials = doc.special_days ?? [];
  // A rate's day type is a fixed type or a special day named in either language (docs/product-decisions.md §12).
  const dayOf = (rate: { day_type?: string | null | undefined }) => {
    const ref = rate.day_type ?? null;
    if (ref === null || (dayTypes as readonly string[]).includes(ref)) return ref;
    const special = seasonNamed(specials, ref);
    return special ? seasonRef(special) : ref;
  };
  specials.forEach((s, i) => {
    if (outside(s.from) || outside(s.to))
      issues.push(
        ruleIssue(['special_days', i, 'from'], 'within_validity', 'must lie within the validity', bounds),
      );
    specials.slice(0, i).forEach((earlier, j) => {
      const taken = namesOf(s).find((name) => namesOf(earlier).includes(name));
      if (taken !== undefined)
        issues.push(
          ruleIssue(['special_days', i, 'name'], 'unique', `repeats the name of special day ${j + 1}`, {
            other: j + 1,
            name: taken,
          }),
        );
    });
    const reserved = namesOf(s).find((name) => (dayTypes as readonly string[]).includes(name));
    if (reserved !== undefined)
      issues.push(
        ruleIssue(['special_days', i, 'name'], 'reserved', 'is a fixed day type', { name: reserved }),
      );
  });
  (doc.marked_days ?? []).forEach((date, i, all) => {
    const first = all.indexOf(date);
    if (first !== i)
      issues.push(
        ruleIssue(['marked_days', i], 'unique', 'repeats a date', { other: first + 1, name: date }),
      );
  });
  (doc.age_bands ?? []).forEach((band, i, all) => {
    const first = all.findIndex((other) => other.key === band.key);
    if (first !== i)
      issues.push(
        ruleIssue(['age_bands', i, 'key'], 'unique', 'repeats a band key', {
          other: first + 1,
          name: band.key,
        }),
      );
  });
  doc.rates.forEach((r, i) => {
    const day = r.day_type ?? null;
    if (day !== null && !(dayTypes as readonly string[]).includes(day) && !seasonNamed(specials, day))
      issues.push(
        ruleIssue(['rates', i, 'day_type'], 'day_type_unknown', 'must be a day type or a special day', {
          name: day,
        }),
      );
    if (r.season !== null && !seasonNamed(doc.seasons, r.season))
      issues.push(
        ruleIssue(['rates', i, 'season'], 'season_unknown', 'must name one of the seasons', {
          name: r.season,
        }),
      );
    doc.rates.slice(0, i).forEach((earlier, j) => {
      const season = (rate: typeof r) =>
        rate.season === null ? null : (seasonNamed(doc.seasons, rate.season) ?? rate.season);
      const same =
        season(earlier) === season(r) &&
        earlier.unit === r.unit &&
        (earlier.occupancy ?? null) === (r.occupancy ?? null) &&
        dayOf(earlier) === dayOf(r);
      if (same && r.pax_min <= earlier.pax_max && earlier.pax_min <= r.pax_max)
        issues.push(
          ruleIssue(['rates', i, 'pax_min'], 'overlap', `pax tier overlaps rate ${j + 1}`, {
            other: j + 1,
            min: earlier.pax_min,
            max: earlier.pax_max,
          }),
        );
    });
  });
  doc.blackout.forEach((date, i) => {
    if (outside(date))
      issues.push(ruleIssue(['blackout', i], 'within_validity', 'must lie within the validity', bounds));
    const first = doc.blackout.indexOf(date);
    if (first !== i)
      issues.push(ruleIssue(['blackout', i], 'unique', 'repeats a date', { other: first + 1, name: date }));
  });
  doc.cancellation.forEach((row, i) => {
    const first = doc.cancellation.findIndex((other) => other.days_before === row.days_before);
    if (first !== i)
      issues.push(
        ruleIssue(['cancellation', i, 'days_before'], 'unique', 'repeats a days_before', {
          other: first + 1,
          name: row.days_before,
        }),
      );
  });
}

/** A whole tariff (docs/product-decisions.md §6) as a supplier writes it: the PUT body, and what the server stores. */
export const tariffDoc = z
  .object(withDefaults)
  .strict()
  .check((ctx) => crossChecks(ctx.value, ctx.issues));

/** POST /api/v1/Tariff: a tariff plus the supplier space that owns it. */
export const tariffCreate = z
  .object({ space: spaceKeyInput, ...withDefaults })
  .strict()
  .check((ctx) => crossChecks(ctx.value, ctx.issues));

/** PATCH /api/v1/Tariff/{key}: any subset of the fields; the merged tariff is then checked as a whole. */
export const tariffPatch = z.object(fields).partial().strict();

/** `PATCH /api/tariff/admin/{id}`: an administrator's correction, with a note for the audit trail. */
export const tariffCorrection = z
  .object({
    changes: tariffPatch.refine((c) => Object.keys(c).length > 0, {
      message: 'names at least one field',
      params: { rule: 'required' },
    }),
    note: plainText(L.note).optional(),
  })
  .strict();

export type TariffDoc = z.infer<typeof tariffDoc>;
export type TariffCreate = z.infer<typeof tariffCreate>;
export type TariffPatch = z.infer<typeof tariffPatch>;
export type Rate = z.infer<typeof tariffRate>;
export type Season = z.infer<typeof tariffSeason>;
export type Tag = z.infer<typeof tariffTag>;

/** The fields a tariff document has, in the order forms and CSV columns show them. */
export const tariffDocFields = Object.keys(fields) as (keyof TariffDoc)[];
