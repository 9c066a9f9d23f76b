import { z } from 'zod';
import { plainText, spaceKeyInput } from '../tariffs-fields.ts';
import { spaceContactResponse } from './alerts.ts';

/*
 * Trading partners (docs/product-decisions.md §6): a partnership joins one buyer space and one supplier space. Either side
 * requests, the other accepts or declines, the requester may withdraw, either side ends an active one.
 *
 *   requested → active | declined | withdrawn        active → ended        declined, withdrawn, ended: may ask again
 */
export const partnershipStates = ['requested', 'active', 'declined', 'withdrawn', 'ended'] as const;
export type PartnershipState = (typeof partnershipStates)[number];

/** `PATCH /api/v1/Partner/{key}/{state}` names the state it moves to. */
export const partnershipTargets = ['active', 'declined', 'withdrawn', 'ended'] as const;
export type PartnershipTarget = (typeof partnershipTargets)[number];

/** The tabs of the partners page: which partnerships of a space each shows. */
export const partnerTabs = ['active', 'received', 'sent', 'past'] as const;
export type PartnerTab = (typeof partnerTabs)[number];

export const PARTNER_LIMITS = { message: 1_000, reason: 1_000, search: 100 } as const;

export const partnershipKey = z
  .string()
  .regex(/^pt_[A-Za-z0-9_-]{1,60}$/, 'must be a partnership key (pt_…)');

/** `POST /api/v1/Partner`: the caller's space asks another space to become its partner. */
export const partnershipCreate = z
  .object({
    space: spaceKeyInput.describe("The caller's own space, which sends the request"),
    partner: spaceKeyInput.describe('The space asked'),
    message: plainText(PARTNER_LIMITS.message).default(''),
  })
  .strict();

/** The body of a state change: a reason, shown to the other side (ending, declining). */
export const partnershipTransitionBody = z
  .object({ reason: plainText(PARTNER_LIMITS.reason).optional() })
  .strict();

/** `GET /api/v1/Partner`: a space's partnerships (without `space`: every space of the caller's). */
export const partnershipListQuery = z
  .object({
    space: spaceKeyInput.optional(),
    tab: z.enum(partnerTabs).optional(),
    state: z.enum(partnershipStates).optional(),
    q: plainText(PARTNER_LIMITS.search).optional().describe("Part of the partner's name"),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

/**
 * `GET /api/v1/Partner/directory`: spaces the caller's space could partner with (supplier spaces for a buyer,
 * buyer spaces for a supplier). `prefecture` and `category` match the prefectures and categories of a
 * supplier's published tariffs; buyers publish none, so those filters find no buyer.
 */
export const partnerDirectoryQuery = z
  .object({
    space: spaceKeyInput,
    q: plainText(PARTNER_LIMITS.search).optional(),
    prefecture: z
      .string()
      .regex(/^(0[1-9]|[1-3][0-9]|4[0-7])$/, 'must be a JIS X 0401 prefecture code')
      .optional(),
    category: z
      .enum(['accommodation', 'activity', 'transport', 'guide', 'meal', 'package', 'other'])
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

export type PartnershipCreate = z.infer<typeof partnershipCreate>;
export type PartnershipListQuery = z.infer<typeof partnershipListQuery>;
export type PartnerDirectoryQuery = z.infer<typeof partnerDirectoryQuery>;

/* Answers. Times are ISO 8601 strings. */
const isoTime = z.string().describe('ISO 8601 time');
const person = z.object({ sub: z.string(), name: z.string().nullable() });

/** One side of a partnership as the other side may see it. */
export const partnerSpaceOut = z.object({
  key: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  logo: z.string().nullable(),
  kind: z.enum(['personal', 'corporate']),
  role: z.enum(['buyer', 'supplier']),
  contact: spaceContactResponse
    .optional()
    .describe('The 担当者 partners deal with (docs/product-decisions.md §14); absent when none is named'),
});

/** The agreement a partnership card shows: the one in force, else the newest still open. */
export const agreementSummaryOut = z.object({
  key: z.string(),
  state: z.string(),
  discount: z.number(),
  paymentDays: z.number(),
  validity: z.object({ from: z.string(), to: z.string() }),
  inForce: z.boolean(),
});

export const partnershipOut = z.object({
  key: z.string(),
  state: z.enum(partnershipStates),
  buyer: partnerSpaceOut,
  supplier: partnerSpaceOut,
  requestedBy: z.enum(['buyer', 'supplier']),
  message: z.string(),
  reason: z.string().nullable().describe('Why it was declined, withdrawn or ended'),
  createdAt: isoTime,
  updatedAt: isoTime,
  since: isoTime.nullable().describe('When it became active'),
  endedAt: isoTime.nullable(),
  side: z
    .enum(['buyer', 'supplier'])
    .nullable()
    .describe("The caller's side; null for an administrator outside both spaces"),
  partner: partnerSpaceOut.describe(
    "The other side, seen from the caller's (the supplier for an administrator)",
  ),
  direction: z.enum(['sent', 'received']).nullable(),
  agreement: agreementSummaryOut.nullable(),
  visibleTariffs: z.number().describe('Published tariffs of the supplier the buyer can see through it'),
  actions: z.array(z.enum(partnershipTargets)).describe('States the caller may move it to'),
});

export const partnershipHistoryOut = z.object({
  id: z.string(),
  from: z.enum(partnershipStates).nullable(),
  to: z.enum(partnershipStates),
  actor: person,
  space: z.string().nullable().describe('The side that acted'),
  note: z.string().nullable(),
  at: isoTime,
});

export const partnershipDetailOut = partnershipOut.extend({ history: z.array(partnershipHistoryOut) });

export const partnershipPageOut = z.object({ items: z.array(partnershipOut), next: z.string().nullable() });

/** `POST /api/v1/Partner/query`: `fields` may pick any top-level keys, so an item is any part of a partnership. */
export const partnershipQueryPageOut = z.object({
  items: z.array(partnershipOut.partial().required({ key: true })),
  next: z.string().nullable(),
});

export const partnershipAggregateOut = z.object({
  items: z.array(z.looseObject({ group: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) })),
  next: z.null(),
});

export const partnerDirectoryOut = z.object({
  items: z.array(
    partnerSpaceOut.extend({
      prefectures: z.array(z.string()),
      categories: z.array(z.string()),
      tariffs: z.number().describe('Published public tariffs'),
      relation: z
        .object({
          key: z.string(),
          state: z.enum(['requested', 'active']),
          direction: z.enum(['sent', 'received']),
        })
        .nullable()
        .describe(
          'An open request or an active partnership with the caller’s space: hide "request partnership"',
        ),
    }),
  ),
  next: z.string().nullable(),
});

export type PartnerSpace = z.infer<typeof partnerSpaceOut>;
export type Partnership = z.infer<typeof partnershipOut>;
export type PartnershipDetail = z.infer<typeof partnershipDetailOut>;
export type PartnerDirectoryEntry = z.infer<typeof partnerDirectoryOut>['items'][number];
