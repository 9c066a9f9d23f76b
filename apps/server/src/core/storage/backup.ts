import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from './blob-store.ts';
import { isStorageHash } from './cid.ts';
import { createBlobStore } from './create-blob-store.ts';
import { listObjects } from './repository.ts';
import { IntegrityError, verifying } from './verify-stream.ts';

/** One stored item as a backup's manifest lists it: the content hash, its size and the SHA-256 of its bytes. */
export type StoredItem = { hash: string; size: number; sha256: string };

/**
 * The SHA-256 of a stored item read as a stream, checked against its content hash on the way (and copied to
 * `copyTo` when given); null when the backend has no bytes for it, an IntegrityError when they do not match.
 */
async function checksum(blobs: BlobStore, hash: string, copyTo?: string): Promise<string | null> {
  const source = await blobs.stream(hash);
  if (!source) return null;
  const digest = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      digest.update(chunk);
      done(null, chunk);
    },
  });
  const sink = copyTo
    ? createWriteStream(copyTo)
    : new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(source as Readable, verifying(hash), tap, sink);
  return digest.digest('hex');
}

/**
 * Lists every stored object with the checksum of its bytes, read from the backend, and, for files kept outside
 * the database (STORAGE_DIR, STORAGE_URL), copies them into `blobsDir` (docs/operations.md "Backups and
 * restore"). The database backend needs no copy: its bytes are in the database dump. An object whose bytes are
 * missing or do not match their hash fails the backup, which must not pass for a good one.
 */
export async function exportItems(
  db: Db,
  storage: Config['storage'],
  blobsDir: string,
): Promise<StoredItem[]> {
  const blobs = createBlobStore(db, storage);
  const copy = blobs.kind !== 'postgres';
  const items: StoredItem[] = [];
  if (copy) await mkdir(blobsDir, { recursive: true });
  for (const { hash, size } of await listObjects(db)) {
    let sha256: string | null;
    try {
      sha256 = await checksum(blobs, hash, copy ? path.join(blobsDir, hash) : undefined);
    } catch (error) {
      if (error instanceof IntegrityError) throw new Error(`stored object ${hash} does not match its hash`);
      throw error;
    }
    if (!sha256) throw new Error(`stored object ${hash} has no bytes`);
    items.push({ hash, size, sha256 });
  }
  return items;
}

/**
 * Puts the copied files of a backup into the configured disk or S3 backend (nothing to do for the database
 * one), then checks that every object the restored database knows has its bytes, matching its hash and the
 * manifest's checksum. Returns the problems found, none when the restore is whole.
 */
export async function importItems(
  db: Db,
  storage: Config['storage'],
  blobsDir: string,
  items: StoredItem[],
): Promise<string[]> {
  const blobs = createBlobStore(db, storage);
  if (blobs.kind !== 'postgres')
    for (const item of items) {
      if (!isStorageHash(item.hash))
        throw new Error(`manifest names an invalid hash ${JSON.stringify(item.hash)}`);
      await blobs.putStream(item.hash, createReadStream(path.join(blobsDir, item.hash)));
    }
  const listed = new Map(items.map((item) => [item.hash, item]));
  const problems: string[] = [];
  for (const { hash } of await listObjects(db)) {
    let sha256: string | null;
    try {
      sha256 = await checksum(blobs, hash);
    } catch (error) {
      if (!(error instanceof IntegrityError)) throw error;
      problems.push(`${hash}: bytes do not match the hash`);
      continue;
    }
    if (!sha256) problems.push(`${hash}: bytes missing`);
    else if (!listed.has(hash)) problems.push(`${hash}: not in the manifest`);
    else if (listed.get(hash)?.sha256 !== sha256)
      problems.push(`${hash}: checksum differs from the manifest`);
  }
  return problems;
}
