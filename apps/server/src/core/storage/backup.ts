import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { cidOf, isStorageHash } from './cid.ts';
import { createBlobStore } from './create-blob-store.ts';
import { listObjects } from './repository.ts';

/** One stored item as a backup's manifest lists it: the content hash, its size and the SHA-256 of its bytes. */
export type StoredItem = { hash: string; size: number; sha256: string };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Lists every stored object with the checksum of its bytes, read from the backend, and, for files kept outside
 * the database (STORAGE_DIR), copies them into `blobsDir` (docs/operations.md "Backups and restore"). Database
 * backends need no copy: their bytes are in the database dump. An object whose bytes are missing or do not
 * match their hash fails the backup, which must not pass for a good one.
 */
export async function exportItems(
  db: Db,
  storage: Config['storage'],
  blobsDir: string,
): Promise<StoredItem[]> {
  const blobs = createBlobStore(db, storage);
  const items: StoredItem[] = [];
  if (storage.dir) await mkdir(blobsDir, { recursive: true });
  for (const { hash, size } of await listObjects(db)) {
    const bytes = await blobs.get(hash);
    if (!bytes) throw new Error(`stored object ${hash} has no bytes`);
    if ((await cidOf(bytes)) !== hash) throw new Error(`stored object ${hash} does not match its hash`);
    if (storage.dir) await writeFile(path.join(blobsDir, hash), bytes);
    items.push({ hash, size, sha256: sha256(bytes) });
  }
  return items;
}

/**
 * Puts the copied files of a backup into the configured disk backend (nothing to do for the database one),
 * then checks that every object the restored database knows has its bytes, matching its hash and the
 * manifest's checksum. Returns the problems found, none when the restore is whole.
 */
export async function importItems(
  db: Db,
  storage: Config['storage'],
  blobsDir: string,
  items: StoredItem[],
): Promise<string[]> {
  const blobs = createBlobStore(db, storage);
  if (storage.dir)
    for (const item of items) {
      if (!isStorageHash(item.hash))
        throw new Error(`manifest names an invalid hash ${JSON.stringify(item.hash)}`);
      await blobs.put(item.hash, await readFile(path.join(blobsDir, item.hash)));
    }
  const listed = new Map(items.map((item) => [item.hash, item]));
  const problems: string[] = [];
  for (const { hash } of await listObjects(db)) {
    const bytes = await blobs.get(hash);
    if (!bytes) problems.push(`${hash}: bytes missing`);
    else if ((await cidOf(bytes)) !== hash) problems.push(`${hash}: bytes do not match the hash`);
    else if (listed.has(hash) && listed.get(hash)?.sha256 !== sha256(bytes))
      problems.push(`${hash}: checksum differs from the manifest`);
    else if (!listed.has(hash)) problems.push(`${hash}: not in the manifest`);
  }
  return problems;
}
