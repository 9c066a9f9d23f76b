import { and, desc, eq, inArray } from 'drizzle-orm';
import { spaceNameSql } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';
import { documentAcl, documentAclAudit } from '../../../db/schema/index.ts';

export type AclEntry = { space: string; permission: 'read' | 'write' };

/** The entries of one document, with each space's name (spaces: docs/ARCHITECTURE.md "Table owners"). */
export async function aclOf(db: Db, id: string) {
  return db
    .select({
      space: documentAcl.spaceKey,
      permission: documentAcl.permission,
      name: spaceNameSql(documentAcl.spaceKey),
    })
    .from(documentAcl)
    .where(eq(documentAcl.documentId, id))
    .orderBy(documentAcl.createdAt);
}

/** The entries naming any of `spaces` on the given documents. */
export async function grantsFor(db: Db, ids: string[], spaceKeys: string[]) {
  if (!ids.length || !spaceKeys.length) return [];
  return db
    .select({ id: documentAcl.documentId, space: documentAcl.spaceKey, permission: documentAcl.permission })
    .from(documentAcl)
    .where(and(inArray(documentAcl.documentId, ids), inArray(documentAcl.spaceKey, spaceKeys)));
}

/** Adds an entry or changes its permission. */
export async function putEntry(db: Db, id: string, entry: AclEntry) {
  await db
    .insert(documentAcl)
    .values({ documentId: id, spaceKey: entry.space, permission: entry.permission })
    .onConflictDoUpdate({
      target: [documentAcl.documentId, documentAcl.spaceKey],
      set: { permission: entry.permission },
    });
}

export async function removeEntry(db: Db, id: string, space: string) {
  await db.delete(documentAcl).where(and(eq(documentAcl.documentId, id), eq(documentAcl.spaceKey, space)));
}

export type AclChange = {
  documentId: string;
  ownerSpace: string;
  actorSub: string;
  actorName: string;
  action: 'grant' | 'revoke';
  space: string;
  fromPermission: 'read' | 'write' | null;
  toPermission: 'read' | 'write' | null;
};

/** One change of a document's entries, in the transaction that makes it. */
export async function recordAclChange(db: Db, change: AclChange) {
  await db.insert(documentAclAudit).values(change);
}

/** A document's ACL changes, newest first. */
export async function aclChangesOf(db: Db, id: string, limit: number) {
  return db
    .select()
    .from(documentAclAudit)
    .where(eq(documentAclAudit.documentId, id))
    .orderBy(desc(documentAclAudit.createdAt), desc(documentAclAudit.id))
    .limit(limit);
}
