import { z } from 'zod';
import {
  GUIDE_LIMITS,
  guideLanguages,
  japanDay,
  languageLevels,
  licenceTypes,
  REFERENCE_RATES,
} from '../guides.ts';
import { patchOf } from '../patch.ts';
import {
  isoDate,
  namedRule,
  plainText,
  prefectureCode,
  ruleIssue,
  spaceKeyInput,
  storageHash,
} from '../tariffs-fields.ts';
import { personNameResponse } from './person.ts';

/*
 * Guide profiles: the guide space's licence, languages, regions, specialties, bio, photo, rates
 * and availability, and the directory over them (item 2). The profile belongs to the guide space, addressed by
 * its key: `/api/v1/Guide/{key}/profile`.
 */

export const guideLanguage = z.enum(guideLanguages);
export const languageLevel = z.enum(languageLevels);
export const licenceType = z.enum(licenceTypes);

/** A rate in yen: 0 to ¥1,000,000 (rule `min` / `max` from zod, named in the answer). */
export const guideRate = z.int().min(0).max(GUIDE_LIMITS.maxRate);

export const guideRates = z
  .object({
    fullDay: guideRate.default(REFERENCE_RATES.fullDay),
    halfDay: guideRate.default(REFERENCE_RATES.halfDay),
    overtimeHour: guideRate.default(REFERENCE_RATES.overtimeHour),
  })
  .strict();

export const guideLicence = z
  .object({
    type: licenceType,
    /** The registration number on the licence card. */
    number: plainText(GUIDE_LIMITS.licenceNumber).default(''),
    /** The prefecture the licence is registered with. */
    prefecture: z.union([z.literal(''), prefectureCode]).default(''),
    /** 地域通訳案内士 only: the region the licence covers (京都市, 北海道 …). */
    region: plainText(GUIDE_LIMITS.region).default(''),
  })
  .strict()
  .check((ctx) => {
    const licence = ctx.value;
    if (licence.type === 'regional' && !licence.region)
      ctx.issues.push(ruleIssue(['region'], 'required', 'a regional licence names its region'));
    if (licence.type !== 'none' && !licence.number)
      ctx.issues.push(ruleIssue(['number'], 'required', 'a licence has its registration number'));
  });

/** A date that is not after today in Japan (training dates). */
export const pastOrToday = isoDate.refine(
  (value) => value <= japanDay(),
  namedRule('future_date', 'must not be in the future'),
);

/** A list check: no two items share `key` (rule `duplicate` on the second). */
const unique =
  <T>(key: (item: T) => string, what: string) =>
  (ctx: { value: T[]; issues: unknown[] }) => {
    const seen = new Set<string>();
    for (const [index, item] of ctx.value.entries()) {
      const value = key(item);
      if (seen.has(value)) ctx.issues.push(ruleIssue([index], 'duplicate', `lists ${what} twice`, { value }));
      seen.add(value);
    }
  };

export const guideLanguageEntry = z.object({ code: guideLanguage, level: languageLevel }).strict();

export const guideSpecialty = z
  .object({
    jp: plainText(GUIDE_LIMITS.specialty).default(''),
    en: plainText(GUIDE_LIMITS.specialty).default(''),
  })
  .strict()
  .refine((tag) => tag.jp.length > 0 || tag.en.length > 0, namedRule('required', 'needs a jp or an en text'));

/** The whole profile as `PUT` writes it (and `PATCH` merges it): every field checked on its own. */
export const guideProfileFields = z
  .object({
    licence: guideLicence,
    /** Last mandatory training (研修), at most today; a warning shows when it is over 5 years ago. */
    lastTraining: pastOrToday.nullable(),
    languages: z
      .array(guideLanguageEntry)
      .min(1)
      .max(GUIDE_LIMITS.languages)
      .check(unique((entry: { code: string }) => entry.code, 'a language')),
    regions: z
      .array(prefectureCode)
      .min(1)
      .max(GUIDE_LIMITS.regions)
      .check(unique((code: string) => code, 'a prefecture')),
    specialties: z.array(guideSpecialty).max(GUIDE_LIMITS.specialties).default([]),
    bio: z
      .object({ jp: plainText(GUIDE_LIMITS.bio).default(''), en: plainText(GUIDE_LIMITS.bio).default('') })
      .strict()
      .default({ jp: '', en: '' }),
    /** A storage hash from `POST /api/ipfs`, or '' for none. */
    photo: z.union([z.literal(''), storageHash]).default(''),
    /** The name's reading in kana, shown as ruby on jp pages. */
    furigana: plainText(100).default(''),
    rates: guideRates.default(REFERENCE_RATES),
  })
  .strict();

/** `PUT /api/v1/Guide/{key}/profile` (creates or replaces). */
export const guideProfilePut = guideProfileFields;
/** `PATCH /api/v1/Guide/{key}/profile`: the fields it sets, each replaced whole; the result must be complete. */
export const guideProfilePatch = patchOf(guideProfileFields);

export type GuideProfileInput = z.infer<typeof guideProfileFields>;
export type GuideProfilePatch = z.infer<typeof guideProfilePatch>;

const isoTime = z.string().describe('ISO 8601 time');
const bilingualOut = z.object({ jp: z.string(), en: z.string() });

/** The profile as answered: what was written, plus the space's name and what the server derives. */
export const guideProfileOut = z.object({
  space: z.string(),
  name: z.string().describe("The guide space's name"),
  person: personNameResponse.describe('The name with its furigana'),
  licence: z.object({
    type: licenceType,
    number: z.string(),
    prefecture: z.string(),
    region: z.string(),
  }),
  lastTraining: z.string().nullable(),
  trainingOverdue: z.boolean().describe('The last training was more than 5 years ago (or never given)'),
  languages: z.array(z.object({ code: guideLanguage, level: languageLevel })),
  regions: z.array(z.string()),
  specialties: z.array(bilingualOut),
  bio: bilingualOut,
  photo: z.string(),
  rates: z.object({ fullDay: z.number(), halfDay: z.number(), overtimeHour: z.number() }),
  /** Verified licence badge: a hook for credentials (docs/product-decisions.md §7); null until they exist. */
  verified: z.boolean().nullable(),
  rating: z.number().nullable().describe('No guide ratings exist yet: always null'),
  completedJobs: z.number(),
  updatedAt: isoTime,
  actions: z.array(z.string()).describe("'edit', 'delete' when the caller may"),
});
export type GuideProfileView = z.infer<typeof guideProfileOut>;

export const guideDeletedOut = z.object({ space: z.string(), deleted: z.literal(true) });

/* Availability: days a guide marked unavailable, and days their assigned jobs hold. */

export const dayStatuses = ['unavailable', 'assigned'] as const;
export type DayStatus = (typeof dayStatuses)[number];

/** `GET /api/v1/Guide/{key}/availability?from&to` (at most 366 days; default: today and the next 90). */
export const availabilityQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .strict()
  .check((ctx) => {
    const { from, to } = ctx.value;
    if (from && to && to < from) ctx.issues.push(ruleIssue(['to'], 'date_order', 'must not be before from'));
  });

/**
 * `PUT /api/v1/Guide/{key}/availability`: within `from`–`to`, exactly the days of `unavailable` are marked
 * unavailable (other marks in the window are cleared). Days of assigned jobs stay blocked whatever it says.
 */
export const availabilityPut = z
  .object({
    from: isoDate,
    to: isoDate,
    unavailable: z.array(isoDate).max(GUIDE_LIMITS.availabilityDays),
  })
  .strict()
  .check((ctx) => {
    const { from, to, unavailable } = ctx.value;
    if (to < from) ctx.issues.push(ruleIssue(['to'], 'date_order', 'must not be before from'));
    for (const [index, day] of unavailable.entries())
      if (day < from || day > to)
        ctx.issues.push(ruleIssue(['unavailable', index], 'outside_range', 'must lie between from and to'));
  });

export const availabilityOut = z.object({
  space: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      status: z.enum(dayStatuses),
      job: z.string().nullable().describe('The assigned job holding the day (members of either side only)'),
    }),
  ),
});
export type AvailabilityView = z.infer<typeof availabilityOut>;

/* The directory. */

export const guideSorts = ['relevance', 'rate', 'rating'] as const;
export type GuideSort = (typeof guideSorts)[number];

/** `POST /api/v1/Guide/search`: every filter optional; a date range means available on all its days. */
export const guideSearchBody = z
  .object({
    text: plainText(100).default(''),
    languages: z.array(guideLanguage).max(GUIDE_LIMITS.languages).default([]),
    prefecture: prefectureCode.optional(),
    licence: z.array(licenceType).max(3).default([]),
    specialty: plainText(GUIDE_LIMITS.specialty).optional(),
    /** One day, or from/to for all days of a range (at most 31 days). */
    date: isoDate.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    maxRate: guideRate.optional().describe('Full-day rate ceiling in yen'),
    /** Only guides holding a valid licensed-guide credential. */
    verified: z.boolean().nullable().optional(),
    sort: z.enum(guideSorts).default('relevance'),
    limit: z.int().min(1).max(100).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict()
  .check((ctx) => {
    const { from, to } = ctx.value;
    if ((from === undefined) !== (to === undefined))
      ctx.issues.push(ruleIssue([from ? 'to' : 'from'], 'required', 'from and to come together'));
    if (from && to && to < from) ctx.issues.push(ruleIssue(['to'], 'date_order', 'must not be before from'));
  });
export type GuideSearchBody = z.input<typeof guideSearchBody>;

/** A guide card of the directory. */
export const guideCardOut = z.object({
  space: z.string(),
  name: z.string(),
  person: personNameResponse,
  photo: z.string(),
  languages: z.array(z.object({ code: guideLanguage, level: languageLevel })),
  regions: z.array(z.string()),
  specialties: z.array(bilingualOut),
  licence: licenceType,
  rates: z.object({ fullDay: z.number(), halfDay: z.number(), overtimeHour: z.number() }),
  verified: z.boolean().nullable(),
  rating: z.number().nullable(),
});
export type GuideCard = z.infer<typeof guideCardOut>;

export const guideSearchOut = z.object({ items: z.array(guideCardOut), next: z.string().nullable() });

/** `…/query`: card fields only (the whitelist), so no filter probes a private one. */
export const guideQueryOut = z.object({
  items: z.array(guideCardOut.partial().required({ space: true })),
  next: z.string().nullable(),
});

/** `POST /api/guide/aggregate`: groups by `language`, `prefecture` or `licence`. */
export const guideAggregateOut = z.object({
  items: z.array(z.looseObject({ group: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) })),
  next: z.null(),
});

export const guideKeyParams = z.object({ key: spaceKeyInput });
