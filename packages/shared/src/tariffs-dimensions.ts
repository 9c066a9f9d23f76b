import { z } from 'zod';
import { DIMENSION_LIMITS, lodgingTaxCities } from './tariffs-dimension-values.ts';
import {
  bilingualRequired,
  isoDate,
  TARIFF_LIMITS as L,
  minorAmount,
  plainText,
  ruleIssue,
} from './tariffs-fields.ts';

export * from './tariffs-dimension-values.ts';

/*
 * How Japanese suppliers price beyond seasons and pax tiers (docs/product-decisions.md §12): rate rows keyed by
 * room occupancy and by day type, named special days, the charges outside consumption tax (サービス料 is inside it;
 * 入湯税 and 宿泊税 are not), and child age bands. Every field here is optional on a tariff: a tariff without them
 * prices exactly as before.
 */

/** A day type a rate row names: one of dayTypes, or the Japanese or English name of a special day. */
export const dayTypeRef = plainText(L.seasonName).min(1);

/** A named special period (特定日: GW, お盆, 年末年始); each night inside it has that day type. */
export const specialDay = z
  .object({ name: bilingualRequired(L.seasonName), from: isoDate, to: isoDate })
  .strict()
  .check((ctx) => {
    if (ctx.value.to < ctx.value.from)
      ctx.issues.push(ruleIssue(['to'], 'date_order', 'must not be before from', { from: ctx.value.from }));
  });

const bandKey = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'must be a band key (a-z, 0-9, _)');

/**
 * A child age band: a percent of the adult rate or a fixed price (exactly one), and whether its members count
 * towards room occupancy (a 幼児 without bed does not).
 */
export const ageBand = z
  .object({
    key: bandKey,
    name: bilingualRequired(L.seasonName),
    age_min: z.int().min(0).max(DIMENSION_LIMITS.age),
    age_max: z.int().min(0).max(DIMENSION_LIMITS.age),
    percent: z.number().min(0).max(100).nullable().default(null),
    fixed: minorAmount.nullable().default(null),
    counts_for_occupancy: z.boolean().default(true),
  })
  .strict()
  .check((ctx) => {
    const band = ctx.value;
    if (band.age_min > band.age_max)
      ctx.issues.push(ruleIssue(['age_min'], 'age_order', 'must not exceed age_max', { max: band.age_max }));
    if ((band.percent === null) === (band.fixed === null))
      ctx.issues.push(ruleIssue(['percent'], 'one_of', 'set exactly one of percent and fixed', {}));
  });

/** Charges priced with the stay: サービス料 (before consumption tax), 入湯税 and 宿泊税 (both outside it). */
export const tariffCharges = z
  .object({
    service_percent: z.number().min(0).max(DIMENSION_LIMITS.servicePercent).default(0),
    bath_tax: z
      .object({
        per_night: minorAmount.default(0),
        exempt_under_age: z
          .int()
          .min(0)
          .max(DIMENSION_LIMITS.age + 1)
          .nullable()
          .default(null),
      })
      .strict()
      .default({ per_night: 0, exempt_under_age: null }),
    lodging_tax: z.enum(lodgingTaxCities).nullable().default(null),
  })
  .strict();

/** The new fields of a rate row (docs/product-decisions.md §12); absent means "any occupancy", "every day". */
export const rateDimensions = {
  occupancy: z.int().min(1).max(DIMENSION_LIMITS.occupancy).nullable().optional(),
  day_type: dayTypeRef.nullable().optional(),
  single_supplement: minorAmount.nullable().optional(),
};

/** The new fields of a tariff (docs/product-decisions.md §12). */
export const tariffDimensions = {
  special_days: z.array(specialDay).max(DIMENSION_LIMITS.specialDays),
  marked_days: z.array(isoDate).max(DIMENSION_LIMITS.markedDays),
  charges: tariffCharges,
  age_bands: z.array(ageBand).max(DIMENSION_LIMITS.ageBands),
};

export type SpecialDay = z.infer<typeof specialDay>;
export type TariffCharges = z.infer<typeof tariffCharges>;
