import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { businesses, spaces } from '../../../db/schema/index.ts';

/*
 * Businesses, written with a space's first row, are this group's (docs/ARCHITECTURE.md "Table owners"); the
 * spaces module calls these through index.ts.
 */

export type BusinessRow = typeof businesses.$inferSelect;

export async function businessesOf(db: Db, sub: string): Promise<BusinessRow[]> {
  return db.select().from(businesses).where(eq(businesses.sub, sub)).orderBy(asc(businesses.createdAt));
}

export async function anyBusinesses(db: Db): Promise<BusinessRow[]> {
  return db.select().from(businesses).limit(100);
}

export async function findBusiness(db: Db, key: string): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.key, key));
  return row;
}

export async function insertBusiness(db: Db, values: { key: string; sub: string; name: string }) {
  const [row] = await db.insert(businesses).values(values).returning();
  if (!row) throw new Error('business insert returned nothing');
  return row;
}

export async function renameBusiness(db: Db, key: string, name: string): Promise<BusinessRow | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ name, updatedAt: new Date() })
    .where(eq(businesses.key, key))
    .returning();
  return row;
}

export async function spacesOfBusiness(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(spaces).where(eq(spaces.businessKey, key));
  return row?.n ?? 0;
}

export async function deleteBusiness(db: Db, key: string) {
  await db.delete(businesses).where(eq(businesses.key, key));
}
