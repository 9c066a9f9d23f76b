import {
  type Collection,
  collections,
  type documentListQuery,
  documentSchemas,
  type documentSpaceQuery,
} from '@tourtariff/shared';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { decodeOffset, encodeOffset, newKey, parseOrThrow } from '../../../kit/index.ts';
import { grantsFor } from '../repository/acl.ts';
import {
  collectionCounts,
  countOwned,
  type DocumentRow,
  deleteDocument as deleteRow,
  findFavourite,
  insertDocument,
  listDocuments,
  updateDocument,
} from '../repository/documents.ts';
import { liveLinks } from '../repository/links.ts';
import {
  assertWritable,
  type Ctx,
  collectionOf,
  type Permission,
  readableDocument,
  storeSpace,
} from './access.ts';

/** How many documents one space keeps in one collection: plenty for a person, a bound for a script. */
export const MAX_PER_COLLECTION = 500;

type ListQuery = z.output<typeof documentListQuery>;
type SpaceQuery = z.output<typeof documentSpaceQuery>;

async function view(db: Db, row: DocumentRow, permission: Permission) {
  const links =
    row.collection === 'proposals' && permission === 'write'
      ? (await liveLinks(db, row.id)).map((l) => ({
          id: l.id,
          path: `/p/${l.id}`,
          exp: l.expiresAt.toISOString(),
        }))
      : undefined;
  return {
    id: row.id,
    collection: row.collection,
    space: row.spaceKey,
    permission,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    doc: row.doc,
    ...(links ? { links } : {}),
  };
}

/** `GET /api/doc/list`: every collection this store declares, with what the space owns and what is shared. */
export async function listCollections(ctx: Ctx, actor: Actor, query: SpaceQuery) {
  const space = storeSpace(actor, query.space);
  const counts = await collectionCounts(ctx.database.db, space);
  return {
    items: collections.map((collection) => ({
      collection,
      count: counts.get(collection)?.owned ?? 0,
      shared: counts.get(collection)?.shared ?? 0,
    })),
  };
}

/** `GET /api/doc/{db}`: the space's documents of a collection and those shared with it, newest first. */
export async function listCollection(ctx: Ctx, actor: Actor, name: string, query: ListQuery) {
  const collection = collectionOf(name);
  const space = storeSpace(actor, query.space);
  const { db } = ctx.database;
  const offset = decodeOffset(query.cursor, 'querystring.cursor');
  const rows = await listDocuments(db, { space, collection, ref: query.ref, offset, limit: query.limit });
  const page = rows.slice(0, query.limit);
  const foreign = page.filter((row) => row.spaceKey !== space).map((row) => row.id);
  const granted = new Map((await grantsFor(db, foreign, [space])).map((g) => [g.id, g.permission]));
  const items = await Promise.all(
    page.map((row) => view(db, row, row.spaceKey === space ? 'write' : (granted.get(row.id) ?? 'read'))),
  );
  return { items, next: rows.length > query.limit ? encodeOffset(offset + query.limit) : null };
}

/** `GET /api/doc/{db}/{id}`. */
export async function readDocument(ctx: Ctx, actor: Actor, name: string, id: string) {
  const { db } = ctx.database;
  const { row, permission } = await readableDocument(db, actor, id, collectionOf(name));
  return view(db, row, permission);
}

const duplicateFavourite = (id: string) =>
  new AppError('document.duplicate', 'body.tariff: already a favourite of this space', {
    params: { id },
    fields: [{ field: 'body.tariff', rule: 'unique', message: 'already a favourite' }],
  });

/** Two hearts clicked at once: the unique index lets one land; the other is the duplicate it is. */
async function orDuplicate<T>(db: Db, space: string, doc: Record<string, unknown>, write: Promise<T>) {
  return write.catch(async (error: unknown) => {
    const text = `${(error as { code?: string }).code} ${String((error as { cause?: unknown }).cause)}`;
    const existing =
      /23505|documents_favourite_idx/.test(text) && typeof doc.tariff === 'string'
        ? await findFavourite(db, space, doc.tariff)
        : undefined;
    throw existing ? duplicateFavourite(existing.id) : error;
  });
}

/** `POST /api/doc/{db}`: a new document in the caller's space, checked against its collection's schema. */
export async function createDocument(ctx: Ctx, actor: Actor, name: string, query: SpaceQuery, body: unknown) {
  const collection: Collection = collectionOf(name);
  const doc = parseOrThrow(documentSchemas[collection], body) as Record<string, unknown>;
  const space = storeSpace(actor, query.space);
  const { db } = ctx.database;
  const row = await orDuplicate(
    db,
    space,
    doc,
    db.transaction(async (tx) => {
      if ((await countOwned(tx, space, collection)) >= MAX_PER_COLLECTION)
        throw new AppError('document.limit', `${collection} holds at most ${MAX_PER_COLLECTION} documents`, {
          params: { max: MAX_PER_COLLECTION },
        });
      if (collection === 'favourites') {
        const existing = await findFavourite(tx, space, doc.tariff as string);
        if (existing) throw duplicateFavourite(existing.id);
      }
      return insertDocument(tx, {
        id: newKey('dc'),
        spaceKey: space,
        collection,
        doc,
        createdBy: actor.identity.sub,
      });
    }),
  );
  return view(db, row, 'write');
}

/** `PUT /api/doc/{db}/{id}`: replaces the document; the owner space and spaces granted write may. */
export async function replaceDocument(ctx: Ctx, actor: Actor, name: string, id: string, body: unknown) {
  const collection = collectionOf(name);
  const doc = parseOrThrow(documentSchemas[collection], body) as Record<string, unknown>;
  const { db } = ctx.database;
  const { row, permission } = await readableDocument(db, actor, id, collection);
  assertWritable(permission);
  const updated = await orDuplicate(db, row.spaceKey, doc, updateDocument(db, id, doc));
  return view(db, updated, permission);
}

/** `DELETE /api/doc/{db}/{id}`: only the owner space removes a document (an entry lets others edit it). */
export async function removeDocument(ctx: Ctx, actor: Actor, name: string, id: string) {
  const { db } = ctx.database;
  const { row } = await readableDocument(db, actor, id, collectionOf(name));
  if (!actor.memberships.some((m) => m.space === row.spaceKey))
    throw new AppError('document.write_forbidden', 'Only the owner space deletes a document', {
      params: { permission: 'write' },
    });
  return { id, deleted: await deleteRow(db, id) };
}
