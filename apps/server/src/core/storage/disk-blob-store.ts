import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './blob-store.ts';

/**
 * One file per object, named by its CID, in `dir` (STORAGE_DIR). Writes go to a temporary file first and are
 * renamed into place, so a reader never sees half a file and a crash leaves at most a stray `.tmp-*` file.
 */
export function diskBlobStore(dir: string): BlobStore {
  let ready: Promise<unknown> | undefined;
  return {
    kind: 'disk',
    async put(hash, bytes) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const temporary = path.join(dir, `.tmp-${randomUUID()}`);
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        // rename replaces an existing file atomically; it can only hold the same bytes, so a race is harmless.
        await rename(temporary, path.join(dir, hash));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async check() {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      await access(dir, constants.R_OK | constants.W_OK);
    },
    async get(hash) {
      try {
        return await readFile(path.join(dir, hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
