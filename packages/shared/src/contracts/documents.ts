import { z } from 'zod';
import { dateRange, isoDate, namedRule, plainText, spaceKeyInput, tariffKey } from '../tariffs-fields.ts';
import { tariffSearchBody } from '../tariffs-query.ts';
import { quoteLineOut } from './quote.ts';

/*
 * Document stores (docs/product.md §7 /doc/*, docs/product-decisions.md §6): named JSON collections per space. Every
 * collection declares its document here, so the server refuses what does not fit (naming the field) and the
 * web builds its forms on the same rules. There are no free-form blobs: a collection not listed is a 404.
 */

/** A percent with at most two decimals, 0–100 (a proposal's markup). */
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.round(v * 100) === v * 100, namedRule('percent_precision', 'at most two decimals'));

/** A tariff the buyer keeps (the heart on a card or the detail page): one per tariff per space. */
export const favouriteDoc = z.object({ tariff: tariffKey }).strict();

/** The search a buyer saved: the search body's text, filters and sort (one schema, so a new sort is savable), a name, and whether to be told. */
export const savedSearchDoc = tariffSearchBody
  .omit({ limit: true, cursor: true })
  .extend({ name: plainText(100).min(1), notify: z.boolean().default(false) })
  .strict();

/** A private note on a tariff or on a partner's space, read by the space's members only. */
export const noteDoc = z
  .object({
    subject: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('tariff'), key: tariffKey }).strict(),
      z.object({ kind: z.literal('space'), key: spaceKeyInput }).strict(),
    ]),
    text: plainText(4000).min(1),
  })
  .strict();

export const PROPOSAL_LIMITS = { items: 30, people: 500 } as const;

/** A shortlist for a client: who, when, how many, an introduction, and the chosen tariffs in order. */
export const proposalDoc = z
  .object({
    title: plainText(200).min(1),
    client: plainText(200).default(''),
    dates: dateRange,
    group: z
      .object({
        adults: z.int().min(1).max(PROPOSAL_LIMITS.people),
        children: z.int().min(0).max(PROPOSAL_LIMITS.people).default(0),
      })
      .strict(),
    intro: plainText(4000).default(''),
    items: z
      .array(z.object({ tariff: tariffKey, date: isoDate.optional() }).strict())
      .max(PROPOSAL_LIMITS.items)
      .default([])
      .refine(
        (items) => new Set(items.map((i) => i.tariff)).size === items.length,
        namedRule('unique', 'each tariff at most once'),
      ),
    markup: percent.default(0).describe('Percent added to public prices on the client link; 0 shows them'),
  })
  .strict();

export const documentSchemas = {
  favourites: favouriteDoc,
  searches: savedSearchDoc,
  notes: noteDoc,
  proposals: proposalDoc,
} as const;

export type Collection = keyof typeof documentSchemas;
export const collections = Object.keys(documentSchemas) as Collection[];
export type FavouriteDoc = z.output<typeof favouriteDoc>;
export type SavedSearchDoc = z.output<typeof savedSearchDoc>;
export type NoteDoc = z.output<typeof noteDoc>;
export type ProposalDoc = z.output<typeof proposalDoc>;

export const documentId = z.string().regex(/^dc_[A-Za-z0-9_-]{1,60}$/, 'must be a document id (dc_…)');
export const aclPermission = z.enum(['read', 'write']);

/** `?space=` names the space whose store is meant; without it, the space the caller acts as. */
export const documentListQuery = z
  .object({
    space: spaceKeyInput.optional(),
    ref: z
      .string()
      .regex(/^[\w-]{1,80}$/, 'must be a key')
      .optional()
      .describe('Only documents about this tariff or space'),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    cursor: z.string().max(100).optional(),
  })
  .strict();
export const documentSpaceQuery = documentListQuery.pick({ space: true });

export const aclPutBody = z
  .object({ acl: z.object({ space: spaceKeyInput, permission: aclPermission }).strict() })
  .strict();
export const aclDeleteBody = z.object({ acl: z.object({ space: spaceKeyInput }).strict() }).strict();

/** A client link's expiry: a moment between now and a year on (core shorturi's window). */
export const proposalLinkBody = z.object({ exp: z.iso.datetime({ offset: true }) }).strict();

const stored = {
  id: z.string(),
  collection: z.string(),
  space: z.string().describe('The owner space'),
  permission: aclPermission.describe("The caller's: the owner space always has write"),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const proposalLinkOut = z.object({ id: z.string(), path: z.string(), exp: z.string() });
export const documentOut = z.object({
  ...stored,
  doc: z.record(z.string(), z.unknown()),
  links: z.array(proposalLinkOut).optional().describe('Client links of a proposal'),
});
export const documentPageOut = z.object({ items: z.array(documentOut), next: z.string().nullable() });
export const documentListOut = z.object({
  items: z.array(z.object({ collection: z.string(), count: z.number(), shared: z.number() })),
});
export const documentDeletedOut = z.object({ id: z.string(), deleted: z.boolean() });
export const aclOut = z.object({
  id: z.string(),
  owner: z.string(),
  entries: z.array(z.object({ space: z.string(), name: z.string(), permission: aclPermission })),
  changes: z
    .array(
      z.object({
        action: z.enum(['grant', 'revoke']),
        space: z.string(),
        from: aclPermission.nullable(),
        to: aclPermission.nullable(),
        by: z.object({ sub: z.string(), name: z.string() }),
        at: z.string(),
      }),
    )
    .optional()
    .describe("Who changed the entries, newest first (the owner space's members only)"),
});

const money = z.object({
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  formatted: z.string(),
});
/** One tariff of a priced proposal: public (or marked-up) prices only; never a partner price or net rate. */
export const pricedItemOut = z.object({
  tariff: z.string(),
  title: z.object({ jp: z.string(), en: z.string() }),
  summary: z.object({ jp: z.string(), en: z.string() }),
  date: z.string(),
  currency: z.string(),
  taxIncluded: z.boolean(),
  available: z.boolean().describe('False when the tariff is gone or cannot price this group on this date'),
  reason: z.string().nullable().describe('The error code why not'),
  lines: z.array(
    z.object({
      kind: quoteLineOut.shape.kind,
      unit: z.string(),
      paxMin: z
        .number()
        .describe("The pax tier of the line's rate: a per-group price is for a group of that size"),
      paxMax: z.number(),
      quantity: z.number(),
      unitPrice: z.number(),
      amount: z.number(),
    }),
  ),
  price: money.nullable(),
});
export const pricedProposalOut = z.object({
  title: z.string(),
  client: z.string(),
  dates: z.object({ from: z.string(), to: z.string() }),
  group: z.object({ adults: z.number(), children: z.number() }),
  intro: z.string(),
  items: z.array(pricedItemOut),
  hidden: z
    .number()
    .describe(
      "Items left out of a client's page: tariffs the client may not read (partners-only, withdrawn)",
    ),
  total: z.number().nullable().describe('Sum of the priced items when all are in yen'),
  exp: z.string().nullable().describe('When the client link expires'),
  eraDates: z
    .boolean()
    .optional()
    .describe(
      "The buyer space's setting: 和暦 beside the Western date on jp pages (docs/product-decisions.md §13)",
    ),
});
/** The buyer's own view adds the markup and each item's public total beside the marked-up one. */
export const proposalPricesOut = pricedProposalOut.extend({
  markup: z.number(),
  publicTotals: z.array(z.number().nullable()),
});
export const proposalLinkParams = z.object({ id: z.string().regex(/^[0-9A-Za-z]{10}$/, 'a short id') });

export type PricedProposal = z.output<typeof pricedProposalOut>;
export type ProposalPrices = z.output<typeof proposalPricesOut>;
export type DocumentOut = z.output<typeof documentOut>;
