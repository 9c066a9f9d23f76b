import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { credentialStatusLists, credentials } from '../../../db/schema/index.ts';

export type CredentialRow = typeof credentials.$inferSelect;

export async function insertCredential(
  db: Db,
  values: typeof credentials.$inferInsert,
): Promise<CredentialRow> {
  const [row] = await db.insert(credentials).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findCredential(db: Db, id: string): Promise<CredentialRow | undefined> {
  const [row] = await db.select().from(credentials).where(eq(credentials.id, id));
  return row;
}

/** The credentials of these ids (an issuer's list of applications shows each one's state). */
export async function credentialsByIds(db: Db, ids: string[]): Promise<CredentialRow[]> {
  if (!ids.length) return [];
  return db.select().from(credentials).where(inArray(credentials.id, ids));
}

/** What a space's custodial wallet holds: not the copies issued to its external wallets. */
export async function credentialsOfHolder(db: Db, holder: string): Promise<CredentialRow[]> {
  return db
    .select()
    .from(credentials)
    .where(and(eq(credentials.holder, holder), eq(credentials.heldExternally, false)))
    .orderBy(desc(credentials.issuedAt));
}

/** Credentials of these holders that are neither revoked nor expired by the database's own record. */
export async function liveCredentialsOf(db: Db, holders: string[]): Promise<CredentialRow[]> {
  if (holders.length === 0) return [];
  return db
    .select()
    .from(credentials)
    .where(
      and(
        inArray(credentials.holder, holders),
        isNull(credentials.revokedAt),
        sql`${credentials.expiresAt} > now()`,
      ),
    );
}

/** Holders with an unrevoked, unexpired credential of a type: the candidates a verification then confirms. */
export async function holdersOfType(db: Db, schemaName: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ holder: credentials.holder })
    .from(credentials)
    .where(
      and(
        eq(credentials.schemaName, schemaName),
        isNull(credentials.revokedAt),
        sql`${credentials.expiresAt} > now()`,
      ),
    );
  return rows.map((row) => row.holder);
}

/**
 * Revokes an original and every copy issued from it (`origin` is the original's id): one statement, so no copy
 * is left valid. Answers the rows it revoked.
 */
export async function revokeWithCopies(
  db: Db,
  origin: string,
  values: { reason: string; by: string },
): Promise<CredentialRow[]> {
  return db
    .update(credentials)
    .set({ revokedAt: new Date(), revokeReason: values.reason, revokedBy: values.by })
    .where(
      and(or(eq(credentials.id, origin), eq(credentials.originId, origin)), isNull(credentials.revokedAt)),
    )
    .returning();
}

/** The copies issued from these originals (external wallets' credentials), oldest first. */
export async function copiesOf(db: Db, origins: string[]): Promise<CredentialRow[]> {
  if (!origins.length) return [];
  return db
    .select()
    .from(credentials)
    .where(inArray(credentials.originId, origins))
    .orderBy(credentials.issuedAt);
}

/** `publish` with `revoke: true`: every live credential of the older versions of a type. */
export async function revokeOlderVersions(
  db: Db,
  schemaName: string,
  below: number,
  values: { reason: string; by: string },
): Promise<number> {
  const rows = await db
    .update(credentials)
    .set({ revokedAt: new Date(), revokeReason: values.reason, revokedBy: values.by })
    .where(
      and(
        eq(credentials.schemaName, schemaName),
        sql`${credentials.version} < ${below}`,
        isNull(credentials.revokedAt),
      ),
    )
    .returning({ id: credentials.id });
  return rows.length;
}

/**
 * The next free index of the issuer's current list, opening a new list when it is full. The increment is one
 * statement, so concurrent issuances never share an index.
 */
export async function allocateStatusIndex(
  db: Db,
  issuer: string,
  size: number,
): Promise<{ list: number; idx: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [taken] = await db
      .update(credentialStatusLists)
      .set({ used: sql`${credentialStatusLists.used} + 1` })
      .where(
        sql`${credentialStatusLists.id} = (select max(id) from credential_status_lists where issuer = ${issuer}) and ${credentialStatusLists.used} < ${credentialStatusLists.size}`,
      )
      .returning({ list: credentialStatusLists.id, used: credentialStatusLists.used });
    if (taken) return { list: taken.list, idx: taken.used - 1 };
    await db.insert(credentialStatusLists).values({ issuer, size });
  }
  throw new Error('no status list index could be allocated');
}

export async function findStatusList(db: Db, id: number) {
  const [row] = await db.select().from(credentialStatusLists).where(eq(credentialStatusLists.id, id));
  return row;
}

export async function revokedIndices(db: Db, list: number): Promise<number[]> {
  const rows = await db
    .select({ idx: credentials.statusIdx })
    .from(credentials)
    .where(and(eq(credentials.statusList, list), isNotNull(credentials.revokedAt)));
  return rows.flatMap((row) => (row.idx === null ? [] : [row.idx]));
}
