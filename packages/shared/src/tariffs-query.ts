import { z } from 'zod';
import { DIMENSION_LIMITS } from './tariffs-dimension-values.ts';
import {
  isoDate,
  minorAmount,
  namedRule,
  plainText,
  prefectureCode,
  reviewNote,
  spaceKeyInput,
  TARIFF_LIMITS,
  tariffCategories,
} from './tariffs-fields.ts';
import { DEFAULT_PRICED_ADULTS } from './tariffs-pricing.ts';

/**
 * Children per age band key, as the quote takes them (`bands`, docs/product-decisions.md §12): the tariff's own
 * keys, or the usual bands' (elementary, infant_meal_bed, infant_no_meal, baby) when it defines none. A search
 * caps each count like its adults and takes at most as many bands as a tariff may define.
 */
export const searchBandCounts = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'must be a band key (a-z, 0-9, _)'),
    z.int().min(0).max(TARIFF_LIMITS.paxMax),
  )
  .refine((bands) => Object.keys(bands).length <= DIMENSION_LIMITS.ageBands, {
    ...namedRule('max_bands', `at most ${DIMENSION_LIMITS.ageBands} bands`, {
      max: DIMENSION_LIMITS.ageBands,
    }),
  });

/**
 * docs/product-decisions.md §6/§11 query language. The shapes are checked here; which fields and operators exist is the server's
 * whitelist, so an unknown one is answered with a 400 naming it (`body.filter.foo`, rule `unknown_field`).
 */
const fieldName = z.string().min(1).max(60);
const filter = z.record(fieldName, z.unknown()).refine((value) => Object.keys(value).length <= 20, {
  message: 'at most 20 conditions',
});

export const queryBody = z
  .object({
    filter: filter.default({}),
    sort: z
      .array(z.object({ field: fieldName, order: z.enum(['asc', 'desc']).default('asc') }).strict())
      .max(3)
      .default([]),
    limit: z.int().min(1).max(100).default(20),
    cursor: z.string().max(1000).optional(),
    fields: z.array(fieldName).min(1).max(40).optional(),
  })
  .strict();

export const aggregateMetric = z
  .object({ op: z.enum(['count', 'sum', 'avg', 'min', 'max']), field: fieldName.optional() })
  .strict()
  .refine((m) => (m.op === 'count') === (m.field === undefined), {
    ...namedRule('metric_field', 'count takes no field; sum, avg, min and max need one'),
    path: ['field'],
  });

export const aggregateBody = z
  .object({
    filter: filter.default({}),
    groupBy: z.array(fieldName).max(2).default([]),
    metrics: z
      .array(aggregateMetric)
      .min(1)
      .max(10)
      .default([{ op: 'count' }]),
    limit: z.int().min(1).max(100).default(100),
  })
  .strict();

/** Buyer search: published tariffs only, whatever the filters say. */
export const tariffSearchBody = z
  .object({
    q: plainText(100).default(''),
    category: z.enum(tariffCategories).optional(),
    prefecture: prefectureCode.optional(),
    adults: z.int().min(1).max(TARIFF_LIMITS.paxMax).default(DEFAULT_PRICED_ADULTS),
    bands: searchBandCounts
      .optional()
      .describe('Children per age band key; the price is then the quote for adults and children together'),
    price: z
      .object({ min: minorAmount.optional(), max: minorAmount.optional() })
      .strict()
      .refine((p) => p.min === undefined || p.max === undefined || p.min <= p.max, {
        ...namedRule('range_order', 'min must not exceed max'),
        path: ['max'],
      })
      .optional(),
    date: isoDate.optional(),
    sort: z.enum(['relevance', 'newest', 'price', 'rating']).default('relevance'),
    limit: z.int().min(1).max(100).default(20),
    cursor: z.string().max(100).optional(),
  })
  .strict();

/** `PATCH /api/tariff/{id}/{state}`: a note is required to return a tariff, optional otherwise. */
export const tariffTransitionBody = z.object({ note: reviewNote.optional() }).strict();

/** CSV import: the file's text (the web reads it with FileReader); see the server's csv module for columns. */
export const tariffCsvImport = z
  .object({ space: spaceKeyInput, csv: z.string().min(1).max(3_000_000) })
  .strict();

export const tariffListQuery = z
  .object({
    space: spaceKeyInput.optional(),
    state: z.enum(['draft', 'submitted', 'published', 'returned', 'suspended', 'archived']).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(1000).optional(),
  })
  .strict();

export type QueryBody = z.infer<typeof queryBody>;
export type AggregateBody = z.infer<typeof aggregateBody>;
export type SearchBody = z.infer<typeof tariffSearchBody>;
export type TariffListQuery = z.infer<typeof tariffListQuery>;
