import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storageBlobs } from '../../db/schema/index.ts';
import type { BlobStore } from './blob-store.ts';

export function postgresBlobStore(db: Db): BlobStore {
  return {
    kind: 'postgres',
    async put(hash, bytes) {
      await db
        .insert(storageBlobs)
        .values({ hash, bytes: Buffer.from(bytes) })
        .onConflictDoNothing();
    },
    async get(hash) {
      const [row] = await db
        .select({ bytes: storageBlobs.bytes })
        .from(storageBlobs)
        .where(eq(storageBlobs.hash, hash));
      return row?.bytes ?? null;
    },
  };
}
