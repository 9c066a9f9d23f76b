import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe } from 'vitest';
import { diskBlobStore } from '../../src/core/storage/disk-blob-store.ts';
import { postgresBlobStore } from '../../src/core/storage/postgres-blob-store.ts';
import { s3BlobStore } from '../../src/core/storage/s3-blob-store.ts';
import { describeEachDatabase } from '../helper.ts';
import { startS3Server } from './s3-test-server.ts';
import { blobStoreContract } from './storage-contract.ts';

// One contract, three backends (docs/operations.md "Object storage"): the database, a directory, and a real
// S3-compatible server (s3rver in a child process, reached over HTTP with signed requests).
const s3 = await startS3Server(['contract']);
const dir = await mkdtemp(path.join(tmpdir(), 'tt-contract-'));
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

describeEachDatabase('storage contract: database backend', (ctx) => {
  blobStoreContract(() => postgresBlobStore(ctx.app.database.db), { streamsLarge: false });
});

describe('storage contract: disk backend', () => {
  const store = diskBlobStore(path.join(dir, 'objects'));
  blobStoreContract(() => store, { streamsLarge: true });
});

describe('storage contract: S3 backend (s3rver)', () => {
  const store = s3BlobStore(s3.settings('contract', 'tourtariff/objects'));
  blobStoreContract(() => store, { streamsLarge: true });
});
