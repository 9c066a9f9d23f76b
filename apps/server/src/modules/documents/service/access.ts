import { type Collection, documentSchemas } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { grantsFor } from '../repository/acl.ts';
import { type DocumentRow, findDocument } from '../repository/documents.ts';

/** What the services pick of the request context (docs/ARCHITECTURE.md "Request context"). */
export type Ctx = Pick<RequestContext, 'database' | 'log' | 'config' | 'reads'>;
export type Permission = 'read' | 'write';

const absent = (what: string) => new AppError('record.not_found', `No ${what}`);

/** A collection this store declares; any other name is absent, exactly like a missing record (docs/product.md §8). */
export function collectionOf(name: string): Collection {
  if (!Object.hasOwn(documentSchemas, name)) throw absent(`collection ${name}`);
  return name as Collection;
}

/**
 * Whose store a request means: `?space=`, else the space the caller acts as (`X-TourTariff-Space`, an API
 * key's space). A space the caller is not a member of reads as absent, whether or not it exists.
 */
export function storeSpace(actor: Actor, named: string | undefined): string {
  const space = named ?? actor.space?.space;
  if (!space)
    throw new AppError(
      'document.space_required',
      'querystring.space: name the space whose documents you mean',
      {
        fields: [{ field: 'querystring.space', rule: 'required', message: 'names a space of yours' }],
      },
    );
  if (!membershipOf(actor, space)) throw absent(`space ${space} of yours`);
  return space;
}

/** Collections private to their space: no ACL entry shares them (docs/ARCHITECTURE.md "Documents"). */
const PRIVATE_COLLECTIONS = new Set<string>(['notes']);
export const isPrivate = (row: Pick<DocumentRow, 'collection'>) => PRIVATE_COLLECTIONS.has(row.collection);

/**
 * The caller's permission on a document: write for members of its owner space (always), else the best entry
 * any of their spaces holds; null when none. Administrators get nothing here: notes are the space's alone, and
 * an entry on a note (made before they were refused) shares nothing.
 */
export async function permissionOn(db: Db, actor: Actor, row: DocumentRow): Promise<Permission | null> {
  if (membershipOf(actor, row.spaceKey)) return 'write';
  if (isPrivate(row)) return null;
  const mine = actor.memberships.map((m) => m.space);
  const grants = await grantsFor(db, [row.id], mine);
  if (grants.some((g) => g.permission === 'write')) return 'write';
  return grants.length ? 'read' : null;
}

/** A document the caller may read (of `collection` when named); anything else is `invalid record`. */
export async function readableDocument(
  db: Db,
  actor: Actor,
  id: string,
  collection?: Collection,
  lock = false,
): Promise<{ row: DocumentRow; permission: Permission }> {
  const row = await findDocument(db, id, lock);
  if (!row || (collection && row.collection !== collection)) throw absent(`document ${id}`);
  const permission = await permissionOn(db, actor, row);
  if (!permission) throw absent(`document ${id}`);
  return { row, permission };
}

/** Refuses a change by a space that may only read. */
export function assertWritable(permission: Permission): void {
  if (permission !== 'write')
    throw new AppError('document.write_forbidden', 'This document is shared with you to read only', {
      params: { permission },
    });
}
