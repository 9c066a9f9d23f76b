import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { credentialApplications, credentialSchemas, credentials } from '../../../db/schema/index.ts';

/**
 * What the oid4vc group reads of this group's tables, read-only (docs/ARCHITECTURE.md "Table owners"): what an
 * offer re-issues and which types an issuer publishes. Every write (issuing, the status list) goes through
 * `issueCredential`.
 */
export type HeldCredential = typeof credentials.$inferSelect;

export async function findHeldCredential(db: Db, id: string): Promise<HeldCredential | undefined> {
  const [row] = await db.select().from(credentials).where(eq(credentials.id, id));
  return row;
}

export async function findApplicationRow(db: Db, id: string) {
  const [row] = await db.select().from(credentialApplications).where(eq(credentialApplications.id, id));
  return row;
}

/** The latest version of every enabled type. */
export async function enabledTypes(db: Db) {
  const rows = await db
    .selectDistinctOn([credentialSchemas.name])
    .from(credentialSchemas)
    .orderBy(credentialSchemas.name, desc(credentialSchemas.version));
  return rows.filter((row) => row.enabled);
}
