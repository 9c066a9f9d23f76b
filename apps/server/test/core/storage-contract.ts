import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { expect, it } from 'vitest';
import type { BlobStore } from '../../src/core/storage/blob-store.ts';
import { cidOf } from '../../src/core/storage/cid.ts';
import { seal, unseal } from '../../src/core/storage/sealing.ts';
import { cidOfSha256, cidOfStream, verifying } from '../../src/core/storage/verify-stream.ts';

const MB = 1024 * 1024;

async function item(size = 300) {
  const bytes = randomBytes(size);
  return { bytes, hash: await cidOf(bytes) };
}

async function listed(store: BlobStore) {
  const hashes: string[] = [];
  for await (const hash of store.list()) hashes.push(hash);
  return hashes;
}

/**
 * Writes `size` random bytes to a file one megabyte at a time and answers its path and CID, so the test itself
 * never holds the file in memory.
 */
async function bigFile(size: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tt-big-'));
  const file = path.join(dir, 'big');
  const handle = await open(file, 'w');
  const digest = createHash('sha256');
  for (let written = 0; written < size; written += MB) {
    const chunk = randomBytes(Math.min(MB, size - written));
    digest.update(chunk);
    await handle.write(chunk);
  }
  await handle.close();
  return { file, hash: cidOfSha256(digest.digest()), remove: () => rm(dir, { recursive: true }) };
}

/** Runs `work` while sampling this process's RSS; answers how far the peak rose above the level before. */
async function rssGrowth(work: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

/**
 * The storage contract every backend keeps (apps/server/src/core/storage/blob-store.ts, docs/operations.md
 * "Object storage"). Declared inside the caller's describe; `store()` answers the backend under test.
 * `streamsLarge`: the backend promises bounded memory for large items (disk, S3; the database buffers).
 */
export function blobStoreContract(store: () => BlobStore, options: { streamsLarge: boolean }) {
  it('put then get, stream and has; a repeated put changes nothing', async () => {
    const { bytes, hash } = await item();
    expect(await store().has(hash)).toBe(false);
    await store().put(hash, bytes);
    await store().put(hash, bytes);
    expect(await store().has(hash)).toBe(true);
    expect(Buffer.from((await store().get(hash)) ?? [])).toEqual(bytes);
    const stream = await store().stream(hash);
    expect(stream && (await buffer(stream))).toEqual(bytes);
  });

  it('an unknown hash: get and stream answer null, has false, delete is no error', async () => {
    const { hash } = await item();
    expect(await store().get(hash)).toBeNull();
    expect(await store().stream(hash)).toBeNull();
    expect(await store().has(hash)).toBe(false);
    await store().delete(hash);
  });

  it('list names every stored hash; delete removes one', async () => {
    const a = await item();
    const b = await item();
    await store().put(a.hash, a.bytes);
    await store().putStream(b.hash, Readable.from([b.bytes]));
    expect(await listed(store())).toEqual(expect.arrayContaining([a.hash, b.hash]));
    await store().delete(a.hash);
    expect(await store().has(a.hash)).toBe(false);
    expect(await store().get(a.hash)).toBeNull();
    expect(await listed(store())).not.toContain(a.hash);
    expect(await listed(store())).toContain(b.hash);
  });

  it('a stream whose bytes do not match the hash is refused and leaves nothing stored', async () => {
    const { hash } = await item();
    const other = randomBytes(300);
    const checked = Readable.from([other]).pipe(verifying(hash));
    await expect(store().putStream(hash, checked)).rejects.toThrow(/hash to/);
    expect(await store().has(hash)).toBe(false);
    expect(await listed(store())).not.toContain(hash);
  });

  it('stored bytes read back hash to their name (streamed and whole)', async () => {
    const { bytes, hash } = await item(64 * 1024);
    await store().putStream(hash, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    const stream = await store().stream(hash);
    expect(stream && (await cidOfStream(stream))).toBe(hash);
    expect(await cidOf((await store().get(hash)) ?? new Uint8Array())).toBe(hash);
  });

  it('a sealed item is stored as its ciphertext and opens with its key only', async () => {
    const plaintext = Buffer.from('sealed before any backend sees it');
    const key = randomBytes(32).toString('base64url');
    const sealed = await seal(plaintext, key);
    const hash = await cidOf(sealed);
    await store().put(hash, sealed);
    const stored = (await store().get(hash)) ?? new Uint8Array();
    expect(Buffer.from(stored).includes(plaintext)).toBe(false);
    expect(Buffer.from((await unseal(stored, key)) ?? [])).toEqual(plaintext);
    expect(await unseal(stored, randomBytes(32).toString('base64url'))).toBeNull();
  });

  it('an item above the multipart size (9 MB) round-trips through put and putStream', async () => {
    const { bytes, hash } = await item(9 * MB);
    await store().put(hash, bytes);
    expect(await cidOfStream((await store().stream(hash)) as Readable)).toBe(hash);
    await store().delete(hash);
    await store().putStream(hash, Readable.from([bytes]));
    expect(await cidOf((await store().get(hash)) ?? new Uint8Array())).toBe(hash);
  }, 60_000);

  if (options.streamsLarge)
    it('a 50 MB file streams in and out with the process RSS growing by at most 64 MB', async () => {
      const big = await bigFile(50 * MB);
      try {
        const growth = await rssGrowth(async () => {
          await store().putStream(big.hash, createReadStream(big.file).pipe(verifying(big.hash)));
          const back = await store().stream(big.hash);
          expect(back).not.toBeNull();
          let bytes = 0;
          const digest = createHash('sha256');
          await pipeline(back as Readable, async (source: AsyncIterable<Buffer>) => {
            for await (const chunk of source) {
              bytes += chunk.length;
              digest.update(chunk);
            }
          });
          expect(bytes).toBe(50 * MB);
          expect(cidOfSha256(digest.digest())).toBe(big.hash);
        });
        expect(growth).toBeLessThan(64 * MB);
      } finally {
        await store().delete(big.hash);
        await big.remove();
      }
    }, 120_000);
}
