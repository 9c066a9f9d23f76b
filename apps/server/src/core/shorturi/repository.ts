import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shortLinks } from '../../db/schema/index.ts';

export type ShortLinkRow = typeof shortLinks.$inferSelect;

/** Links expired before `before` are gone for good (the service keeps a grace week of "expired" answers). */
export async function purgeExpired(db: Db, before: Date): Promise<void> {
  await db.delete(shortLinks).where(lt(shortLinks.expiresAt, before));
}

export async function insertShortLink(
  db: Db,
  values: { id: string; owner: string; data: unknown; expiresAt: Date },
): Promise<ShortLinkRow> {
  const [row] = await db.insert(shortLinks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findShortLink(db: Db, id: string): Promise<ShortLinkRow | undefined> {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.id, id));
  return row;
}

/** Deletes a link, only `owner`'s when one is given; true when a row went. */
export async function deleteShortLink(db: Db, id: string, owner: string | undefined): Promise<boolean> {
  const owned = owner === undefined ? undefined : eq(shortLinks.owner, owner);
  const removed = await db
    .delete(shortLinks)
    .where(and(eq(shortLinks.id, id), owned))
    .returning({ id: shortLinks.id });
  return removed.length > 0;
}
