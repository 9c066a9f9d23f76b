import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { BlobKind, BlobStore } from './blob-store.ts';
import { diskBlobStore } from './disk-blob-store.ts';
import { postgresBlobStore } from './postgres-blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

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
  if (!storage.s3) throw new Error('the s3 backend needs STORAGE_URL (and the STORAGE_S3_* settings)');
  return s3BlobStore(storage.s3);
}
