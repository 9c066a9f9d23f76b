import { z } from 'zod';
import { spaceContactResponse } from './contracts/alerts.ts';
import { personNameResponse } from './contracts/person.ts';

/**
 * What the tariff and event API answers: the response schemas the server declares, and so the
 * OpenAPI document. They describe rather than re-check: a stored document already passed the request contract
 * when it was written, and a rule added since must not turn reading an old tariff into a server error.
 */
const text = z.object({ jp: z.string(), en: z.string() });
const iso = z.string().describe('ISO 8601 instant');
const when = iso.nullable();

export const tariffDocOut = {
  title: text,
  summary: text,
  description: text,
  inclusions: text,
  exclusions: text,
  category: z.string(),
  prefecture: z.string(),
  area: text,
  tags: z.array(text),
  currency: z.string(),
  tax: z.object({ included: z.boolean(), rate: z.number() }),
  validity: z.object({ from: z.string(), to: z.string() }),
  blackout: z.array(z.string()),
  seasons: z.array(z.object({ name: text, from: z.string(), to: z.string() })),
  rates: z.array(
    z.object({
      season: z.string().nullable(),
      unit: z.string(),
      pax_min: z.number(),
      pax_max: z.number(),
      adult: z.number(),
      child: z.number().nullable(),
      occupancy: z.number().nullable().optional(),
      day_type: z.string().nullable().optional(),
      single_supplement: z.number().nullable().optional(),
    }),
  ),
  cancellation: z.array(z.object({ days_before: z.number(), fee_percent: z.number() })),
  images: z.array(z.string()),
  visibility: z.string(),
  special_days: z.array(z.object({ name: text, from: z.string(), to: z.string() })).optional(),
  marked_days: z.array(z.string()).optional(),
  charges: z
    .object({
      service_percent: z.number(),
      bath_tax: z.object({ per_night: z.number(), exempt_under_age: z.number().nullable() }),
      lodging_tax: z.string().nullable(),
    })
    .optional(),
  age_bands: z
    .array(
      z.object({
        key: z.string(),
        name: text,
        age_min: z.number(),
        age_max: z.number(),
        percent: z.number().nullable(),
        fixed: z.number().nullable(),
        counts_for_occupancy: z.boolean(),
      }),
    )
    .optional(),
  booking: z
    .object({
      holdMinutes: z.number().optional(),
      cutoffHours: z.number().optional(),
      feeSchedule: z
        .object({
          template: z.string().optional(),
          tiers: z.array(
            z.object({
              daysBefore: z.union([z.number(), z.string()]),
              percent: z.number(),
              minGuests: z.number().optional(),
              maxGuests: z.number().optional(),
              dayTripDaysBefore: z.number().optional(),
            }),
          ),
        })
        .optional(),
    })
    .optional(),
};

const docOut = z.object(tariffDocOut);

/** A tariff as the API answers it; `note`, `pending` and `actions` only for its space's members and admins. */
export const tariffViewOut = z.object({
  key: z.string(),
  space: z.string(),
  state: z.string(),
  version: z.number(),
  ...tariffDocOut,
  createdAt: when,
  updatedAt: when,
  publishedAt: when,
  note: z.string().nullable().optional(),
  pending: z
    .object({
      version: z.number(),
      state: z.string(),
      note: z.string().nullable(),
      updatedAt: when,
      doc: docOut.optional(),
    })
    .nullable()
    .optional(),
  actions: z.array(z.string()).optional(),
});

/**
 * An active partner's prices under the agreement in force, shown beside the public ones and
 * marked as such; absent or null for everyone else. `rates` follows the tariff's rate rows by index.
 */
export const partnerRatesOut = z.object({
  agreement: z.string(),
  discount: z.number().describe("The agreement's percent off public rates"),
  commission: z
    .number()
    .nullable()
    .optional()
    .describe('A commission agreement: the percent the partner earns; prices are then the public ones (§12)'),
  priceFrom: z.number().nullable(),
  rates: z.array(
    z.object({
      rate: z.number(),
      adult: z.number(),
      child: z.number().nullable(),
      single_supplement: z.number().optional().describe('On rows with a single supplement (§12)'),
    }),
  ),
});

export const tariffDetailOut = tariffViewOut.extend({
  supplier: z.object({
    key: z.string(),
    name: z.string().nullable(),
    avatar: z.string().nullable(),
    contact: spaceContactResponse.optional().describe('The 担当者 (docs/product-decisions.md §14)'),
  }),
  partner: partnerRatesOut.nullable().optional(),
});

/** The children by age band a card's price is for, when the search named any (docs/product-decisions.md §12). */
const cardBands = z
  .record(z.string(), z.number())
  .optional()
  .describe('Children per age band key the price includes (the search asked for them)');

/** A search card's partner price: the same pick as `price` / `priceFrom`, at the partner's rates. */
export const partnerCardPriceOut = z.object({
  agreement: z.string(),
  discount: z.number(),
  commission: z.number().nullable().optional().describe('A commission agreement: its percent (§12)'),
  priceFrom: z.number().nullable(),
  price: z.object({ amount: z.number(), adults: z.number(), bands: cardBands }).nullable(),
});

/** An event page card's partner price: the partner's "from" price, the same pick as the card's `priceFrom`. */
export const partnerFromOut = partnerCardPriceOut.omit({ price: true });

/** `fields` may select any top-level keys, so a query item is any part of a tariff view (its key always). */
export const tariffPageOut = z.object({
  items: z.array(tariffViewOut.partial().required({ key: true })),
  next: z.string().nullable(),
});

/** `GET /api/v1/Tariff`: whole views, each with its space's name (an administrator's list spans every space). */
export const tariffListOut = z.object({
  items: z.array(tariffViewOut.extend({ spaceName: z.string().nullable() })),
  next: z.string().nullable(),
});

export const tariffAggregateOut = z.object({
  items: z.array(z.looseObject({ group: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) })),
  next: z.null(),
});

export const tariffSearchOut = z.object({
  items: z.array(
    z.object({
      key: z.string(),
      space: z.string(),
      supplier: z.object({ key: z.string(), name: z.string() }),
      title: text,
      summary: text,
      category: z.string(),
      prefecture: z.string(),
      area: text,
      tags: z.array(text),
      image: z.string().nullable(),
      visibility: z.string(),
      validity: z.object({ from: z.string(), to: z.string() }),
      currency: z.string(),
      tax: z.object({ included: z.boolean(), rate: z.number() }),
      priceFrom: z.number().nullable(),
      price: z
        .object({
          amount: z.number(),
          adults: z.number(),
          bands: cardBands,
          unit: z
            .object({ unit: z.string(), paxMin: z.number(), paxMax: z.number() })
            .describe('What the amount is for: per person, per group of a pax tier, per vehicle, per room'),
        })
        .nullable(),
      partner: partnerCardPriceOut.nullable().optional(),
      rating: z
        .object({ average: z.number(), count: z.number() })
        .nullable()
        .optional()
        .describe('Published reviews: their average stars and number; null without any'),
      version: z.number(),
      publishedAt: when,
    }),
  ),
  next: z.string().nullable(),
  total: z.number(),
  counts: z.record(z.string(), z.number()),
});

export const tariffDeletedOut = z.object({
  key: z.string(),
  deleted: z.boolean().describe('true: the draft is gone; false: the tariff was archived'),
});

const fieldChange = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });

export const tariffAuditOut = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      version: z.number(),
      action: z.string(),
      target: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
      note: z.string().nullable(),
      diff: z.array(fieldChange),
      actor: z.object({
        sub: z.string(),
        name: z.string().describe('As the trail kept it when they acted'),
        person: personNameResponse,
      }),
      at: iso,
    }),
  ),
  next: z.string().nullable(),
});

export const tariffQueueOut = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['tariff', 'revision']),
      submittedAt: iso,
      tariff: tariffViewOut,
      diff: z.array(fieldChange),
      spaceName: z.string().nullable(),
    }),
  ),
  next: z.string().nullable(),
});

export const tariffCsvImportOut = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  items: z.array(
    z.object({ line: z.number(), key: z.string(), action: z.enum(['created', 'updated', 'unchanged']) }),
  ),
});

const eventDocOut = {
  title: text,
  description: text,
  dates: z.object({ from: z.string(), to: z.string() }),
  place: text,
  prefecture: z.string().nullable(),
};

export const eventViewOut = z.object({
  key: z.string(),
  space: z.string(),
  ...eventDocOut,
  tariffs: z.array(z.string()),
  published: z.boolean(),
  createdAt: iso,
  updatedAt: iso,
});

export const eventPageOut = z.object({ items: z.array(eventViewOut), next: z.string().nullable() });

export const publicEventOut = z.object({
  key: z.string(),
  ...eventDocOut,
  supplier: z.object({ key: z.string(), name: z.string() }),
  tariffs: z.array(
    z.object({
      key: z.string(),
      title: text,
      summary: text,
      category: z.string(),
      prefecture: z.string(),
      currency: z.string(),
      tax: z.object({ included: z.boolean(), rate: z.number() }),
      priceFrom: z.number().nullable(),
      image: z.string().nullable(),
      partner: partnerFromOut.nullable().optional(),
    }),
  ),
});

export const eventDeletedOut = z.object({ key: z.string(), deleted: z.literal(true) });
