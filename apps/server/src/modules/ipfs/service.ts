import type { Actor } from '../../actor.ts';
import type { Storage } from '../../core/storage/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { mayReadObject } from './repository.ts';
import { readUpload } from './upload.ts';

/*
 * The /api/ipfs rules. The bytes live in the core storage, which this module only calls through its
 * index; its repository only asks who may read an object.
 */

/** Stores an upload (a multipart `file` field, or the raw body) as a plain object of the caller's. */
export async function storeUpload(
  storage: Storage,
  actor: Actor,
  upload: { contentType: string | undefined; body: unknown },
) {
  const file = readUpload(upload.contentType, upload.body);
  const saved = await storage.save({
    ...file,
    enc: false,
    createdBy: actor.identity.sub,
    space: actor.space?.space,
  });
  return { hash: saved.hash };
}

/**
 * `GET /api/ipfs/{hash}`: a plain object belongs to who stored it and those it is shown to (mayReadObject); to
 * anyone else it reads exactly like a missing one. Administrators read every plain object: they review tariffs
 * before they are published and the evidence of credential applications.
 */
export async function assertReadable(db: Db, actor: Actor, hash: string) {
  if (actor.isAdmin) return;
  const spaces = actor.memberships.map((m) => m.space);
  if (!(await mayReadObject(db, hash, { sub: actor.identity.sub, spaces })))
    throw new AppError('record.not_found', `No stored object ${hash}`);
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
