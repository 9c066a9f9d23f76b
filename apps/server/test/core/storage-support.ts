import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storageBlobs, storageObjects } from '../../src/db/schema/index.ts';
import { core, type TestUser } from '../sessions.ts';

/** Shared by the storage suites: the answers' shapes and direct looks at the tables behind them. */
export type SaveAnswer = { hash: string; size: number; type: string; key?: string };
export type FetchAnswer = { file: string; size: number; type: string };

export const base64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');

export async function save(app: FastifyInstance, user: TestUser, body: Record<string, unknown>) {
  const res = await core(app, user, 'storage/save', body);
  return { ...res, data: res.data as SaveAnswer };
}

export async function fetchObject(app: FastifyInstance, user: TestUser, body: Record<string, unknown>) {
  const res = await core(app, user, 'storage/fetch', body);
  return { ...res, data: res.data as FetchAnswer | null };
}

export async function storedRows(app: FastifyInstance) {
  const db = app.database.db;
  const [objects] = await db.select({ n: count() }).from(storageObjects);
  const [blobs] = await db.select({ n: count() }).from(storageBlobs);
  return { objects: objects?.n ?? 0, blobs: blobs?.n ?? 0 };
}

/** Alters stored bytes behind the service's back, as a bad disk or a careless restore would. */
export async function tamperBlob(app: FastifyInstance, hash: string, bytes: Buffer) {
  await app.database.db.update(storageBlobs).set({ bytes }).where(eq(storageBlobs.hash, hash));
}

/** Field names of a validation failure envelope (`data.fields[].field`). */
export const fieldsOf = (data: unknown) =>
  ((data as { fields?: { field: string }[] } | null)?.fields ?? []).map((f) => f.field);
