import { coreStorage } from '@tourtariff/shared';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';

/**
 * Which names the store accepts is the shared contract's rule, written without this library; cid.test.ts holds
 * it to what the library makes and parses.
 */
export const { HASH_RULE, isStorageHash } = coreStorage;

/** The content hash of stored bytes (docs/product-decisions.md §7): CIDv1, raw codec, sha2-256, base32 — a real IPFS CID. */
export async function cidOf(bytes: Uint8Array): Promise<string> {
  return CID.create(1, raw.code, await sha256.digest(bytes)).toString();
}
