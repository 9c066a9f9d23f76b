import { z } from 'zod';
import { text } from '../text.ts';
import { profileDetails, storedProfileDetails } from './business-profile.ts';
import { personNameResponse } from './person.ts';
import { imageReference } from './profile.ts';

/** docs/product.md §5: the company name must be non-empty after trimming; the web shows exactly this alert. */
export const COMPANY_NAME_REQUIRED = 'Company name is required.';

export const spaceName = text(100, { trim: true }).min(1, COMPANY_NAME_REQUIRED);
const businessKey = z.string().trim().min(1).max(60);

/** docs/product.md §3 profile-create payloads. `business` may be omitted: the server then uses (or makes) the user's own. */
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

/** docs/product-decisions.md §5 business profile details of a space: one contract, the Creator/Arranger API's (business-profile.ts). */
export const spaceDetails = profileDetails;

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
/** `PATCH /api/v1/Business/{id}`: the name when sent; `{}` changes nothing. */
export const businessPatch = businessCreate.partial().strict();

export type SpaceUpdate = z.infer<typeof spaceUpdate>;
export type SpaceDetailsInput = z.infer<typeof spaceDetails>;

/*
 * Responses of the spaces API. The server's serializer checks every answer against these, and
 * the web may type its calls from them; times travel as ISO 8601 strings.
 */
const memberRole = z.enum(memberRoles);
const spaceKind = z.enum(['guide', 'personal', 'corporate']);
const spaceRole = z.enum(['guide', 'supplier', 'buyer']);
const spaceIndustry = z.enum(['guide', 'creator', 'arranger']);
const isoTime = z.string().describe('ISO 8601 time');

export const spaceResponse = z.object({
  key: z.string(),
  kind: spaceKind,
  name: z.string(),
  avatar: z.string().nullable(),
  role: spaceRole,
  category: z.string(),
  industry: spaceIndustry,
  business: z.string(),
  details: storedProfileDetails,
  memberRole: memberRole.nullable().describe("The caller's role in it; null for an administrator"),
  createdAt: isoTime,
});

export const spaceListResponse = z.object({ items: z.array(spaceResponse), next: z.null() });

const rolesEntry = z.object({
  key: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: spaceRole,
  category: z.string(),
  industry: spaceIndustry,
  memberRole,
});

export const baseProfileResponse = z.object({
  avatar: z.string().nullable(),
  name: z.string().nullable(),
  furigana: z.string().nullable(),
  nameAlpha: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.enum(['Male', 'Female', 'Other']).nullable(),
  address: z.object({ addr1: z.string().optional() }),
  contact: z.object({ phone: z.string().optional(), email: z.string() }),
});

/** GET /api/profile: the roles object of docs/product.md §3. */
export const rolesResponse = z.object({
  guide: rolesEntry.nullable(),
  personal: z.array(rolesEntry),
  corporate: z.array(rolesEntry),
  admin: z
    .object({
      key: z.literal('admin'),
      name: z.string(),
      avatar: z.null(),
      role: z.literal('admin'),
      category: z.literal('admin'),
      industry: z.literal('admin'),
    })
    .nullable(),
  baseprofile: baseProfileResponse.extend({ key: z.string() }),
  secondFactorNeeded: z
    .array(z.string())
    .optional()
    .describe('Spaces listed above that this sign-in reaches only after signing in with a second factor'),
});

export const memberResponse = z.object({
  sub: z.string(),
  role: memberRole,
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  person: personNameResponse,
  joinedAt: isoTime,
  secondFactor: z
    .boolean()
    .describe('Whether the member has an authenticator app set up (embedded sign-in only)'),
  lastSignInAt: isoTime.nullable().describe('When the member last signed in'),
});

/** A company's sign-in rule (docs/identity.md "Second factor"). */
export const spaceSecurityResponse = z.object({
  requireSecondFactor: z.boolean(),
});

/** PATCH /api/corporate/{key}/security: only the owners of the company change it. */
export const spaceSecurityUpdate = z.strictObject({
  requireSecondFactor: z.boolean().optional(),
});

export const invitationResponse = z.object({
  id: z.uuid(),
  spaceKey: z.string(),
  email: z.string(),
  role: memberRole,
  state: z.enum(['pending', 'accepted', 'declined', 'revoked']),
  invitedBy: z.string(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
});

/** An invitation as its invitee sees it (GET /api/invitations). */
export const receivedInvitationResponse = z.object({
  id: z.uuid(),
  role: memberRole,
  createdAt: isoTime,
  space: z.object({ key: z.string(), name: z.string(), role: spaceRole }),
  inviter: z
    .object({
      name: z.string().describe('Their nickname, else their address, as the invitation mail named them'),
      person: personNameResponse,
    })
    .describe('Who sent the invitation'),
});

export const membershipChangeResponse = z.object({
  id: z.uuid(),
  action: z.enum(['invite', 'join', 'role', 'remove', 'leave', 'revoke_invitation']),
  actor: z.object({ sub: z.string(), name: z.string().nullable() }),
  target: z.object({ sub: z.string().nullable(), email: z.string().nullable(), name: z.string().nullable() }),
  fromRole: memberRole.nullable(),
  toRole: memberRole.nullable(),
  at: isoTime,
});

export const membershipAuditPage = z.object({
  items: z.array(membershipChangeResponse),
  next: z.string().nullable().describe('Cursor of the next page; null on the last'),
});

export const businessResponse = z.object({ key: z.string(), name: z.string(), sub: z.string() });
