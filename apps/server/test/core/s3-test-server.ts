import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Settings } from '../../src/config.ts';

/** s3rver's fixed key pair; the SDK signs every request with it (SigV4), as against a real service. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3TestServer = {
  endpoint: string;
  /** Settings of the server's bucket `bucket` under `prefix` (path-style, as self-hosted services want). */
  settings(bucket: string, prefix?: string): S3Settings;
  close(): Promise<void>;
};

/** Starts s3rver (s3rver-process.ts) in a child process with `buckets` created; close() stops it and its files. */
export async function startS3Server(buckets: string[]): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'tt-s3rver-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 's3rver-process.ts'), directory, buckets.join(',')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) =>
      resolve((JSON.parse(line) as { port: number }).port),
    );
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (bucket, prefix = '') => ({
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      ...CREDENTIALS,
    }),
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
