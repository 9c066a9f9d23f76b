import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storageBlobs, storageObjects, storageUploads } from '../../db/schema/index.ts';

/** What `storage_objects` knows of an object; `size` counts the stored (possibly encrypted) bytes. */
export type ObjectRow = { hash: string; size: number; type: string; encrypted: boolean };

export async function findObject(db: Db, hash: string): Promise<ObjectRow | undefined> {
  const [row] = await db
    .select({
      hash: storageObjects.hash,
      size: storageObjects.size,
      type: storageObjects.type,
      encrypted: storageObjects.encrypted,
    })
    .from(storageObjects)
    .where(eq(storageObjects.hash, hash));
  return row;
}

/** The first save of a hash wins: the same bytes saved again keep their first metadata. */
export async function insertObject(db: Db, values: ObjectRow & { createdBy: string }): Promise<void> {
  await db.insert(storageObjects).values(values).onConflictDoNothing();
}

/** Who stored an object, for which space ('' for none); the same person storing it again adds nothing. */
export async function insertUpload(db: Db, values: { hash: string; sub: string; spaceKey: string }) {
  await db.insert(storageUploads).values(values).onConflictDoNothing();
}

/** Bytes of the PostgreSQL backend; the same hash always holds the same bytes, so a repeat is a no-op. */
export async function insertBlob(db: Db, hash: string, bytes: Uint8Array): Promise<void> {
  await db
    .insert(storageBlobs)
    .values({ hash, bytes: Buffer.from(bytes) })
    .onConflictDoNothing();
}

export async function findBlob(db: Db, hash: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: storageBlobs.bytes })
    .from(storageBlobs)
    .where(eq(storageBlobs.hash, hash));
  return row?.bytes ?? null;
}

export async function blobExists(db: Db, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: storageBlobs.hash })
    .from(storageBlobs)
    .where(eq(storageBlobs.hash, hash));
  return row !== undefined;
}

export async function deleteBlob(db: Db, hash: string): Promise<void> {
  await db.delete(storageBlobs).where(eq(storageBlobs.hash, hash));
}

/** Up to `limit` hashes of the database backend after `after`, in hash order (a page of a listing). */
export async function listBlobHashes(db: Db, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ hash: storageBlobs.hash })
    .from(storageBlobs)
    .where(gt(storageBlobs.hash, after))
    .orderBy(asc(storageBlobs.hash))
    .limit(limit);
  return rows.map((row) => row.hash);
}

/** Every stored object's hash and stored size, in hash order (backups list and verify them). */
export async function listObjects(db: Db): Promise<{ hash: string; size: number }[]> {
  return db
    .select({ hash: storageObjects.hash, size: storageObjects.size })
    .from(storageObjects)
    .orderBy(storageObjects.hash);
}
