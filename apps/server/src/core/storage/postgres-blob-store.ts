import type { Db } from '../../db/client.ts';
import type { BlobStore } from './blob-store.ts';
import { findBlob, insertBlob } from './repository.ts';

/** The default backend: bytes in `storage_blobs`, beside their metadata (one thing to back up). */
export function postgresBlobStore(db: Db): BlobStore {
  return {
    kind: 'postgres',
    put: (hash, bytes) => insertBlob(db, hash, bytes),
    get: (hash) => findBlob(db, hash),
    // The bytes live in the database, whose own readiness check (a ping) already covers them.
    check: async () => {},
  };
}
