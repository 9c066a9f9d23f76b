/**
 * Where the bytes of stored objects live, by content hash. Metadata always stays in `storage_objects`; only the
 * bytes move, so a backend needs nothing but put and get. `put` of an existing hash is a no-op: same hash, same
 * bytes. Callers validate the hash before it reaches a backend (the disk backend uses it as a file name).
 */
export interface BlobStore {
  readonly kind: 'postgres' | 'disk';
  put(hash: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when the backend has none under this hash. */
  get(hash: string): Promise<Uint8Array | null>;
  /** Resolves when the backend can store and read now (readiness, docs/operations.md "Health"); rejects otherwise. */
  check(): Promise<void>;
}
