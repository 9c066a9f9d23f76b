import { z } from 'zod';
import { isValidCorporateNumber, isValidInvoiceNumber } from '../business-numbers.ts';
import { text } from '../text.ts';
import { imageReference } from './profile.ts';

/** SPEC §5: the company name must be non-empty after trimming; the web shows exactly this alert. */
export const COMPANY_NAME_REQUIRED = 'Company name is required.';

export const spaceName = text(100, { trim: true }).min(1, COMPANY_NAME_REQUIRED);
const businessKey = z.string().trim().min(1).max(60);

/** SPEC §3 profile-create payloads. `business` may be omitted: the server then uses (or makes) the user's own. */
export const guideCreate = z
  .object({
    sub: z.string().max(200).optional(),
    name: text(100, { trim: true }).min(1),
    business: businessKey.optional(),
  })
  .strict();

export const personalCreate = z
  .object({
    sub: z.string().max(200).optional(),
    name: text(100, { trim: true }).min(1),
    business: businessKey.optional(),
    industry: z.literal('creator'),
    role: z.literal('supplier'),
    category: z.literal('supplier'),
  })
  .strict();

export const corporateCreate = z.discriminatedUnion('role', [
  z
    .object({
      business: businessKey.optional(),
      name: spaceName,
      role: z.literal('buyer'),
      category: z.literal('buyer'),
      industry: z.literal('arranger'),
    })
    .strict(),
  z
    .object({
      business: businessKey.optional(),
      name: spaceName,
      role: z.literal('supplier'),
      category: z.literal('supplier'),
      industry: z.literal('creator'),
    })
    .strict(),
]);

/** DESIGN §5 business profile details of a space. */
export const spaceDetails = z
  .object({
    description: z.object({ jp: text(2000).optional(), en: text(2000).optional() }).strict(),
    address: text(300, { trim: true }),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9+()\- ]{0,30}$/, 'digits, spaces, + - ( ) only'),
    website: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(300)]),
    languages: z.array(z.string().regex(/^[a-z]{2,3}$/, 'an ISO 639 language code such as ja or en')).max(10),
    corporateNumber: z.union([
      z.literal(''),
      z
        .string()
        .refine(isValidCorporateNumber, 'must be a 13-digit corporate number with a valid check digit'),
    ]),
    invoiceNumber: z.union([
      z.literal(''),
      z.string().refine(isValidInvoiceNumber, 'must be T followed by 13 digits'),
    ]),
    travelRegistration: text(100, { trim: true }),
    logo: z.union([z.literal(''), imageReference]),
  })
  .partial()
  .strict();

export const spaceUpdate = z
  .object({ name: spaceName, avatar: imageReference.nullable(), details: spaceDetails })
  .partial()
  .strict();

export const memberRoles = ['owner', 'admin', 'member'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const invitationCreate = z
  .object({ email: z.email().trim().toLowerCase().max(254), role: z.enum(memberRoles).default('member') })
  .strict();

export const memberUpdate = z.object({ role: z.enum(memberRoles) }).strict();

export const businessCreate = z.object({ name: text(100, { trim: true }).min(1) }).strict();

export type SpaceUpdate = z.infer<typeof spaceUpdate>;
export type SpaceDetailsInput = z.infer<typeof spaceDetails>;
