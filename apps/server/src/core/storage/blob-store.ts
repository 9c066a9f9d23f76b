import type { Readable } from 'node:stream';

/** Where the bytes live: `storage_blobs` (the default), a directory (STORAGE_DIR) or a bucket (STORAGE_URL). */
export type BlobKind = 'postgres' | 'disk' | 's3';

/**
 * Where the bytes of stored objects live, by content hash. Metadata always stays in `storage_objects`; only the
 * bytes move. `put` of an existing hash is a no-op in effect: same hash, same bytes. Callers validate the hash
 * before it reaches a backend (it becomes a file name or an object key). The stream methods let large items
 * pass through without being held whole in memory (docs/operations.md "Object storage"); the database backend
 * holds a bytea value and buffers, within STORAGE_MAX_BYTES.
 */
export interface BlobStore {
  readonly kind: BlobKind;
  put(hash: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores what `source` yields under `hash`; the stored item appears only once the stream ended without error
   * (an error — e.g. a hash check failing — leaves nothing behind).
   */
  putStream(hash: string, source: Readable): Promise<void>;
  /** The stored bytes, or null when the backend has none under this hash. */
  get(hash: string): Promise<Uint8Array | null>;
  /** The stored bytes as a stream, or null when the backend has none under this hash. */
  stream(hash: string): Promise<Readable | null>;
  has(hash: string): Promise<boolean>;
  /** Removes the bytes; removing what is not there is no error. */
  delete(hash: string): Promise<void>;
  /** Every hash the backend holds bytes for (with or without metadata), in no promised order. */
  list(): AsyncIterable<string>;
  /** Resolves when the backend can store and read now (readiness, docs/operations.md "Health"); rejects otherwise. */
  check(): Promise<void>;
}
