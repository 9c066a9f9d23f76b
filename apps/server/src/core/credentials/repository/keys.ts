import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { credentialHolderKeys, credentialIssuerKeys } from '../../../db/schema/index.ts';

export type IssuerKeyRow = typeof credentialIssuerKeys.$inferSelect;
export type HolderKeyRow = typeof credentialHolderKeys.$inferSelect;

export async function activeIssuerKey(db: Db, space: string): Promise<IssuerKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(credentialIssuerKeys)
    .where(and(eq(credentialIssuerKeys.space, space), eq(credentialIssuerKeys.active, true)));
  return row;
}

export async function issuerKeyByKid(db: Db, kid: string): Promise<IssuerKeyRow | undefined> {
  const [row] = await db.select().from(credentialIssuerKeys).where(eq(credentialIssuerKeys.kid, kid));
  return row;
}

/** Every issuer key, retired ones included: credentials signed before a rotation must still verify. */
export async function allIssuerKeys(db: Db): Promise<IssuerKeyRow[]> {
  return db.select().from(credentialIssuerKeys).orderBy(credentialIssuerKeys.createdAt);
}

/** A new active key; loses quietly to a concurrent one (the partial unique index), and the caller reads again. */
export async function insertIssuerKey(
  db: Db,
  values: typeof credentialIssuerKeys.$inferInsert,
): Promise<void> {
  await db.insert(credentialIssuerKeys).values(values).onConflictDoNothing();
}

export async function retireIssuerKeys(db: Db, space: string): Promise<void> {
  await db
    .update(credentialIssuerKeys)
    .set({ active: false, retiredAt: new Date() })
    .where(and(eq(credentialIssuerKeys.space, space), eq(credentialIssuerKeys.active, true)));
}

export async function findHolderKey(db: Db, space: string): Promise<HolderKeyRow | undefined> {
  const [row] = await db.select().from(credentialHolderKeys).where(eq(credentialHolderKeys.space, space));
  return row;
}

export async function insertHolderKey(
  db: Db,
  values: typeof credentialHolderKeys.$inferInsert,
): Promise<void> {
  await db.insert(credentialHolderKeys).values(values).onConflictDoNothing();
}
