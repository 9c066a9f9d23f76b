import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idpAccounts } from '../../db/schema/index.ts';

export type IdpAccount = typeof idpAccounts.$inferSelect;

export async function selectAccount(db: Db, sub: string): Promise<IdpAccount | undefined> {
  const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.sub, sub));
  return row;
}

export async function selectAccountByEmail(db: Db, email: string): Promise<IdpAccount | undefined> {
  const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
  return row;
}

/** Inserts unless the address is taken (then undefined), also when another process inserts it at the same time. */
export async function insertAccount(
  db: Db,
  values: typeof idpAccounts.$inferInsert,
): Promise<IdpAccount | undefined> {
  const [row] = await db
    .insert(idpAccounts)
    .values(values)
    .onConflictDoNothing({ target: idpAccounts.email })
    .returning();
  return row;
}

export async function setAccountVerified(db: Db, sub: string, email: string): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ emailVerified: true })
    .where(and(eq(idpAccounts.sub, sub), eq(idpAccounts.email, email)));
}

export async function setPasswordHash(db: Db, sub: string, passwordHash: string): Promise<void> {
  await db.update(idpAccounts).set({ passwordHash }).where(eq(idpAccounts.sub, sub));
}
