import { z } from 'zod';
import { HASH_RULE, isStorageHash } from './cid.ts';
import { isMediaType, MEDIA_TYPE_RULE } from './media-type.ts';
import { isStorageKey, KEY_RULE } from './sealing.ts';

export const storageHash = z.string().max(200).refine(isStorageHash, HASH_RULE);
export const storageKey = z.string().max(200).refine(isStorageKey, KEY_RULE);
export const mediaType = z.string().max(255).refine(isMediaType, MEDIA_TYPE_RULE);

/** docs/product-decisions.md §11 `save {file, enc, key}`; `type` overrides a data: URL's media type. Null reads as absent. */
export const saveBody = z
  .object({
    file: z.string().min(1, 'must not be empty'),
    enc: z.boolean().default(false),
    key: storageKey.nullish(),
    type: mediaType.optional(),
  })
  .strict()
  .refine((body) => body.enc || body.key == null, {
    path: ['key'],
    message: 'is only used with enc: true (without it the file would be stored in clear)',
  });

/** docs/product-decisions.md §11 `fetch {hash, key}`; the key matters only for encrypted objects. */
export const fetchBody = z.object({ hash: storageHash, key: storageKey.nullish() }).strict();

/**
 * Bytes a `save` body may have: the base64 of `maxBytes` (4 characters per 3 bytes) plus room for the JSON
 * around it, a data: URL header and the key. Larger bodies are refused before they are read to the end.
 */
export function saveBodyLimit(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4 + 16 * 1024;
}

export const savedData = z.object({
  hash: z.string().describe('CIDv1 (raw, sha2-256, base32) of the stored bytes'),
  size: z.number().int().describe("The caller's bytes, before encryption"),
  type: z.string(),
  key: z
    .string()
    .optional()
    .describe('Present exactly when the object is encrypted: keep it, it is not stored'),
});

export const fetchedData = z.object({
  file: z.string().describe('The bytes, base64'),
  size: z.number().int(),
  type: z.string(),
});
