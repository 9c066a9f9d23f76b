import { z } from 'zod';
import { baseProfileUpdate } from '../profile.ts';
import { baseProfileResponse } from '../spaces.ts';
import { identity } from './identity.ts';

/** Call bodies and answers of the core's users and users/acl groups (docs/core-api.md "users", "users acl"). */

export const sub = z.string().trim().min(1).max(200);
export const optionalSub = z.object({ sub: sub.optional() }).strict();
const isoTime = z.string().describe('ISO 8601 time');

/** An access entry as written (`buyer:member` or `tourtariff:buyer:member`); checked against docs/product.md §6 later. */
export const entry = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9:-]+$/, 'lower-case letters, digits, : and -');

/** `users/set` answers the identity (identity.ts), as `/api/auth/me` does. */
export const identityResponse = identity;

export const userPage = z.object({ items: z.array(identityResponse), next: z.string().nullable() });
export const userResponse = identityResponse.extend({ created_at: isoTime });
export const walletResponse = z.object({
  sub: z.string(),
  jwk: z.record(z.string(), z.unknown()).describe('The public half of the ES256 holder key'),
});
export const bioResponse = z.object({ bio: z.string() });
export { baseProfileResponse, baseProfileUpdate };
export const setBioBody = z.object({ bio: z.string().max(2000) }).strict();

export const listUsersBody = z
  .object({
    limit: z.number().int().min(1).max(100).default(50),
    cursor: z.string().max(200).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .strict();

export const setUserBody = z
  .object({
    sub,
    nickname: z.string().trim().min(1).max(100).optional(),
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    picture: z.string().trim().max(2000).nullable().optional(),
  })
  .strict();

export const accessRequestResponse = z.object({
  id: z.uuid(),
  sub: z.string(),
  entry: z.string(),
  spaceKey: z.string().nullable(),
  state: z.string(),
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
});

export const aclResponse = z.object({
  sub: z.string(),
  access: z.array(z.string()),
  grants: z.array(z.object({ entry: z.string(), grantedBy: z.string().nullable(), createdAt: isoTime })),
  requests: z.array(accessRequestResponse),
});
export const accessResponse = z.object({ sub: z.string(), access: z.array(z.string()) });

export const aclGetBody = z.object({ sub: z.string().max(200).optional() }).strict();
export const aclSetBody = z
  .object({ sub: z.string().min(1).max(200), entries: z.array(entry).max(50) })
  .strict();
export const aclRequestBody = z
  .object({
    entry,
    space: z.string().min(1).max(60).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .strict();
export const aclRequestsBody = z
  .object({ state: z.enum(['pending', 'granted', 'refused']).default('pending') })
  .strict();
export const aclDecideBody = z
  .object({ id: z.uuid(), grant: z.boolean(), note: z.string().trim().max(500).optional() })
  .strict();
export const aclRevokeBody = z.object({ sub: z.string().max(200).optional(), entry }).strict();
export const accessRequestList = z.array(accessRequestResponse);
