import { z } from 'zod';
import { DIMENSION_LIMITS } from '../tariffs-dimensions.ts';
import { isoDate, namedRule } from '../tariffs-fields.ts';

/*
 * `POST /api/v1/Tariff/{key}/quote`: the price the caller would pay for a group on a date, and
 * why, line by line. The limits refuse absurd numbers before any pricing runs.
 */
export const QUOTE_LIMITS = { people: 10_000, units: 1_000, yearsAhead: 5 } as const;

/** The last date a quote may name: five years from today (UTC), as YYYY-MM-DD. */
export function lastQuotableDate(today: Date = new Date()): string {
  const last = new Date(today);
  last.setUTCFullYear(last.getUTCFullYear() + QUOTE_LIMITS.yearsAhead);
  return last.toISOString().slice(0, 10);
}

export const quoteRequest = z
  .object({
    date: isoDate.refine(
      (date) => date <= lastQuotableDate(),
      namedRule('years_ahead', 'must be at most 5 years ahead', { max: QUOTE_LIMITS.yearsAhead }),
    ),
    adults: z.int().min(1).max(QUOTE_LIMITS.people),
    children: z.int().min(0).max(QUOTE_LIMITS.people).default(0),
    units: z
      .int()
      .min(1)
      .max(QUOTE_LIMITS.units)
      .optional()
      .describe('Rooms, vehicles or groups for rates priced per unit; 1 when absent'),
    nights: z
      .int()
      .min(1)
      .max(DIMENSION_LIMITS.nights)
      .optional()
      .describe(
        'Nights from `date`, each priced by its own day type (docs/product-decisions.md §12); 1 when absent',
      ),
    bands: z
      .record(z.string().regex(/^[a-z][a-z0-9_]{0,31}$/), z.int().min(0).max(QUOTE_LIMITS.people))
      .optional()
      .describe("Children per age band key of the tariff's bands (or the usual bands when it defines none)"),
  })
  .strict();

export type QuoteRequest = z.infer<typeof quoteRequest>;

const text = z.object({ jp: z.string(), en: z.string() });

/** One priced line: who (adults or children) under which rate row, at the public and the caller's unit price. */
export const quoteLineOut = z.object({
  kind: z.enum(['adult', 'child', 'band', 'single_supplement']),
  band: z.string().optional().describe('The age band key of a band line'),
  date: z.string().optional().describe('The night this line prices, on multi-night or day-typed quotes'),
  dayType: z.string().optional().describe('weekday, holiday_eve, holiday or a special day name'),
  occupancy: z.number().nullable().optional().describe('People sharing the room under this rate'),
  rate: z.number().describe('0-based index of the rate row used'),
  unit: z.string(),
  paxMin: z.number(),
  paxMax: z.number(),
  season: z.string().nullable(),
  quantity: z.number().describe('People for per_person rates, else units'),
  unitPrice: z.number().describe('Public price of one, minor units'),
  amount: z.number().describe('unitPrice × quantity'),
});

/** What the agreement takes off one line (a negative amount), and by which term. */
export const quoteAdjustmentOut = z.object({
  kind: z.enum(['discount', 'override_percent', 'override_net']),
  line: z.number().describe('0-based index in lines'),
  percent: z.number().nullable(),
  unitPrice: z.number().describe('The partner price of one, minor units'),
  amount: z.number().describe('Negative: partner amount minus public amount'),
});

/**
 * Charges outside the rate lines (docs/product-decisions.md §12): サービス料 is inside `subtotal` and taxed; 入湯税 and
 * 宿泊税 are outside consumption tax and added after it. Absent on tariffs without charges.
 */
const chargesOut = z.object({
  servicePercent: z.number(),
  service: z.number().describe('サービス料 on the rate lines, rounded down; inside subtotal'),
  bathTax: z.number().describe('入湯税, outside consumption tax'),
  lodgingTax: z.number().describe('宿泊税, outside consumption tax'),
  lodgingTaxCity: z.string().nullable(),
});

const totalsOut = z.object({
  subtotal: z.number(),
  tax: z.number().describe('Tax included in, or added to, the subtotal'),
  charges: chargesOut.optional(),
  total: z.number(),
  formatted: z.string().describe('The total as the currency is written, e.g. ¥12,345'),
});

export const quoteOut = z.object({
  tariff: z.string(),
  currency: z.string(),
  date: z.string(),
  adults: z.number(),
  children: z.number(),
  units: z.number(),
  nights: z.number().optional(),
  bands: z.record(z.string(), z.number()).optional(),
  days: z
    .array(z.object({ date: z.string(), dayType: z.string() }))
    .optional()
    .describe('Each night and its day type'),
  season: z.object({ name: text, from: z.string(), to: z.string() }).nullable(),
  lines: z.array(quoteLineOut),
  taxRule: z.object({ included: z.boolean(), rate: z.number() }),
  public: totalsOut,
  partner: totalsOut
    .extend({
      agreement: z.string(),
      discount: z.number(),
      adjustments: z.array(quoteAdjustmentOut),
      commission: z
        .object({ percent: z.number(), amount: z.number(), net: z.number() })
        .optional()
        .describe('A commission agreement: the client pays the public total; the supplier receives net'),
    })
    .nullable()
    .describe('The price under the agreement in force; null without one'),
  total: z
    .number()
    .describe('What the caller pays: the partner total when there is one, else the public one'),
  cancellation: z.array(
    z.object({
      daysBefore: z.number(),
      feePercent: z.number(),
      from: z.string().describe('The first date this fee applies'),
      fee: z.number().describe('Of the total the caller pays, minor units'),
    }),
  ),
});

export type QuoteOut = z.infer<typeof quoteOut>;

/**
 * An inquiry's figures at the agreed total (`agreedFigures` in tariffs-agreed.ts): the quote's lines, the partner
 * discount, the supplier's change as its own line, and tax and cancellation fees of the agreed total.
 */
export const agreedFiguresOut = z.object({
  lines: z.array(quoteLineOut),
  discount: z.number().nullable().describe('What the agreement in force took off the subtotal (negative)'),
  adjustment: z
    .object({ amount: z.number(), reason: z.string() })
    .nullable()
    .describe("The supplier's change of the subtotal, with why; null when the quote's total stands"),
  subtotal: z.number(),
  tax: z.number().describe('Of the agreed total, per the tariff tax rule, rounded down'),
  total: z.number().describe('What the buyer pays'),
  formatted: z.string(),
  cancellation: quoteOut.shape.cancellation,
});

export type AgreedFigures = z.infer<typeof agreedFiguresOut>;
