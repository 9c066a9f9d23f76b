import { and, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { spaceExists } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { documentAcl, documents } from '../../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;

export async function findDocument(db: Db, id: string, lock = false): Promise<DocumentRow | undefined> {
  const query = db.select().from(documents).where(eq(documents.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertDocument(db: Db, row: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [created] = await db.insert(documents).values(row).returning();
  return created as DocumentRow;
}

export async function updateDocument(db: Db, id: string, doc: Record<string, unknown>) {
  const [row] = await db
    .update(documents)
    .set({ doc, updatedAt: new Date() })
    .where(eq(documents.id, id))
    .returning();
  return row as DocumentRow;
}

export async function deleteDocument(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id });
  return gone.length > 0;
}

/** The space's favourite of a tariff, if any (one per tariff: documents_favourite_idx). */
export async function findFavourite(db: Db, space: string, tariff: string) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.spaceKey, space),
        eq(documents.collection, 'favourites'),
        sql`${documents.doc}->>'tariff' = ${tariff}`,
      ),
    );
  return row;
}

export async function countOwned(db: Db, space: string, collection: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.spaceKey, space), eq(documents.collection, collection)));
  return Number(row?.n ?? 0);
}

/**
 * A collection as one space sees it: its own documents and those other spaces shared with it, newest first;
 * `ref` keeps those about one tariff or space (a favourite's tariff, a note's subject).
 */
export async function listDocuments(
  db: Db,
  q: { space: string; collection: string; ref?: string | undefined; offset: number; limit: number },
) {
  const shared = db
    .select({ id: documentAcl.documentId })
    .from(documentAcl)
    .where(eq(documentAcl.spaceKey, q.space));
  const about = q.ref
    ? or(sql`${documents.doc}->>'tariff' = ${q.ref}`, sql`${documents.doc}->'subject'->>'key' = ${q.ref}`)
    : undefined;
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.collection, q.collection),
        or(eq(documents.spaceKey, q.space), inArray(documents.id, shared)),
        about,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .offset(q.offset)
    .limit(q.limit + 1);
}

/** Per collection: how many the space owns and how many are shared with it. */
export async function collectionCounts(db: Db, space: string) {
  const rows = await db
    .select({
      collection: documents.collection,
      owned: sql<number>`count(*) filter (where ${documents.spaceKey} = ${space})`,
      shared: sql<number>`count(*) filter (where ${documents.spaceKey} <> ${space})`,
    })
    .from(documents)
    .leftJoin(documentAcl, and(eq(documentAcl.documentId, documents.id), eq(documentAcl.spaceKey, space)))
    .where(or(eq(documents.spaceKey, space), eq(documentAcl.spaceKey, space)))
    .groupBy(documents.collection);
  return new Map(rows.map((r) => [r.collection, { owned: Number(r.owned), shared: Number(r.shared) }]));
}

/** Saved searches that asked to be told about new matches, with their space. */
/** The saved searches that asked to be told, those saved by `savedBy` when it is given. */
export async function notifyingSearches(db: Db, savedBy?: Date) {
  return db
    .select({ id: documents.id, spaceKey: documents.spaceKey, doc: documents.doc })
    .from(documents)
    .where(
      and(
        eq(documents.collection, 'searches'),
        sql`(${documents.doc}->>'notify')::boolean`,
        savedBy ? lte(documents.createdAt, savedBy) : undefined,
      ),
    );
}

// Spaces are the core users group's (docs/ARCHITECTURE.md "Table owners").
export { spaceExists };
