import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { create as createDigest } from 'multiformats/hashes/digest';
import { sha256 } from 'multiformats/hashes/sha2';

/** The CID `cidOf` gives, from a SHA-256 computed incrementally (docs/product-decisions.md §7). */
export const cidOfSha256 = (digest: Uint8Array) =>
  CID.create(1, raw.code, createDigest(sha256.code, digest)).toString();

export class IntegrityError extends Error {
  override name = 'IntegrityError';
}

/**
 * Passes bytes through while hashing them, and fails the stream at its end when they are not the bytes `hash`
 * names: a writer fed from it (disk, S3 upload) then discards what it wrote, and a reader sees an error rather
 * than a clean end.
 */
export function verifying(hash: string): Transform {
  const digest = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      digest.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      const actual = cidOfSha256(digest.digest());
      done(actual === hash ? null : new IntegrityError(`bytes of ${hash} hash to ${actual}`));
    },
  });
}

/** The CID of everything `source` yields, read chunk by chunk. */
export async function cidOfStream(source: Readable): Promise<string> {
  const digest = createHash('sha256');
  for await (const chunk of source) digest.update(chunk as Buffer);
  return cidOfSha256(digest.digest());
}
