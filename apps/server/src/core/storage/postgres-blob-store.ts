import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from './blob-store.ts';
import { blobExists, deleteBlob, findBlob, insertBlob, listBlobHashes } from './repository.ts';

/**
 * The default backend: bytes in `storage_blobs`, beside their metadata (one thing to back up). A bytea value is
 * read and written whole, so the stream methods buffer; items here are bounded by STORAGE_MAX_BYTES.
 */
export function postgresBlobStore(db: Db): BlobStore {
  return {
    kind: 'postgres',
    put: (hash, bytes) => insertBlob(db, hash, bytes),
    putStream: async (hash, source) => insertBlob(db, hash, await buffer(source)),
    get: (hash) => findBlob(db, hash),
    async stream(hash) {
      const bytes = await findBlob(db, hash);
      return bytes ? Readable.from([Buffer.from(bytes)]) : null;
    },
    has: (hash) => blobExists(db, hash),
    delete: (hash) => deleteBlob(db, hash),
    async *list() {
      // Paged by hash, so a large table is never read into memory at once.
      let after = '';
      for (;;) {
        const page = await listBlobHashes(db, after, 500);
        yield* page;
        if (page.length < 500) return;
        after = page[page.length - 1] as string;
      }
    },
    // The bytes live in the database, whose own readiness check (a ping) already covers them.
    check: async () => {},
  };
}
