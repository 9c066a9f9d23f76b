import { z } from 'zod';
import { formatDate } from '../format.ts';
import {
  bilingual,
  dateRange,
  emptyBilingual,
  minorAmount,
  namedRule,
  plainText,
  ruleIssue,
  storageHash,
  TARIFF_LIMITS,
  tariffKey,
} from '../tariffs-fields.ts';
import { feeSchedule } from './bookings-fees.ts';
import { partnerSpaceOut, partnershipKey } from './partners.ts';
import { personShownResponse } from './person.ts';

/*
 * Rate agreements: the terms of a partnership, proposed by the supplier.
 *
 *   draft →(supplier) sent →(buyer) accepted | rejected        draft | sent →(supplier) withdrawn
 *
 * An accepted agreement is in force between its dates. Accepting one supersedes the one accepted before it
 * (state `superseded`, still readable); sending one supersedes any other still waiting for the buyer.
 */
export const agreementStates = ['draft', 'sent', 'accepted', 'rejected', 'withdrawn', 'superseded'] as const;
export type AgreementState = (typeof agreementStates)[number];

export const agreementTargets = ['sent', 'accepted', 'rejected', 'withdrawn'] as const;
export type AgreementTarget = (typeof agreementTargets)[number];

export const AGREEMENT_LIMITS = { overrides: 200, notes: 2_000, paymentDays: 365, note: 1_000 } as const;

export const agreementKey = z.string().regex(/^ag_[A-Za-z0-9_-]{1,60}$/, 'must be an agreement key (ag_…)');

/** A percentage with at most two decimals (12.5 %), so every price stays exact in integer arithmetic. */
export const percent = z
  .number()
  .min(0)
  .max(100)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    namedRule('percent_precision', 'at most two decimals'),
  );

/** A net price for one rate row of the tariff (its 0-based index in `rates`); null child: the agreement's percent. */
export const netRate = z
  .object({
    rate: z
      .int()
      .min(0)
      .max(TARIFF_LIMITS.rates - 1),
    adult: minorAmount,
    child: minorAmount.nullable().default(null),
  })
  .strict();

/**
 * A per-tariff term: a different percent off, net prices per rate row, or a commission of its own (the client pays
 * public prices; docs/product-decisions.md §12).
 */
export const agreementOverride = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent'), tariff: tariffKey, percent }).strict(),
  z.object({ type: z.literal('commission'), tariff: tariffKey, percent }).strict(),
  z
    .object({
      type: z.literal('net'),
      tariff: tariffKey,
      rates: z.array(netRate).min(1).max(TARIFF_LIMITS.rates),
    })
    .strict(),
]);

/** How an agreement pays the partner: a percent off public prices, or a commission on them (§12). */
export const agreementKinds = ['discount', 'commission'] as const;
export type AgreementKind = (typeof agreementKinds)[number];

const terms = {
  kind: z.enum(agreementKinds).default('discount'),
  discount: percent.describe('Percent off public rates for every tariff of the supplier'),
  commission: percent
    .nullable()
    .default(null)
    .describe('A commission agreement: the percent of the public price the partner earns'),
  overrides: z.array(agreementOverride).max(AGREEMENT_LIMITS.overrides).default([]),
  paymentDays: z.int().min(0).max(AGREEMENT_LIMITS.paymentDays).default(30),
  validity: dateRange,
  notes: bilingual(AGREEMENT_LIMITS.notes).default(emptyBilingual),
  pdf: storageHash.nullable().default(null).describe('An attached PDF in storage'),
  feeSchedule: feeSchedule
    .nullable()
    .default(null)
    .describe("The partner's cancellation fees; null: the tariff's own (docs/product-decisions.md §16)"),
};

type Terms = { overrides: { tariff: string; type: string; rates?: { rate: number }[] }[] };

/** One override per tariff, one net price per rate row: a second would leave which one applies to chance. */
function uniqueOverrides(value: Terms, issues: z.core.$ZodRawIssue[]) {
  value.overrides.forEach((o, i) => {
    const first = value.overrides.findIndex((other) => other.tariff === o.tariff);
    if (first !== i)
      issues.push(ruleIssue(['overrides', i, 'tariff'], 'unique', 'repeats a tariff', { other: first + 1 }));
    o.rates?.forEach((r, j) => {
      const firstRow = o.rates?.findIndex((other) => other.rate === r.rate);
      if (firstRow !== j)
        issues.push(
          ruleIssue(['overrides', i, 'rates', j, 'rate'], 'unique', 'repeats a rate row', {
            other: (firstRow ?? 0) + 1,
          }),
        );
    });
  });
}

/** A commission agreement names its percent and takes nothing off; a discount agreement names none. */
function kindTerms(value: { kind: AgreementKind; commission: number | null }, issues: z.core.$ZodRawIssue[]) {
  if (value.kind === 'commission' && value.commission === null)
    issues.push(ruleIssue(['commission'], 'required', 'a commission agreement names its percent', {}));
  if (value.kind === 'discount' && value.commission !== null)
    issues.push(ruleIssue(['commission'], 'kind', 'only a commission agreement has a commission', {}));
}

/** `PUT /api/v1/Agreement/{key}`: the whole terms of a draft. */
export const agreementTerms = z
  .object(terms)
  .strict()
  .check((ctx) => {
    uniqueOverrides(ctx.value, ctx.issues);
    kindTerms(ctx.value, ctx.issues);
  });

/** `POST /api/v1/Agreement`: a draft for an active partnership. */
export const agreementCreate = z
  .object({ partnership: partnershipKey, ...terms })
  .strict()
  .check((ctx) => {
    uniqueOverrides(ctx.value, ctx.issues);
    kindTerms(ctx.value, ctx.issues);
  });

export const agreementTransitionBody = z
  .object({ note: plainText(AGREEMENT_LIMITS.note).optional() })
  .strict();

export const agreementListQuery = z
  .object({
    partnership: partnershipKey.optional(),
    space: z
      .string()
      .regex(/^[\w-]{1,60}$/, 'must be a space key')
      .optional(),
    state: z.enum(agreementStates).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

export type AgreementTerms = z.infer<typeof agreementTerms>;
export type AgreementCreate = z.infer<typeof agreementCreate>;
export type AgreementOverride = z.infer<typeof agreementOverride>;
export type AgreementListQuery = z.infer<typeof agreementListQuery>;

/* Answers. */
const isoTime = z.string().describe('ISO 8601 time');
const person = personShownResponse;
const text = z.object({ jp: z.string(), en: z.string() });

export const agreementOut = z.object({
  key: z.string(),
  partnership: z.string(),
  supplier: partnerSpaceOut,
  buyer: partnerSpaceOut,
  state: z.enum(agreementStates),
  kind: z.enum(agreementKinds),
  discount: z.number(),
  commission: z.number().nullable(),
  overrides: z.array(
    z.object({
      type: z.enum(['percent', 'net', 'commission']),
      tariff: z.string(),
      percent: z.number().optional(),
      rates: z
        .array(z.object({ rate: z.number(), adult: z.number(), child: z.number().nullable() }))
        .optional(),
    }),
  ),
  paymentDays: z.number(),
  validity: z.object({ from: z.string(), to: z.string() }),
  notes: text,
  pdf: z.string().nullable(),
  feeSchedule: feeSchedule.nullable(),
  createdBy: person,
  createdAt: isoTime,
  updatedAt: isoTime,
  sentAt: isoTime.nullable(),
  decidedBy: person.nullable().describe('Who accepted, rejected or withdrew it'),
  decidedAt: isoTime.nullable(),
  note: z.string().nullable().describe('The note given with the decision'),
  supersededBy: z.string().nullable(),
  supersededAt: isoTime.nullable(),
  inForce: z.boolean().describe('Accepted, not superseded, and today lies within its validity'),
  actions: z.array(z.enum(agreementTargets)).describe('States the caller may move it to'),
});

export const agreementPageOut = z.object({ items: z.array(agreementOut), next: z.string().nullable() });

export type Agreement = z.infer<typeof agreementOut>;

/** The calendar day agreements are in force by: Japan's (the marketplace's) date, as YYYY-MM-DD. */
export function agreementDay(now: Date = new Date()): string {
  return formatDate(now);
}
