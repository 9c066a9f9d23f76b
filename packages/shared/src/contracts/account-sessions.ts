import { z } from 'zod';

/** The account's sessions (docs/identity.md "Sessions"): where each started, and ending them. */
export const accountSessionView = z.object({
  id: z.string().describe('Names the session for ending it; not the cookie'),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean().describe('The session making this request'),
});

export const accountSessionsResponse = z.object({ sessions: z.array(accountSessionView) });

export const accountSessionParams = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'session id'),
});

export const endAllSessionsResponse = z.object({ ended: z.number().int().min(0) });

export type AccountSession = z.infer<typeof accountSessionView>;

/** The last 20 sign-ins and refused attempts at the account (embedded provider only), newest first. */
export const signInHistoryResponse = z.object({
  signIns: z.array(
    z.object({
      ok: z.boolean().describe('False for a refused attempt'),
      method: z.enum(['password', 'code', 'passkey']),
      ip: z.string(),
      userAgent: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
