import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { signedInUser } from '../sessions.ts';
import { base64, fetchObject, save, storedRows } from './storage-support.ts';

// A directory that does not exist yet: the backend creates it on first write.
const dir = path.join(await mkdtemp(path.join(tmpdir(), 'tt-storage-')), 'objects');
afterAll(() => rm(path.dirname(dir), { recursive: true, force: true }));

describeEachDatabase(
  'core storage (disk backend)',
  (ctx) => {
    it('round trip: bytes go to a file named by the CID, metadata to the database, none to storage_blobs', async () => {
      const user = await signedInUser(ctx.app);
      const bytes = randomBytes(500);
      const before = await storedRows(ctx.app);
      const saved = await save(ctx.app, user, { file: `data:image/webp;base64,${base64(bytes)}` });
      expect(saved).toMatchObject({ status: 0, data: { size: 500, type: 'image/webp' } });
      expect(await readFile(path.join(dir, saved.data.hash))).toEqual(bytes);
      expect(await storedRows(ctx.app)).toEqual({ objects: before.objects + 1, blobs: before.blobs });
      const fetched = await fetchObject(ctx.app, user, { hash: saved.data.hash });
      expect(fetched.data).toEqual({ file: base64(bytes), size: 500, type: 'image/webp' });
      // Written through a temporary file and renamed: nothing half-written stays behind.
      expect((await readdir(dir)).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
    });

    it('encrypted round trip on disk, and a wrong key → status 16', async () => {
      const user = await signedInUser(ctx.app);
      const saved = await save(ctx.app, user, { file: base64('on disk, sealed'), enc: true });
      const fetched = await fetchObject(ctx.app, user, { hash: saved.data.hash, key: saved.data.key });
      expect(Buffer.from(fetched.data?.file ?? '', 'base64').toString()).toBe('on disk, sealed');
      const wrong = await fetchObject(ctx.app, user, {
        hash: saved.data.hash,
        key: randomBytes(32).toString('base64url'),
      });
      expect(wrong).toMatchObject({ status: 16, data: { code: 'storage.decryption_failed' } });
    });

    it('a tampered or vanished file → status 17 and no bytes', async () => {
      const user = await signedInUser(ctx.app);
      const saved = await save(ctx.app, user, { file: base64(randomBytes(32)) });
      const file = path.join(dir, saved.data.hash);
      await writeFile(file, randomBytes(32));
      expect(await fetchObject(ctx.app, user, { hash: saved.data.hash })).toMatchObject({
        status: 17,
        data: { code: 'storage.integrity_failed' },
      });
      await rm(file);
      expect(await fetchObject(ctx.app, user, { hash: saved.data.hash })).toMatchObject({
        status: 17,
        data: { code: 'storage.integrity_failed' },
      });
    });
  },
  { config: { storage: { dir, maxBytes: 10 * 1024 * 1024 } } },
);
