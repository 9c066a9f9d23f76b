import type { TariffDoc } from '@tourtariff/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tariffRevisions, tariffs } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { derivedColumns } from './derived-columns.ts';
import { syncRows } from './partner-prices.ts';
import { SEARCH_FORM } from './search-text.ts';

export type TariffRow = typeof tariffs.$inferSelect;
export type RevisionRow = typeof tariffRevisions.$inferSelect;
export type Found = { row: TariffRow; revision: RevisionRow | null };

/** A tariff with its pending revision; `lock` holds both rows until the transaction ends (state changes). */
export async function findTariff(db: Db, key: string, lock = false): Promise<Found | undefined> {
  const query = db.select().from(tariffs).where(eq(tariffs.key, key));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [revision] = await db.select().from(tariffRevisions).where(eq(tariffRevisions.tariffKey, key));
  return { row, revision: revision ?? null };
}

/**
 * What a quote needs of a tariff, in one statement: who may read it and its (published) document. A pending
 * revision is not what a buyer books, so it is not read.
 */
export async function findPricedTariff(db: Db, key: string) {
  const [row] = await db
    .select({
      key: tariffs.key,
      spaceKey: tariffs.spaceKey,
      state: tariffs.state,
      visibility: tariffs.visibility,
      doc: tariffs.doc,
    })
    .from(tariffs)
    .where(eq(tariffs.key, key));
  return row;
}

/** `findPricedTariff` of several tariffs in one statement (a page of OCTO bookings, docs/octo.md "Paging"). */
export function findPricedTariffs(db: Db, keys: string[]) {
  return db
    .select({
      key: tariffs.key,
      spaceKey: tariffs.spaceKey,
      state: tariffs.state,
      visibility: tariffs.visibility,
      doc: tariffs.doc,
    })
    .from(tariffs)
    .where(inArray(tariffs.key, keys.length ? keys : ['']));
}

export async function getTariff(db: Db, key: string, lock = false): Promise<Found> {
  const found = await findTariff(db, key, lock);
  if (!found) throw new AppError('record.not_found', `No tariff ${key}`);
  return found;
}

/** Rows with their pending revisions; `withRevision` says for which rows the caller may see one. */
export async function withRevisions(
  db: Db,
  rows: TariffRow[],
  withRevision: (row: TariffRow) => boolean = () => true,
): Promise<Found[]> {
  const keys = rows.filter(withRevision).map((row) => row.key);
  const revisions = keys.length
    ? await db.select().from(tariffRevisions).where(inArray(tariffRevisions.tariffKey, keys))
    : [];
  const byKey = new Map(revisions.map((revision) => [revision.tariffKey, revision]));
  return rows.map((row) => ({ row, revision: byKey.get(row.key) ?? null }));
}

/** Every tariff of a space with its pending revision, oldest first (the CSV export's order). */
export async function tariffsOfSpace(db: Db, space: string): Promise<Found[]> {
  const rows = await db
    .select()
    .from(tariffs)
    .where(eq(tariffs.spaceKey, space))
    .orderBy(asc(tariffs.createdAt), asc(tariffs.key));
  return withRevisions(db, rows);
}

type NewTariff = Pick<TariffRow, 'key' | 'spaceKey' | 'createdBy'> &
  Partial<Pick<TariffRow, 'state' | 'publishedAt'>> & { doc: TariffDoc };

export async function insertTariff(db: Db, values: NewTariff): Promise<TariffRow> {
  const [row] = await db
    .insert(tariffs)
    .values({ ...values, ...derivedColumns(values.doc) })
    .returning();
  if (!row) throw new Error('tariff insert returned nothing');
  await syncRows(db, row.spaceKey, [row.key]);
  return row;
}

/** The seed's fixed tariffs: written once, left alone when they exist. Undefined when it was already there. */
export async function insertTariffOnce(db: Db, values: NewTariff): Promise<TariffRow | undefined> {
  const [row] = await db
    .insert(tariffs)
    .values({ ...values, ...derivedColumns(values.doc) })
    .onConflictDoNothing()
    .returning();
  if (row) await syncRows(db, row.spaceKey, [row.key]);
  return row;
}

type TariffChange = Partial<Pick<TariffRow, 'state' | 'version' | 'note' | 'publishedAt'>> & {
  doc?: TariffDoc;
};

/**
 * Writes a change; a new document brings its derived columns along, and its partners' search prices, so they
 * can never disagree.
 */
export async function updateTariffRow(db: Db, key: string, change: TariffChange): Promise<TariffRow> {
  const [row] = await db
    .update(tariffs)
    .set({ ...change, ...(change.doc ? derivedColumns(change.doc) : {}), updatedAt: sql`now()` })
    .where(eq(tariffs.key, key))
    .returning();
  if (!row) throw new AppError('record.not_found', `No tariff ${key}`);
  if (change.doc) await syncRows(db, row.spaceKey, [row.key]);
  return row;
}

/**
 * Up to `limit` tariffs whose search columns are in an earlier form than this code writes, read through the partial
 * index of migration 0036 (its condition is the literal below, so the planner can use it).
 */
export async function earlierSearchForms(db: Db, limit: number) {
  return db
    .select({ key: tariffs.key, doc: tariffs.doc })
    .from(tariffs)
    .where(sql`${tariffs.searchForm} < ${sql.raw(String(SEARCH_FORM))}`)
    .orderBy(asc(tariffs.key))
    .limit(limit);
}

/**
 * Rewrites a tariff's derived columns (search texts and price bands among them) in this code's form, by the one
 * derivation every write uses; the document and stamps do not change.
 */
export async function rewriteSearchForm(db: Db, key: string, doc: TariffDoc): Promise<void> {
  await db.update(tariffs).set(derivedColumns(doc)).where(eq(tariffs.key, key));
}

export async function deleteTariffRow(db: Db, key: string): Promise<void> {
  await db.delete(tariffs).where(eq(tariffs.key, key));
}

type RevisionChange = Pick<RevisionRow, 'version' | 'state' | 'doc' | 'createdBy'> & { note?: string | null };

export async function upsertRevision(db: Db, key: string, values: RevisionChange): Promise<RevisionRow> {
  const [row] = await db
    .insert(tariffRevisions)
    .values({ tariffKey: key, ...values })
    .onConflictDoUpdate({
      target: tariffRevisions.tariffKey,
      set: { state: values.state, doc: values.doc, note: values.note ?? null, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('revision upsert returned nothing');
  return row;
}

export async function updateRevision(
  db: Db,
  key: string,
  change: Partial<Pick<RevisionRow, 'state' | 'note' | 'doc'>>,
): Promise<RevisionRow> {
  const [row] = await db
    .update(tariffRevisions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(tariffRevisions.tariffKey, key))
    .returning();
  if (!row) throw new AppError('record.not_found', `No pending version of tariff ${key}`);
  return row;
}

export async function deleteRevision(db: Db, key: string): Promise<void> {
  await db.delete(tariffRevisions).where(eq(tariffRevisions.tariffKey, key));
}
