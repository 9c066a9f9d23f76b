import type { Actor } from '../../actor.ts';
import type { Storage } from '../../core/storage/index.ts';
import { AppError } from '../../errors.ts';
import { readUpload } from './upload.ts';

/*
 * The /api/ipfs rules. No repository: the bytes live in the core storage (DESIGN §7), which this module only
 * calls through its index.
 */

/** Stores an upload (a multipart `file` field, or the raw body) as a plain object of the caller's. */
export async function storeUpload(
  storage: Storage,
  actor: Actor,
  upload: { contentType: string | undefined; body: unknown },
) {
  const file = readUpload(upload.contentType, upload.body);
  const saved = await storage.save({ ...file, enc: false, createdBy: actor.identity.sub });
  return { hash: saved.hash };
}

/**
 * A stored object that may be served by GET. An encrypted one has no meaning without its key, which a GET
 * cannot carry, so it reads as not found.
 */
export async function servableObject(storage: Storage, hash: string) {
  const object = await storage.info(hash);
  if (!object || object.encrypted) throw new AppError('record.not_found', `No stored object ${hash}`);
  return object;
}
