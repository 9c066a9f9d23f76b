import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { cidOf, exportItems, importItems } from '../../src/core/storage/index.ts';
import { s3BlobStore, s3Client } from '../../src/core/storage/s3-blob-store.ts';
import { describeEachDatabase } from '../helper.ts';
import { signedInUser } from '../sessions.ts';
import { startS3Server } from './s3-test-server.ts';
import { base64, fetchObject, save, storedRows } from './storage-support.ts';

// The server on an S3-compatible bucket (STORAGE_URL; docs/operations.md "Object storage"), against s3rver.
const s3 = await startS3Server(['app']);
afterAll(() => s3.close());
const settings = s3.settings('app', 'tt/objects');
const client = new S3Client({
  endpoint: s3.endpoint,
  region: settings.region,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const raw = async (hash: string) => {
  const answer = await client.send(new GetObjectCommand({ Bucket: 'app', Key: `tt/objects/${hash}` }));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
};
const MB = 1024 * 1024;

describeEachDatabase(
  'core storage (S3 backend)',
  (ctx) => {
    it('round trip: bytes go to the bucket under the prefix, metadata to the database, none to storage_blobs', async () => {
      const user = await signedInUser(ctx.app);
      const bytes = randomBytes(700);
      const before = await storedRows(ctx.app);
      const saved = await save(ctx.app, user, { file: `data:image/png;base64,${base64(bytes)}` });
      expect(saved).toMatchObject({ status: 0, data: { size: 700, type: 'image/png' } });
      expect(await raw(saved.data.hash)).toEqual(bytes);
      expect(await storedRows(ctx.app)).toEqual({ objects: before.objects + 1, blobs: before.blobs });
      const fetched = await fetchObject(ctx.app, user, { hash: saved.data.hash });
      expect(fetched.data).toEqual({ file: base64(bytes), size: 700, type: 'image/png' });
    });

    it('a sealed item is encrypted before it reaches the bucket', async () => {
      const user = await signedInUser(ctx.app);
      const saved = await save(ctx.app, user, { file: base64('a secret for the bucket'), enc: true });
      const stored = await raw(saved.data.hash);
      expect(stored.toString()).not.toContain('a secret');
      expect(stored.toString().split('.')).toHaveLength(5); // a compact JWE
      const fetched = await fetchObject(ctx.app, user, { hash: saved.data.hash, key: saved.data.key });
      expect(Buffer.from(fetched.data?.file ?? '', 'base64').toString()).toBe('a secret for the bucket');
    });

    it('a large plain file is served as a stream, and an altered one is cut short, never served whole', async () => {
      const user = await signedInUser(ctx.app);
      const bytes = randomBytes(3 * MB);
      const saved = await save(ctx.app, user, { file: base64(bytes), type: 'application/octet-stream' });
      const got = await ctx.app.inject({ method: 'GET', url: `/api/ipfs/${saved.data.hash}`, ...user.auth });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-length']).toBe(String(3 * MB));
      expect(got.rawPayload.equals(bytes)).toBe(true);

      await client.send(
        new PutObjectCommand({
          Bucket: 'app',
          Key: `tt/objects/${saved.data.hash}`,
          Body: randomBytes(3 * MB),
        }),
      );
      const altered = await ctx.app
        .inject({ method: 'GET', url: `/api/ipfs/${saved.data.hash}`, ...user.auth })
        .catch(() => null);
      expect(altered === null || !altered.rawPayload.equals(bytes)).toBe(true);
      expect(altered === null || altered.rawPayload.length < 3 * MB || altered.statusCode >= 500).toBe(true);
      // The whole-object call checks before answering.
      expect(await fetchObject(ctx.app, user, { hash: saved.data.hash })).toMatchObject({
        status: 17,
        data: { code: 'storage.integrity_failed' },
      });
      // Put right again: the suite's backup test must find every item whole.
      await client.send(
        new PutObjectCommand({ Bucket: 'app', Key: `tt/objects/${saved.data.hash}`, Body: bytes }),
      );
    });

    it('a backup copies every bucket item; a restore puts them into a new prefix, verified', async () => {
      const user = await signedInUser(ctx.app);
      await save(ctx.app, user, { file: base64(randomBytes(900)) });
      const dir = await mkdtemp(path.join(tmpdir(), 'tt-s3-backup-'));
      try {
        const config = { dir: undefined, maxBytes: 10 * MB, s3: settings };
        const items = await exportItems(ctx.app.database.db, config, dir);
        expect(items.length).toBeGreaterThan(0);
        expect((await readdir(dir)).sort()).toEqual(items.map((item) => item.hash).sort());
        const restored = { ...config, s3: s3.settings('app', `restored-${ctx.engine}`) };
        expect(await importItems(ctx.app.database.db, restored, dir, items)).toEqual([]);
        const other = s3BlobStore(restored.s3);
        for (const item of items) expect(await other.has(item.hash)).toBe(true);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('/readyz names the S3 backend', async () => {
      const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toMatchObject({ status: 'ok', storage: 's3' });
    });
  },
  { config: { storage: { dir: undefined, maxBytes: 10 * MB, s3: settings } } },
);

it('/readyz is 503 when the bucket does not exist (HeadBucket fails)', async () => {
  const app = await buildApp({
    config: testConfig({ storage: { dir: undefined, maxBytes: MB, s3: s3.settings('no-such-bucket') } }),
  });
  try {
    const refused = await app.inject({ method: 'GET', url: '/readyz' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ status: 'unavailable', database: 'pglite', storage: 's3' });
  } finally {
    await app.close();
  }
});

it('an item above 8 MB goes up as a multipart upload; smaller ones in one request', async () => {
  const seen: string[] = [];
  const recording = s3Client(s3.settings('app', 'multipart'));
  recording.middlewareStack.add(
    (next, context) => (args) => {
      seen.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize' },
  );
  const store = s3BlobStore(s3.settings('app', 'multipart'), recording);
  const big = randomBytes(9 * MB);
  await store.put(await cidOf(big), big);
  expect(seen.filter((name) => name === 'UploadPartCommand')).toHaveLength(2);
  expect(seen).toContain('CompleteMultipartUploadCommand');
  seen.length = 0;
  const small = randomBytes(MB);
  await store.put(await cidOf(small), small);
  expect(seen).toEqual(['PutObjectCommand']);
  seen.length = 0;
  const streamed = randomBytes(9 * MB);
  await store.putStream(
    await cidOf(streamed),
    Readable.from([streamed.subarray(0, MB), streamed.subarray(MB)]),
  );
  expect(seen.filter((name) => name === 'UploadPartCommand')).toHaveLength(2);
  const listed = await client.send(new ListObjectsV2Command({ Bucket: 'app', Prefix: 'multipart/' }));
  expect(listed.KeyCount).toBe(3);
}, 60_000);
