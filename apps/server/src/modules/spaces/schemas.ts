import { z } from 'zod';

/**
 * The spaces API's params and queries. Request bodies and responses are contracts the web shares, in
 * packages/shared/src/contracts/spaces.ts (`corporateCreate`, `spaceResponse` …).
 */
export const key = z.string().min(1).max(60);
export const keyParams = z.object({ key });
export const memberParams = z.object({ key, sub: z.string().max(200) });
export const invitationParams = z.object({ key, id: z.uuid() });
export const idParams = z.object({ id: z.uuid() });
export const businessParams = z.object({ id: z.string().min(1).max(60) });
export const userParams = z.object({ sub: z.string().max(200) });

export const auditQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(200).optional(),
  })
  .strict();

export const removedMember = z.object({ sub: z.string() });
export const changedMember = z.object({ sub: z.string(), role: z.enum(['owner', 'admin', 'member']) });
export const removedBusiness = z.object({ key: z.string() });
