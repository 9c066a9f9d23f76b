import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { accessRequests, userGrants } from '../../../db/schema/index.ts';

export type AccessRequestRow = typeof accessRequests.$inferSelect;

export function grantsOf(db: Db, sub: string) {
  return db
    .select({ entry: userGrants.entry, grantedBy: userGrants.grantedBy, createdAt: userGrants.createdAt })
    .from(userGrants)
    .where(eq(userGrants.sub, sub));
}

export function requestsOf(db: Db, sub: string) {
  return db
    .select()
    .from(accessRequests)
    .where(eq(accessRequests.sub, sub))
    .orderBy(desc(accessRequests.createdAt));
}

/** Replaces a user's app grants in one transaction. */
export async function replaceGrants(db: Db, sub: string, entries: string[], grantedBy: string) {
  await db.transaction(async (tx) => {
    await tx.delete(userGrants).where(eq(userGrants.sub, sub));
    if (entries.length) {
      await tx.insert(userGrants).values(entries.map((entry) => ({ sub, entry, grantedBy })));
    }
  });
}

export async function addGrant(tx: Db, sub: string, entry: string, grantedBy: string) {
  await tx.insert(userGrants).values({ sub, entry, grantedBy }).onConflictDoNothing();
}

/** Removes one granted entry; false when the user did not hold it. */
export async function removeGrant(db: Db, sub: string, entry: string): Promise<boolean> {
  const removed = await db
    .delete(userGrants)
    .where(and(eq(userGrants.sub, sub), eq(userGrants.entry, entry)))
    .returning();
  return removed.length > 0;
}

/** The new request, or undefined when the same one is already pending (the unique index decides). */
export async function insertRequest(
  db: Db,
  values: { sub: string; entry: string; spaceKey: string | null; note: string | null },
): Promise<AccessRequestRow | undefined> {
  const [row] = await db.insert(accessRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export function listRequests(db: Db, state: string, spaceKeys: string[] | undefined) {
  return db
    .select()
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.state, state),
        spaceKeys ? inArray(accessRequests.spaceKey, spaceKeys) : undefined,
      ),
    )
    .orderBy(desc(accessRequests.createdAt))
    .limit(100);
}

export async function findRequest(db: Db, id: string): Promise<AccessRequestRow | undefined> {
  const [row] = await db.select().from(accessRequests).where(eq(accessRequests.id, id));
  return row;
}

/** Closes a request that is still pending; undefined when someone decided it first. */
export async function closeRequest(
  tx: Db,
  id: string,
  decision: { state: 'granted' | 'refused'; decidedBy: string; note: string | null },
): Promise<AccessRequestRow | undefined> {
  const [row] = await tx
    .update(accessRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(accessRequests.id, id), eq(accessRequests.state, 'pending')))
    .returning();
  return row;
}
