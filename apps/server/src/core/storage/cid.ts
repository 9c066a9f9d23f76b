import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';

/** What a storage hash must be, in the words validation errors use. */
export const HASH_RULE = 'must be a CIDv1 (raw codec, sha2-256) in base32';

/** The content hash of stored bytes (docs/product-decisions.md §7): CIDv1, raw codec, sha2-256, base32 — a real IPFS CID. */
export async function cidOf(bytes: Uint8Array): Promise<string> {
  return CID.create(1, raw.code, await sha256.digest(bytes)).toString();
}

/**
 * True only for hashes this store can have produced. Other CIDs (v0, dag-pb, other digests or encodings) name
 * the same content differently, so accepting them would make one object answer to several names.
 */
export function isStorageHash(value: string): boolean {
  if (value.length > 100) return false;
  try {
    const cid = CID.parse(value);
    return (
      cid.version === 1 &&
      cid.code === raw.code &&
      cid.multihash.code === sha256.code &&
      cid.toString() === value
    );
  } catch {
    return false;
  }
}
