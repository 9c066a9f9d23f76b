import { z } from 'zod';
import { text } from '../text.ts';

/** Every API key secret starts so: recognisable in a leaked log or by a secret scanner, and never a JWT. */
export const API_KEY_PREFIX = 'tt_live_';

/** What an API key may do: `read` only reads; `write` also creates, edits and submits. */
export const apiKeyScopes = ['read', 'write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** A new API key of a space: a name people recognise it by, its scope and, if wanted, when it stops working. */
export const apiKeyCreate = z
  .object({
    name: text(80, { trim: true }).pipe(z.string().min(1)),
    scope: z.enum(apiKeyScopes),
    /** ISO date-time; absent or null: the key works until it is revoked. */
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();
export type ApiKeyCreate = z.infer<typeof apiKeyCreate>;

/** An API key as its space's owners and admins see it: never its secret, which only the creation answer holds. */
export const apiKeyView = z.object({
  id: z.uuid(),
  space: z.string(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  /** The first characters of the secret (`tt_live_AbCd`), to tell keys apart. */
  prefix: z.string(),
  createdBy: z.string(),
  createdAt: z.string().describe('ISO date-time'),
  expiresAt: z.string().nullable().describe('ISO date-time; null: no expiry'),
  lastUsedAt: z.string().nullable().describe('ISO date-time, to the minute; null: never used'),
  revokedAt: z.string().nullable().describe('ISO date-time; null: not revoked'),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

/** The answer to creating a key: the key, and its secret, shown this once. */
export const apiKeyCreated = apiKeyView.extend({
  secret: z
    .string()
    .describe('`tt_live_…`: send it as `Authorization: Bearer <secret>`; it is not shown again'),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

export const apiKeyList = z.object({ items: z.array(apiKeyView), next: z.null() });
