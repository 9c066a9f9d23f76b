import { pipeline, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { BlobStore } from './blob-store.ts';
import { cidOf, HASH_RULE, isStorageHash } from './cid.ts';
import { createBlobStore } from './create-blob-store.ts';
import { decodeFile } from './file-input.ts';
import { DEFAULT_MEDIA_TYPE } from './media-type.ts';
import { findObject, insertObject, insertUpload } from './repository.ts';
import { generateKey, isStorageKey, KEY_RULE, seal, unseal } from './sealing.ts';
import { IntegrityError, verifying } from './verify-stream.ts';

/**
 * Plain objects up to this size are served verified whole; larger ones stream, so no request holds more than
 * about this much of a file in memory (docs/operations.md "Object storage").
 */
export const STREAM_ABOVE_BYTES = 1024 * 1024;

export type SaveInput = {
  bytes: Uint8Array;
  type: string;
  enc: boolean;
  key?: string | undefined;
  createdBy: string;
  /** The space the caller stored it for (the acting space), if the call named one. */
  space?: string | null | undefined;
};
/** `size` counts the caller's bytes (before encryption); `key` is present exactly when the object is encrypted. */
export type Saved = { hash: string; size: number; type: string; key?: string };
export type Fetched = { bytes: Uint8Array; size: number; type: string };
/** A plain object to serve: its verified bytes, or above STREAM_ABOVE_BYTES a stream checked as it passes. */
export type Readout = { type: string; size: number } & (
  | { bytes: Uint8Array; stream?: never }
  | { stream: Readable; bytes?: never }
);
export type ObjectInfo = { hash: string; size: number; type: string; encrypted: boolean };

const invalid = (field: string, rule: string, message: string) =>
  new AppError('request.invalid', `${field}: ${message}`, [{ field, rule, message }]);

/**
 * Content-addressed storage (docs/product-decisions.md §7): bytes in a `BlobStore`, metadata in `storage_objects`, the hash a CIDv1
 * of the stored bytes. Used by the core calls and by /api/ipfs alike; it holds no state of its own.
 */
export function createStorage(
  db: Db,
  config: Config['storage'],
  log: FastifyBaseLogger,
  blobs: BlobStore = createBlobStore(db, config),
) {
  async function info(hash: string): Promise<ObjectInfo | null> {
    if (!isStorageHash(hash)) throw invalid('hash', 'format', HASH_RULE);
    return (await findObject(db, hash)) ?? null;
  }

  async function save(input: SaveInput): Promise<Saved> {
    const { bytes, enc, key } = input;
    // Checked before anything is written: a refused upload leaves no trace.
    if (bytes.length > config.maxBytes) {
      throw new AppError(
        'storage.too_large',
        `file: ${bytes.length} bytes; at most ${config.maxBytes} are stored`,
        {
          params: { size: bytes.length, max: config.maxBytes },
        },
      );
    }
    if (bytes.length === 0) throw invalid('file', 'min', 'must not be empty');
    if (key !== undefined && !enc) throw invalid('key', 'enc', 'is only used with enc: true');
    if (key !== undefined && !isStorageKey(key)) throw invalid('key', 'format', KEY_RULE);

    const sealKey = enc ? (key ?? generateKey()) : undefined;
    const stored = sealKey ? await seal(bytes, sealKey) : bytes;
    const hash = await cidOf(stored);
    // Bytes before metadata: a crash in between leaves an unreferenced blob, never metadata without bytes.
    await blobs.put(hash, stored);
    await insertObject(db, {
      hash,
      size: stored.length,
      type: input.type,
      encrypted: enc,
      createdBy: input.createdBy,
    });
    // Each uploader of the same bytes is recorded: a plain object is readable by who stored it (modules/ipfs).
    await insertUpload(db, { hash, sub: input.createdBy, spaceKey: input.space ?? '' });
    // The same bytes saved again keep the first save's metadata; answer with what fetch will report.
    const type = (await info(hash))?.type ?? input.type;
    return { hash, size: bytes.length, type, ...(sealKey ? { key: sealKey } : {}) };
  }

  /** The caller's bytes, verified against the hash; decrypted with `key` when the object is encrypted. */
  async function fetch({ hash, key }: { hash: string; key?: string | undefined }): Promise<Fetched> {
    const object = await info(hash);
    if (!object) throw new AppError('storage.not_found', `No stored object ${hash}`);
    const stored = await blobs.get(hash);
    if (!stored || (await cidOf(stored)) !== hash) {
      // Lost or altered behind our back (disk, backup restore, manual edit): an operator must hear of it.
      log.error({ hash, backend: blobs.kind, missing: !stored }, 'stored bytes do not match their hash');
      throw new AppError('storage.integrity_failed', `Stored bytes of ${hash} do not match their hash`);
    }
    if (!object.encrypted) return { bytes: stored, size: stored.length, type: object.type };
    if (key === undefined)
      throw new AppError('storage.key_required', 'This object is encrypted: key required');
    if (!isStorageKey(key)) throw invalid('key', 'format', KEY_RULE);
    const plaintext = await unseal(stored, key);
    if (!plaintext) throw new AppError('storage.decryption_failed', 'The key does not open this object');
    return { bytes: plaintext, size: plaintext.length, type: object.type };
  }

  /**
   * A plain object for serving (modules/ipfs): small ones through `fetch`, verified before a byte leaves;
   * larger ones as a stream whose hash is checked on the way, failing the stream at its end when the bytes were
   * altered (the client then sees a cut-off response, never a complete wrong one).
   */
  async function read(hash: string): Promise<Readout> {
    const object = await info(hash);
    if (!object) throw new AppError('storage.not_found', `No stored object ${hash}`);
    if (object.encrypted || object.size <= STREAM_ABOVE_BYTES) {
      const { bytes, type, size } = await fetch({ hash });
      return { bytes, type, size };
    }
    const source = await blobs.stream(hash);
    if (!source) {
      log.error({ hash, backend: blobs.kind, missing: true }, 'stored bytes do not match their hash');
      throw new AppError('storage.integrity_failed', `Stored bytes of ${hash} do not match their hash`);
    }
    const stream = pipeline(source, verifying(hash), (error) => {
      if (error instanceof IntegrityError)
        log.error({ hash, backend: blobs.kind, missing: false }, 'stored bytes do not match their hash');
    });
    return { stream, type: object.type, size: object.size };
  }

  /** The core `save` call: `file` is base64 or a data: URL; `type` overrides the data: URL's media type. */
  async function saveFile(input: {
    file: string;
    type?: string | undefined;
    enc: boolean;
    key?: string | null | undefined;
    createdBy: string;
    space?: string | null | undefined;
  }): Promise<Saved> {
    const file = decodeFile(input.file, 'body.file');
    return save({
      bytes: file.bytes,
      type: input.type ?? file.type ?? DEFAULT_MEDIA_TYPE,
      enc: input.enc,
      key: input.key ?? undefined,
      createdBy: input.createdBy,
      space: input.space,
    });
  }

  /** The core `fetch` call: the caller's bytes as base64. */
  async function fetchFile(input: { hash: string; key?: string | null | undefined }) {
    const object = await fetch({ hash: input.hash, key: input.key ?? undefined });
    return { file: Buffer.from(object.bytes).toString('base64'), size: object.size, type: object.type };
  }

  return { kind: blobs.kind, info, save, fetch, read, saveFile, fetchFile, check: () => blobs.check() };
}

export type Storage = ReturnType<typeof createStorage>;
