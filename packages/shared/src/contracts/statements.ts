import { z } from 'zod';
import { roundingMethods, taxClasses } from '../statements-tax.ts';
import { isoDate, plainText, ruleIssue, spaceKeyInput } from '../tariffs-fields.ts';

/*
 * Monthly statements between a supplier space and a partner buyer space (docs/statements.md):
 *
 *   draft →(supplier owner/admin issue) issued →(payments cover it) paid
 *   issued | paid →(supplier owner/admin void, by a credit note) void
 */
export const STATEMENT_LIMITS = {
  lines: 2_000,
  manualPerCall: 50,
  description: 200,
  reason: 500,
  note: 500,
  /** The largest amount a manual line or a payment may name, minor units. */
  amount: 100_000_000_000,
} as const;

export const statementStates = ['draft', 'issued', 'paid', 'void'] as const;
export type StatementState = (typeof statementStates)[number];
export const statementMoves = ['issue', 'pay', 'void', 'rebuild'] as const;
export type StatementMove = (typeof statementMoves)[number];
export const statementLineKinds = [
  'booking',
  'no_show',
  'cancellation_fee',
  'bath_tax',
  'lodging_tax',
  'manual',
  'adjustment',
] as const;
export type StatementLineKind = (typeof statementLineKinds)[number];

/** A month as `YYYY-MM`, 2000–2100. */
export const statementMonth = z.string().regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM');

export const statementKey = z.string().regex(/^st_[A-Za-z0-9_-]{1,60}$/, 'must be a statement key (st_…)');

/** `POST /api/v1/Statement/build`: the drafts of a supplier space for a month (one per partner and currency). */
export const statementBuildBody = z
  .object({ space: spaceKeyInput, month: statementMonth, partner: spaceKeyInput.optional() })
  .strict();

const amount = z.int().min(-STATEMENT_LIMITS.amount).max(STATEMENT_LIMITS.amount);

export const manualLineIn = z
  .object({
    date: isoDate,
    description: plainText(STATEMENT_LIMITS.description).min(1),
    amount: amount.refine((n) => n !== 0, { message: 'must not be zero', params: { rule: 'nonzero' } }),
    taxClass: z.enum(taxClasses).default('standard'),
    reason: plainText(STATEMENT_LIMITS.reason).optional(),
  })
  .strict()
  .check((ctx) => {
    if (!ctx.value.reason)
      ctx.issues.push(ruleIssue(['reason'], 'required', 'a manual line gives its reason'));
  });

/**
 * `POST /api/v1/Statement/{key}/rebuild`: gathers the month's bookings again; the supplier may also set the
 * rounding method, the exchange rate of a statement in another currency, add or remove manual lines and mark
 * lines' tax classes (kept by booking across rebuilds).
 */
export const statementRebuildBody = z
  .object({
    rounding: z.enum(roundingMethods).optional(),
    fxRate: z
      .string()
      .regex(/^\d{1,6}(\.\d{1,4})?$/, 'must be yen per unit with at most four decimals')
      .optional(),
    add: z.array(manualLineIn).max(STATEMENT_LIMITS.manualPerCall).optional(),
    remove: z.array(z.int().min(1).max(STATEMENT_LIMITS.lines)).max(STATEMENT_LIMITS.lines).optional(),
    marks: z
      .array(
        z.object({ line: z.int().min(1).max(STATEMENT_LIMITS.lines), taxClass: z.enum(taxClasses) }).strict(),
      )
      .max(STATEMENT_LIMITS.lines)
      .optional(),
  })
  .strict();

export const statementPayBody = z
  .object({
    amount: z.int().min(1).max(STATEMENT_LIMITS.amount),
    date: isoDate,
    note: plainText(STATEMENT_LIMITS.note).optional(),
  })
  .strict();

/** Voiding issues a credit note for the whole statement: `creditNote: true` says the caller means it. */
export const statementVoidBody = z
  .object({ reason: plainText(STATEMENT_LIMITS.reason).min(1), creditNote: z.boolean().optional() })
  .strict();

export const statementIssueBody = z.object({}).strict();

export type StatementBuildBody = z.infer<typeof statementBuildBody>;
export type StatementRebuildBody = z.infer<typeof statementRebuildBody>;
export type StatementPayBody = z.infer<typeof statementPayBody>;
export type StatementVoidBody = z.infer<typeof statementVoidBody>;
export type ManualLineIn = z.infer<typeof manualLineIn>;

/* ---- answers ---- */

const isoTime = z.string().describe('ISO 8601 time');
const party = z.object({ key: z.string(), name: z.string() });

export const statementLineOut = z.object({
  line: z.number().describe('Position from 1'),
  kind: z.enum(statementLineKinds),
  booking: z.string().nullable(),
  reference: z.string().nullable().describe('TT- reference of the booking'),
  date: z.string(),
  description: z.string(),
  group: z.string(),
  amount: z.number().describe('Minor units, consumption tax included'),
  taxClass: z.enum(taxClasses),
  taxForReference: z.number().describe("The line's own tax, for reference only"),
  reason: z.string().nullable(),
});

export const rateTotalsOut = z.object({
  taxClass: z.enum(['standard', 'reduced']),
  percent: z.number(),
  total: z.number(),
  tax: z.number(),
  net: z.number(),
  yen: z.object({ total: z.number(), tax: z.number() }).nullable(),
});

export const statementTotalsOut = z.object({
  rates: z.array(rateTotalsOut),
  outside: z.number().describe('非課税・不課税 lines'),
  tax: z.number(),
  total: z.number(),
  yen: z.object({ tax: z.number(), total: z.number(), fxRate: z.number() }).nullable(),
});

export const statementPaymentOut = z.object({
  key: z.string(),
  date: z.string(),
  amount: z.number(),
  side: z.enum(['buyer', 'supplier']),
  note: z.string().nullable(),
  by: z.string(),
  at: isoTime,
});

export const creditNoteOut = z.object({
  key: z.string(),
  number: z.string(),
  reason: z.string(),
  amount: z.number().describe('Negative: what is credited, tax included'),
  totals: statementTotalsOut,
  lines: z.array(statementLineOut),
  issuedAt: isoTime,
  pdf: z.string().nullable(),
});

export const statementOut = z.object({
  key: z.string(),
  number: z.string().nullable().describe('INV-{supplier}-{yyyymm}-{seq}, once issued'),
  supplier: party,
  buyer: party,
  month: z.string(),
  currency: z.string(),
  state: z.enum(statementStates),
  rounding: z.enum(roundingMethods),
  fxRate: z.string().nullable().describe('Yen per unit used for the yen tax figures'),
  lines: z.array(statementLineOut),
  totals: statementTotalsOut,
  paid: z.number(),
  open: z.number().describe('Total less payments and credit notes'),
  issuedAt: isoTime.nullable(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
  overdueSince: z.string().nullable(),
  voidReason: z.string().nullable(),
  pdf: z.string().nullable().describe('Content hash of the issued PDF in storage'),
  payments: z.array(statementPaymentOut),
  creditNotes: z.array(creditNoteOut),
  side: z.enum(['buyer', 'supplier']).nullable(),
  actions: z.array(z.enum(statementMoves)),
  version: z.number(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Statement = z.infer<typeof statementOut>;
export type StatementLine = z.infer<typeof statementLineOut>;

export const statementListOut = z.object({ items: z.array(statementOut.omit({ lines: true })) });

export const statementQueryPageOut = z.object({
  items: z.array(statementOut.partial().required({ key: true })),
  next: z.string().nullable(),
});

export const statementAggregateOut = z.object({
  items: z.array(z.looseObject({ group: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) })),
  next: z.null(),
});

export const statementBuildOut = z.object({
  items: z.array(z.object({ key: z.string(), state: z.string() })),
});

/** `GET /api/v1/Statement/settings?space=`: a supplier space's statement settings (docs/statements.md §2). */
export const statementSettingsQuery = z.object({ space: spaceKeyInput }).strict();
/** `PUT /api/v1/Statement/settings`: the rounding method of the supplier's drafts from now on (down by default). */
export const statementSettingsBody = z
  .object({ space: spaceKeyInput, rounding: z.enum(roundingMethods) })
  .strict();
export const statementSettingsOut = z.object({
  space: z.string(),
  rounding: z.enum(roundingMethods),
  drafts: z.number().describe('Drafts of the supplier whose figures were worked out again by the method'),
});
export type StatementSettings = z.infer<typeof statementSettingsOut>;

export const statementJournalQuery = z.object({ space: spaceKeyInput, month: statementMonth }).strict();
