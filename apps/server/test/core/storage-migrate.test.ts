import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { diskBlobStore } from '../../src/core/storage/disk-blob-store.ts';
import { migrateItems } from '../../src/core/storage/index.ts';
import { postgresBlobStore } from '../../src/core/storage/postgres-blob-store.ts';
import { listObjects } from '../../src/core/storage/repository.ts';
import { s3BlobStore } from '../../src/core/storage/s3-blob-store.ts';
import { storageBlobs } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { startS3Server } from './s3-test-server.ts';

// npm run storage:migrate (docs/operations.md "Object storage"): every item moves, a second run skips what is in
// place, damaged or missing destination items are copied again, and damaged source items are refused.
const s3 = await startS3Server(['migrate']);
const dir = await mkdtemp(path.join(tmpdir(), 'tt-migrate-'));
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});
const MB = 1024 * 1024;

describeEachDatabase('storage:migrate between the database, S3 and disk', (ctx) => {
  const bucket = () => s3BlobStore(s3.settings('migrate', `items-${ctx.engine}`));
  const database = () => postgresBlobStore(ctx.app.database.db);
  let hashes: string[] = [];

  it('database → S3: every item copied and verified; a second run copies nothing', async () => {
    const storage = ctx.app.storage;
    await storage.save({ bytes: randomBytes(200), type: 'text/plain', enc: false, createdBy: 'migrate' });
    await storage.save({ bytes: Buffer.from('sealed'), type: 'text/plain', enc: true, createdBy: 'migrate' });
    await storage.save({ bytes: randomBytes(2 * MB), type: 'image/png', enc: false, createdBy: 'migrate' });
    hashes = (await listObjects(ctx.app.database.db)).map((row) => row.hash);
    expect(hashes.length).toBeGreaterThanOrEqual(3);

    const first = await migrateItems(ctx.app.database.db, database(), bucket());
    expect(first).toEqual({ total: hashes.length, moved: hashes.length, skipped: 0, problems: [] });
    for (const hash of hashes) expect(await bucket().has(hash)).toBe(true);

    const again = await migrateItems(ctx.app.database.db, database(), bucket());
    expect(again).toEqual({ total: hashes.length, moved: 0, skipped: hashes.length, problems: [] });
  });

  it('resumes: a missing or damaged destination item is copied again, the rest skipped', async () => {
    const [lost, damaged] = hashes as [string, string];
    await bucket().delete(lost);
    await bucket().put(damaged, randomBytes(50));
    const outcomes: string[] = [];
    const report = await migrateItems(ctx.app.database.db, database(), bucket(), (hash, outcome) => {
      if (hash === lost || hash === damaged) outcomes.push(outcome);
    });
    expect(report).toEqual({ total: hashes.length, moved: 2, skipped: hashes.length - 2, problems: [] });
    expect(outcomes).toEqual(['moved', 'moved']);
  });

  it('S3 → database: back into emptied storage_blobs, and the server reads them', async () => {
    await ctx.app.database.db.delete(storageBlobs);
    const report = await migrateItems(ctx.app.database.db, bucket(), database());
    expect(report).toEqual({ total: hashes.length, moved: hashes.length, skipped: 0, problems: [] });
    for (const hash of hashes) {
      const object = await ctx.app.storage.info(hash);
      if (!object?.encrypted) expect((await ctx.app.storage.fetch({ hash })).size).toBe(object?.size);
    }
  });

  it('S3 → disk; a source item that does not match its hash is refused and nothing stored for it', async () => {
    const disk = diskBlobStore(path.join(dir, ctx.engine));
    const [bad] = hashes as [string];
    await bucket().put(bad, randomBytes(64));
    const report = await migrateItems(ctx.app.database.db, bucket(), disk);
    expect(report.moved).toBe(hashes.length - 1);
    expect(report.problems).toEqual([`${bad}: bytes in the s3 backend do not match the hash`]);
    expect(await disk.has(bad)).toBe(false);
    // Written through temporary files: the refused one leaves none behind.
    expect((await readdir(path.join(dir, ctx.engine))).filter((name) => name.startsWith('.tmp-'))).toEqual(
      [],
    );
  });
});

describe('npm run storage:migrate', () => {
  const script = path.resolve(import.meta.dirname, '../../../../scripts/storage-migrate.ts');
  const run = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    }).then(
      (done) => ({ code: 0, ...done }),
      (failed: { code: number; stdout: string; stderr: string }) => failed,
    );

  it('refuses a missing or unknown backend, or the same one twice, with exit code 2', async () => {
    for (const args of [[], ['--from', 'db', '--to', 'db'], ['--from', 'tape', '--to', 's3']]) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('usage: npm run storage:migrate');
    }
  });

  it('copies a fresh installation’s items from the database to the bucket and says how many', async () => {
    const settings = s3.settings('migrate', 'script');
    const result = await run(['--from', 'db', '--to', 's3'], {
      PGLITE_DIR: path.join(dir, 'pglite'),
      SEED_DEMO: 'false',
      STORAGE_URL: 's3://migrate/script',
      STORAGE_S3_ENDPOINT: s3.endpoint,
      STORAGE_S3_ACCESS_KEY_ID: settings.accessKeyId ?? '',
      STORAGE_S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^\d+ stored items: \d+ copied, 0 already in place, 0 failed\n$/);
    expect(result.code).toBe(0);
  }, 60_000);
});
