import { z } from 'zod';
import { DIMENSION_LIMITS, dayTypeRef } from '../tariffs-dimensions.ts';
import { TARIFF_LIMITS as L, MAX_AMOUNT, plainText, tariffKey } from '../tariffs-fields.ts';
import { tariffDocOut, tariffViewOut } from '../tariffs-responses.ts';
import { bulkRoundings } from '../tariffs-sheets.ts';

export * from '../tariffs-sheets.ts';

/*
 * The rate-sheet routes (docs/product-decisions.md §13): copy a tariff to the next year, change many tariffs'
 * rates at once. Both preview by default-off `preview: true` and save otherwise.
 */

/** `POST /api/v1/Tariff/{key}/next-year`: `preview: true` answers the copy and its diff without saving. */
export const tariffNextYear = z.object({ preview: z.boolean().default(false) }).strict();

const movedDate = z.object({
  field: z.string(),
  from: z.string(),
  to: z.string(),
  weekdays: z.tuple([z.number(), z.number()]).describe('0 = Sunday … 6 = Saturday, before and after'),
  dayTypes: z
    .tuple([z.string(), z.string()])
    .describe("The night's day type before and after: weekday, holiday_eve, holiday or a special day's name"),
});

export const tariffNextYearOut = z.object({
  preview: z.boolean(),
  doc: z.object(tariffDocOut),
  changes: z.array(movedDate),
  tariff: tariffViewOut.nullable().describe('The new draft; null in a preview'),
});

/** The most tariffs one bulk change takes (all saved in one transaction, all or nothing). */
export const BULK_TARIFFS = 50;

/** `POST /api/v1/Tariff/bulk-rates`: a percent or yen change of the matching rows of the chosen tariffs. */
export const tariffBulkRates = z
  .object({
    tariffs: z
      .array(tariffKey)
      .min(1)
      .max(BULK_TARIFFS)
      .refine((keys) => new Set(keys).size === keys.length, {
        message: 'repeats a tariff',
        params: { rule: 'unique' },
      }),
    change: z.discriminatedUnion('kind', [
      z
        .object({ kind: z.literal('percent'), value: z.number().min(-100).max(1000).multipleOf(0.01) })
        .strict(),
      z.object({ kind: z.literal('amount'), value: z.int().min(-MAX_AMOUNT).max(MAX_AMOUNT) }).strict(),
    ]),
    rows: z
      .object({
        day_type: dayTypeRef.optional(),
        season: plainText(L.seasonName).min(1).optional(),
        occupancy: z.int().min(1).max(DIMENSION_LIMITS.occupancy).optional(),
      })
      .strict()
      .default({}),
    rounding: z.union(bulkRoundings.map((n) => z.literal(n))).default(1),
    preview: z.boolean().default(false),
  })
  .strict();

const pair = z.tuple([z.number(), z.number()]).describe('before, after');

export const tariffBulkRatesOut = z.object({
  preview: z.boolean(),
  tariffs: z.array(
    z.object({
      key: z.string(),
      title: z.object({ jp: z.string(), en: z.string() }),
      rows: z.array(
        z.object({
          index: z.number(),
          season: z.string().nullable(),
          unit: z.string(),
          pax_min: z.number(),
          pax_max: z.number(),
          occupancy: z.number().nullable(),
          day_type: z.string().nullable(),
          adult: pair,
          child: pair.nullable(),
        }),
      ),
      tariff: tariffViewOut.nullable().describe('The saved tariff; null in a preview'),
    }),
  ),
});

export type TariffBulkRates = z.infer<typeof tariffBulkRates>;
export type TariffBulkRatesOut = z.infer<typeof tariffBulkRatesOut>;
export type TariffNextYearOut = z.infer<typeof tariffNextYearOut>;

/** `POST /api/v1/Tariff/xlsx`: the workbook as base64 (about 4 MB of file at most). */
export const tariffXlsxImport = z
  .object({
    space: z.string().regex(/^[\w-]{1,60}$/, 'must be a space key'),
    xlsx: z
      .string()
      .min(1)
      .max(5_600_000)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
  })
  .strict();
