import { z } from 'zod';
import { plainText, spaceKeyInput, tariffKey } from '../tariffs-fields.ts';

/*
 * Reviews (docs/product-decisions.md §6): a buyer space rates a tariff, and through it its supplier.
 *
 *   pending →(admin) published | rejected        published →(admin, or the author's space) hidden
 *   an edit by the author sends any state back to pending
 */
export const reviewStates = ['pending', 'published', 'rejected', 'hidden'] as const;
export type ReviewState = (typeof reviewStates)[number];

/** `PATCH /api/v1/Review/{id}/{state}` names the state it moves to. */
export const reviewTargets = ['published', 'rejected', 'hidden'] as const;
export type ReviewTarget = (typeof reviewTargets)[number];

/** The language a review was written in, shown labelled to its readers. */
export const reviewLanguages = ['jp', 'en'] as const;

export const REVIEW_LIMITS = { title: 120, text: 4_000, reply: 2_000, reason: 1_000 } as const;

export const reviewKey = z.string().regex(/^rv_[A-Za-z0-9_-]{1,60}$/, 'must be a review key (rv_…)');

/** What the author writes; the same rules check the web form and the API. */
export const reviewContent = z
  .object({
    rating: z.int().min(1).max(5).describe('Stars, 1 to 5'),
    title: plainText(REVIEW_LIMITS.title).min(1),
    text: plainText(REVIEW_LIMITS.text).min(1),
    lang: z.enum(reviewLanguages).describe('The language the review is written in'),
  })
  .strict();

/** `POST /api/v1/Review`: the caller's buyer space reviews a tariff. */
export const reviewCreate = reviewContent
  .extend({ tariff: tariffKey, space: spaceKeyInput.describe("The caller's buyer space, the author") })
  .strict();

/** `PATCH /api/v1/Review/{id}/{state}`: a reason, required to reject or hide as an administrator. */
export const reviewTransitionBody = z
  .object({ reason: plainText(REVIEW_LIMITS.reason).min(1).optional() })
  .strict();

/** `POST /api/v1/Review/{id}/reply`: the supplier's one public answer. */
export const reviewReplyBody = z.object({ text: plainText(REVIEW_LIMITS.reply).min(1) }).strict();

/** `GET /api/v1/Review`: reviews of a tariff, of a supplier, written by a space, or in a state. */
export const reviewListQuery = z
  .object({
    tariff: tariffKey.optional(),
    supplier: spaceKeyInput.optional(),
    author: spaceKeyInput.optional(),
    state: z.enum(reviewStates).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

export type ReviewContent = z.infer<typeof reviewContent>;
export type ReviewCreate = z.infer<typeof reviewCreate>;
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

const isoTime = z.string().describe('ISO 8601 time');

export const reviewOut = z.object({
  key: z.string(),
  tariff: z.object({ key: z.string(), title: z.object({ jp: z.string(), en: z.string() }) }),
  supplier: z.string(),
  author: z.object({ space: z.string(), name: z.string() }),
  rating: z.number(),
  title: z.string(),
  text: z.string(),
  lang: z.enum(reviewLanguages),
  state: z.enum(reviewStates),
  reason: z.string().nullable().describe('Why an administrator rejected or hid it (author and admins only)'),
  reply: z.object({ text: z.string(), at: isoTime }).nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  publishedAt: isoTime.nullable(),
  actions: z
    .array(z.string())
    .describe("The moves and edits open to the caller: targets, 'edit', 'reply', 'delete'"),
});
export type ReviewView = z.infer<typeof reviewOut>;

export const reviewPageOut = z.object({ items: z.array(reviewOut), next: z.string().nullable() });
export const reviewQueryPageOut = z.object({
  items: z.array(reviewOut.partial().required({ key: true })),
  next: z.string().nullable(),
});
export const reviewAggregateOut = z.object({
  items: z.array(z.looseObject({ group: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) })),
  next: z.null(),
});
export const reviewDeletedOut = z.object({ key: z.string(), deleted: z.literal(true) });

/** `GET /api/v1/Review/stats/{id}`: published reviews only, of a tariff or of a supplier space. */
export const reviewStatsOut = z.object({
  count: z.number(),
  average: z.number().nullable().describe('Rounded to two decimals; null without reviews'),
  distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
});
export type ReviewStats = z.infer<typeof reviewStatsOut>;

/** `GET /api/v1/Review/eligibility/{tariff}`: may one of the caller's buyer spaces review this tariff. */
export const reviewEligibilityOut = z.object({
  spaces: z.array(z.object({ space: z.string(), review: z.string().nullable() })),
});
