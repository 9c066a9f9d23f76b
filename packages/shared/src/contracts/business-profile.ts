import { z } from 'zod';
import { isValidCorporateNumber, isValidInvoiceNumber } from '../business-numbers.ts';
import { isPostalCode } from '../business-profile.ts';
import { namedRule, prefectureCode } from '../tariffs-fields.ts';
import { text } from '../text.ts';
import { imageReference } from './profile.ts';

/*
 * docs/product-decisions.md §5 business profile of a space (Creator for suppliers, Arranger for buyers; a guide keeps the same
 * document with only description, languages, phone and website in use). Every field is optional: a write sends
 * what it sets, and the rules across fields (business-profile.ts `profileRuleIssues`) see the merged whole.
 */
const empty = z.literal('');

export const profileAddress = z
  .object({
    postalCode: z.union([
      empty,
      z.string().refine(isPostalCode, namedRule('postal_code', 'must be a postal code such as 600-8216')),
    ]),
    prefecture: z.union([empty, prefectureCode]),
    city: text(100, { trim: true }),
    street: text(200, { trim: true }),
  })
  .partial()
  .strict();

export const travelRegistration = z
  .object({
    /** 観光庁長官, 京都府知事 … */
    authority: text(60, { trim: true }),
    /** 第1234号, 第3-000号 … */
    number: text(40, { trim: true }),
  })
  .partial()
  .strict();

/** A Japanese bank account: bank and branch names, 普通 or 当座, a 7-digit number and the holder (カナ as the bank has it). */
export const bankAccount = z
  .object({
    bank: text(60, { trim: true }).min(1),
    branch: text(60, { trim: true }).min(1),
    type: z.enum(['ordinary', 'checking']),
    number: z.string().regex(/^\d{7}$/, 'must be 7 digits'),
    holder: text(80, { trim: true }).min(1),
  })
  .strict();

export const profileDetails = z
  .object({
    description: z.object({ jp: text(2000).optional(), en: text(2000).optional() }).strict(),
    address: profileAddress,
    phone: z
      .string()
      .trim()
      .regex(/^[0-9+()\- ]{0,30}$/, 'digits, spaces, + - ( ) only'),
    website: z.union([empty, z.url({ protocol: /^https?$/ }).max(300)]),
    languages: z.array(z.string().regex(/^[a-z]{2,3}$/, 'an ISO 639 language code such as ja or en')).max(10),
    corporateNumber: z.union([
      empty,
      z
        .string()
        .refine(
          isValidCorporateNumber,
          namedRule('check_digit', 'must be a 13-digit corporate number with a valid check digit'),
        ),
    ]),
    invoiceNumber: z.union([
      empty,
      z.string().refine(isValidInvoiceNumber, namedRule('invoice_format', 'must be T followed by 13 digits')),
    ]),
    travelRegistration,
    // null clears a number (a form's emptied input); the stored profile then has none.
    foundedYear: z.int().min(1600).max(2200).nullable(),
    staffCount: z.int().min(0).max(1_000_000).nullable(),
    logo: z.union([empty, imageReference]),
    /** docs/product-decisions.md §13: the space's documents show 和暦 beside the Western date on jp pages. */
    eraDates: z.boolean(),
    /** 振込先 printed on the space's monthly statements (docs/statements.md §3); members only, never on the card. */
    bankAccount: bankAccount.nullable(),
  })
  .partial()
  .strict();

export type ProfileDetailsInput = z.infer<typeof profileDetails>;

/** `POST /api/v1/Creator` / `Arranger`: the space the profile belongs to, and its fields. */
export const profileCreate = profileDetails.extend({ space: z.string().regex(/^[\w-]{1,60}$/) }).strict();

/** Details as stored: they passed `profileDetails` on the way in, so only their shape is restated here. */
export const storedProfileDetails = z.object({
  description: z.object({ jp: z.string().optional(), en: z.string().optional() }).optional(),
  address: z
    .object({
      postalCode: z.string().optional(),
      prefecture: z.string().optional(),
      city: z.string().optional(),
      street: z.string().optional(),
    })
    .optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  languages: z.array(z.string()).optional(),
  corporateNumber: z.string().optional(),
  invoiceNumber: z.string().optional(),
  travelRegistration: z
    .object({ authority: z.string().optional(), number: z.string().optional() })
    .optional(),
  foundedYear: z.number().optional(),
  staffCount: z.number().optional(),
  logo: z.string().optional(),
  eraDates: z.boolean().optional(),
  bankAccount: z
    .object({
      bank: z.string(),
      branch: z.string(),
      type: z.string(),
      number: z.string(),
      holder: z.string(),
    })
    .nullable()
    .optional(),
});

/**
 * A business profile as the API answers it. `visibility: full` for the space's members and administrators;
 * `card` for any other signed-in reader, who gets the public card: no street, postal code, phone or staff count.
 */
export const businessProfileResponse = z.object({
  key: z.string().describe('The space key'),
  kind: z.enum(['personal', 'corporate']),
  role: z.enum(['supplier', 'buyer']),
  industry: z.enum(['creator', 'arranger']),
  name: z.string(),
  avatar: z.string().nullable(),
  visibility: z.enum(['full', 'card']),
  details: storedProfileDetails,
  updatedAt: z.string().describe('ISO 8601 time'),
});

export type BusinessProfileView = z.infer<typeof businessProfileResponse>;

export const businessProfilePage = z.object({
  items: z.array(businessProfileResponse),
  next: z.string().nullable(),
});

/** `POST …/query`: `fields` may pick top-level keys, so an item is any part of a profile (its key always). */
export const businessProfileQueryPage = z.object({
  items: z.array(businessProfileResponse.partial().required({ key: true })),
  next: z.string().nullable(),
});

/** `POST …/aggregate` of profiles and businesses: groups with their metrics (`count`, `avg:staffCount` …). */
export const profileAggregateOut = z.object({
  items: z.array(z.looseObject({ group: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) })),
  next: z.null(),
});

export const profileListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(1000).optional(),
  })
  .strict();
