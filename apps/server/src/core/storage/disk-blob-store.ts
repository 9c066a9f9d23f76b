import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from './blob-store.ts';
import { isStorageHash } from './cid.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * One file per object, named by its CID, in `dir` (STORAGE_DIR). Writes go to a temporary file first and are
 * renamed into place, so a reader never sees half a file and a crash leaves at most a stray `.tmp-*` file.
 */
export function diskBlobStore(dir: string): BlobStore {
  let ready: Promise<unknown> | undefined;
  const prepared = () => {
    ready ??= mkdir(dir, { recursive: true });
    return ready;
  };
  /** Writes through a temporary file; rename replaces atomically and can only bring the same bytes. */
  async function writeVia(hash: string, write: (temporary: string) => Promise<void>) {
    await prepared();
    const temporary = path.join(dir, `.tmp-${randomUUID()}`);
    try {
      await write(temporary);
      await rename(temporary, path.join(dir, hash));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
  return {
    kind: 'disk',
    put: (hash, bytes) => writeVia(hash, (temporary) => writeFile(temporary, bytes, { flag: 'wx' })),
    putStream: (hash, source) =>
      writeVia(hash, (temporary) => pipeline(source, createWriteStream(temporary, { flags: 'wx' }))),
    async check() {
      await prepared();
      await access(dir, constants.R_OK | constants.W_OK);
    },
    async get(hash) {
      try {
        return await readFile(path.join(dir, hash));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stream(hash) {
      try {
        // Opened first so that a missing file answers null here rather than failing the stream later.
        const handle = await open(path.join(dir, hash), 'r');
        return handle.createReadStream({ autoClose: true });
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async has(hash) {
      try {
        await access(path.join(dir, hash));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    delete: (hash) => rm(path.join(dir, hash), { force: true }),
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const name of names) if (isStorageHash(name)) yield name;
    },
  };
}
