import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { proposalLinks } from '../../../db/schema/index.ts';

export async function insertLink(db: Db, row: typeof proposalLinks.$inferInsert) {
  await db.insert(proposalLinks).values(row);
}

/** A proposal's links that have not expired, newest first. */
export async function liveLinks(db: Db, documentId: string) {
  return db
    .select()
    .from(proposalLinks)
    .where(and(eq(proposalLinks.documentId, documentId), gt(proposalLinks.expiresAt, new Date())))
    .orderBy(desc(proposalLinks.createdAt));
}

export async function findLink(db: Db, id: string) {
  const [row] = await db.select().from(proposalLinks).where(eq(proposalLinks.id, id));
  return row;
}
