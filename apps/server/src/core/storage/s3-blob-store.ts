import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.ts';
import type { BlobStore } from './blob-store.ts';
import { isStorageHash } from './cid.ts';

/**
 * Items larger than this go up in parts of this size (docs/operations.md "Object storage"); at most two parts
 * are in memory at once, so an upload of any size holds about 16 MB.
 */
export const MULTIPART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const absent = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The SDK client for the settings; without keys, the SDK's own credential chain (environment, instance role). */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}

/**
 * One object per item in an S3-compatible bucket (STORAGE_URL=s3://bucket/prefix), keyed `<prefix>/<CID>`.
 * Sealed items arrive here already encrypted (service.ts seals before any backend sees the bytes), so the
 * bucket's operator never holds a readable copy of them.
 */
export function s3BlobStore(settings: S3Settings, client = s3Client(settings)): BlobStore {
  const Bucket = settings.bucket;
  const prefix = settings.prefix ? `${settings.prefix}/` : '';
  const Key = (hash: string) => `${prefix}${hash}`;

  async function upload(hash: string, Body: Uint8Array | Readable) {
    await new Upload({
      client,
      params: { Bucket, Key: Key(hash), Body, ContentType: 'application/octet-stream' },
      partSize: MULTIPART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      // A failed multipart upload is aborted, so no half-written parts stay billed in the bucket.
      leavePartsOnError: false,
    }).done();
  }

  return {
    kind: 's3',
    async put(hash, bytes) {
      if (bytes.length > MULTIPART_BYTES) return upload(hash, bytes);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(hash),
          Body: bytes,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    // Upload sends one PutObject when the stream ends within the first part, else a multipart upload.
    putStream: (hash, source) => upload(hash, source),
    async get(hash) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(hash) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },
    async stream(hash) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(hash) }));
        // In Node the body is the HTTP response itself: read as it arrives, never buffered whole.
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },
    async has(hash) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: Key(hash) }));
        return true;
      } catch (error) {
        if (absent(error)) return false;
        throw error;
      }
    },
    async delete(hash) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(hash) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const { Key: key } of page.Contents ?? []) {
          const name = key?.slice(prefix.length);
          // Anything else an operator keeps under the prefix is not ours to list.
          if (name && isStorageHash(name)) yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
