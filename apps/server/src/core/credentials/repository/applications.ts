import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { credentialApplications } from '../../../db/schema/index.ts';

export type ApplicationRow = typeof credentialApplications.$inferSelect;

/** Inserts a pending application; undefined when one is already pending for this holder and type. */
export async function insertApplication(
  db: Db,
  values: typeof credentialApplications.$inferInsert,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.insert(credentialApplications).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findApplication(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(credentialApplications).where(eq(credentialApplications.id, id));
  return row;
}

export async function listApplications(
  db: Db,
  where: { holder?: string; schemaNames?: string[]; state?: string },
): Promise<ApplicationRow[]> {
  const rows = await db
    .select()
    .from(credentialApplications)
    .where(
      and(
        where.holder ? eq(credentialApplications.holder, where.holder) : undefined,
        where.state ? eq(credentialApplications.state, where.state as ApplicationRow['state']) : undefined,
      ),
    )
    .orderBy(desc(credentialApplications.createdAt))
    .limit(500);
  return where.schemaNames ? rows.filter((row) => where.schemaNames?.includes(row.schemaName)) : rows;
}

/** Decides a still-pending application; undefined when another decision came first. */
export async function decideApplication(
  db: Db,
  id: string,
  values: Partial<typeof credentialApplications.$inferInsert>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(credentialApplications)
    .set(values)
    .where(and(eq(credentialApplications.id, id), eq(credentialApplications.state, 'pending')))
    .returning();
  return row;
}
