import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from './blob-store.ts';
import { diskBlobStore } from './disk-blob-store.ts';
import { postgresBlobStore } from './postgres-blob-store.ts';

/** STORAGE_DIR set: files on disk; otherwise the database (the default, one less thing to back up). */
export function createBlobStore(db: Db, storage: Config['storage']): BlobStore {
  return storage.dir ? diskBlobStore(storage.dir) : postgresBlobStore(db);
}
