import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { BlobKind, BlobStore } from './blob-store.ts';
import { diskBlobStore } from './disk-blob-store.ts';
import { postgresBlobStore } from './postgres-blob-store.ts';

/** The configured backend: STORAGE_URL's bucket, else STORAGE_DIR, else the database (the default). */
export const configuredKind = (storage: Config['storage']): BlobKind =>
  storage.s3 ? 's3' : storage.dir ? 'disk' : 'postgres';

export function createBlobStore(db: Db, storage: Config['storage']): BlobStore {
  return blobStoreOf(configuredKind(storage), db, storage);
}

/**
 * A named backend built from the settings (storage:migrate reads from one and writes to another); one whose
 * settings are missing is refused with the setting to give.
 */
export function blobStoreOf(kind: BlobKind, db: Db, storage: Config['storage']): BlobStore {
  if (kind === 'postgres') return postgresBlobStore(db);
  if (kind === 'disk') {
    if (!storage.dir) throw new Error('the disk backend needs STORAGE_DIR');
    return diskBlobStore(storage.dir);
  }
  const { s3 } = storage;
  if (!s3) throw new Error('the s3 backend needs STORAGE_URL (and the STORAGE_S3_* settings)');
  return loadedOnUse('s3', async () => (await import('./s3-blob-store.ts')).s3BlobStore(s3));
}

/**
 * A backend whose code loads on first use: the AWS SDK is large, and an installation without STORAGE_URL should
 * not pay for it at every start (docs/performance.md measures start-up).
 */
function loadedOnUse(kind: BlobKind, load: () => Promise<BlobStore>): BlobStore {
  let loaded: Promise<BlobStore> | undefined;
  const store = () => {
    loaded ??= load();
    return loaded;
  };
  return {
    kind,
    put: async (hash, bytes) => (await store()).put(hash, bytes),
    putStream: async (hash, source) => (await store()).putStream(hash, source),
    get: async (hash) => (await store()).get(hash),
    stream: async (hash) => (await store()).stream(hash),
    has: async (hash) => (await store()).has(hash),
    delete: async (hash) => (await store()).delete(hash),
    async *list() {
      yield* (await store()).list();
    },
    check: async () => (await store()).check(),
  };
}
