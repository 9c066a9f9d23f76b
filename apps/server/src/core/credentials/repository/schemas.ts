import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { credentialIssuerPrefs, credentialSchemas } from '../../../db/schema/index.ts';

export type SchemaRow = typeof credentialSchemas.$inferSelect;
export type NewSchemaRow = typeof credentialSchemas.$inferInsert;

/** The latest version of every type (or of the named ones). */
export async function latestSchemas(db: Db, names?: string[]): Promise<SchemaRow[]> {
  const rows = await db
    .selectDistinctOn([credentialSchemas.name])
    .from(credentialSchemas)
    .where(names ? inArray(credentialSchemas.name, names) : undefined)
    .orderBy(credentialSchemas.name, desc(credentialSchemas.version));
  return rows;
}

export async function findSchema(db: Db, name: string, version?: number): Promise<SchemaRow | undefined> {
  const [row] = await db
    .select()
    .from(credentialSchemas)
    .where(
      and(
        eq(credentialSchemas.name, name),
        version === undefined ? undefined : eq(credentialSchemas.version, version),
      ),
    )
    .orderBy(desc(credentialSchemas.version))
    .limit(1);
  return row;
}

/** Enabling is a property of the type, so every version follows. */
export async function setSchemaEnabled(db: Db, name: string, enabled: boolean): Promise<void> {
  await db.update(credentialSchemas).set({ enabled }).where(eq(credentialSchemas.name, name));
}

/** Inserts the next version; the primary key makes two concurrent publishes of one version impossible. */
export async function insertSchemaVersion(db: Db, values: Omit<NewSchemaRow, 'version'>): Promise<SchemaRow> {
  const [row] = await db
    .insert(credentialSchemas)
    .values({
      ...values,
      version: sql`(select coalesce(max(version), 0) + 1 from credential_schemas where name = ${values.name})`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findIssuerPrefs(db: Db, space: string) {
  const [row] = await db.select().from(credentialIssuerPrefs).where(eq(credentialIssuerPrefs.space, space));
  return row;
}

export async function upsertIssuerPrefs(
  db: Db,
  space: string,
  values: { display?: { jp: string; en: string } | null; validityDays?: number | null },
) {
  const [row] = await db
    .insert(credentialIssuerPrefs)
    .values({ space, ...values })
    .onConflictDoUpdate({ target: credentialIssuerPrefs.space, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
