/*
 * The values of the Japanese pricing dimensions (docs/product-decisions.md §12) without their schemas, so the
 * pricing function and the pages that price (search's first load) do not pull the validation library in.
 */

/** The day types every tariff knows; a supplier's named special days (特定日) add their own names. */
export const dayTypes = ['weekday', 'holiday_eve', 'holiday'] as const;
export type DayType = (typeof dayTypes)[number];

/** Cities whose accommodation tax (宿泊税) tables ship with the product; `docs/product-decisions.md §12` names sources. */
export const lodgingTaxCities = ['tokyo', 'osaka', 'kyoto', 'fukuoka'] as const;
export type LodgingTaxCity = (typeof lodgingTaxCities)[number];

export const DIMENSION_LIMITS = {
  occupancy: 20,
  specialDays: 60,
  markedDays: 366,
  ageBands: 8,
  age: 17,
  servicePercent: 30,
  nights: 30,
} as const;

/** A child age band as stored on a tariff (the schema is `ageBand` in tariffs-dimensions.ts). */
export type AgeBand = {
  key: string;
  name: { jp: string; en: string };
  age_min: number;
  age_max: number;
  percent: number | null;
  fixed: number | null;
  counts_for_occupancy: boolean;
};

/** The trade's usual child bands, used when a tariff defines none (each a supplier setting once defined). */
export const DEFAULT_AGE_BANDS: AgeBand[] = [
  {
    key: 'elementary',
    name: { jp: '小学生', en: 'Elementary school' },
    age_min: 6,
    age_max: 12,
    percent: 70,
    fixed: null,
    counts_for_occupancy: true,
  },
  {
    key: 'infant_meal_bed',
    name: { jp: '幼児（食事・布団あり）', en: 'Infant (meals and bedding)' },
    age_min: 3,
    age_max: 5,
    percent: 50,
    fixed: null,
    counts_for_occupancy: true,
  },
  {
    key: 'infant_no_meal',
    name: { jp: '幼児（食事・布団なし）', en: 'Infant (no meals or bedding)' },
    age_min: 3,
    age_max: 5,
    percent: 30,
    fixed: null,
    counts_for_occupancy: false,
  },
  {
    key: 'baby',
    name: { jp: '乳児', en: 'Baby' },
    age_min: 0,
    age_max: 2,
    percent: null,
    fixed: 0,
    counts_for_occupancy: false,
  },
];
