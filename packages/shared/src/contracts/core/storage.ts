import { z } from 'zod';

/** Bodies and answers of the core's storage group (docs/core-api.md "storage"), and the rules of their fields. */

/** What a storage hash must be, in the words validation errors use. */
export const HASH_RULE = 'must be a CIDv1 (raw codec, sha2-256) in base32';

/**
 * A CIDv1 with the raw codec and a sha2-256 digest, in lower-case base32 (docs/product-decisions.md §7) — the
 * only names this store gives, written the one canonical way: `b`, then the bytes 01 55 12 20 (`afkrei`) and the
 * 32-byte digest, 58 characters whose unused last two bits are zero. Other CIDs (v0, dag-pb, other digests or
 * encodings) name the same content differently, so accepting them would make one object answer to several
 * names. The server checks this against the multiformats library (core/storage/cid.test.ts).
 */
const STORAGE_HASH = /^bafkrei[a-h][a-z2-7]{50}[aeimquy4]$/;
export function isStorageHash(value: string): boolean {
  return STORAGE_HASH.test(value);
}

/** What a caller's key must be, in the words validation errors use. */
export const KEY_RULE = 'must be a base64url-encoded 32-byte key (43 characters, no padding)';

/** 43 base64url characters are 258 bits, which decode to exactly 32 bytes. */
export function isStorageKey(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * `type/subtype` with optional parameters (RFC 9110 §8.3.1), printable ASCII only: the value is sent back as a
 * Content-Type header, where a control character would make Node refuse the response.
 */
const MEDIA_TYPE = /^[\w!#$&^.+-]{1,127}\/[\w!#$&^.+-]{1,127}( *; *[\w!#$&^.+-]+=[ -:<-~]*)*$/;

export const MEDIA_TYPE_RULE = 'must be a media type such as image/png';

/** Bounded before the pattern runs, so a long header cannot make the check slow. */
export function isMediaType(value: string): boolean {
  return value.length <= 255 && MEDIA_TYPE.test(value);
}

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
