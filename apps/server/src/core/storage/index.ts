import type { Storage } from './service.ts';

export { cidOf, HASH_RULE, isStorageHash } from './cid.ts';
export { type DecodedFile, decodeFile } from './file-input.ts';
export { DEFAULT_MEDIA_TYPE, isMediaType, MEDIA_TYPE_RULE } from './media-type.ts';
export { storageCalls } from './routes.ts';
export { mediaType, storageHash, storageKey } from './schemas.ts';
export { createStorage, type Fetched, type ObjectInfo, type Saved, type Storage } from './service.ts';

declare module '../../context.ts' {
  interface RequestContext {
    /** Content-addressed storage (docs/product-decisions.md §7), the app's one instance. */
    storage: Storage;
  }
}

export { exportItems, importItems, type StoredItem } from './backup.ts';
export type { BlobKind, BlobStore } from './blob-store.ts';
export { blobStoreOf, configuredKind, createBlobStore } from './create-blob-store.ts';
export { type MigrationReport, migrateItems } from './migrate.ts';
