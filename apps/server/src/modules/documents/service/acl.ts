import type { aclDeleteBody, aclPutBody } from '@tourtariff/shared';
import type { z } from 'zod';
import { type Actor, actorName, membershipOf } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { aclChangesOf, aclOf, putEntry, recordAclChange, removeEntry } from '../repository/acl.ts';
import { type DocumentRow, spaceExists } from '../repository/documents.ts';
import { type Ctx, isPrivate, readableDocument } from './access.ts';

/** How many of a document's ACL changes the owner space sees with its entries. */
const CHANGES_SHOWN = 50;

async function aclView(db: Db, actor: Actor, row: DocumentRow) {
  const entries = await aclOf(db, row.id);
  // Who shared what with whom is the owner space's business; a space shared with sees the entries only.
  const owner = membershipOf(actor, row.spaceKey) !== undefined;
  const changes = owner ? await aclChangesOf(db, row.id, CHANGES_SHOWN) : [];
  return {
    id: row.id,
    owner: row.spaceKey,
    entries: entries.map((e) => ({ space: e.space, name: e.name, permission: e.permission })),
    ...(owner
      ? {
          changes: changes.map((c) => ({
            action: c.action,
            space: c.space,
            from: c.fromPermission,
            to: c.toPermission,
            by: { sub: c.actorSub, name: c.actorName },
            at: c.createdAt.toISOString(),
          })),
        }
      : {}),
  };
}

/** `GET /api/acl/{id}`: who else may read or edit; anyone who may read the document sees it. */
export async function readAcl(ctx: Ctx, actor: Actor, id: string) {
  const { db } = ctx.database;
  const { row } = await readableDocument(db, actor, id);
  return aclView(db, actor, row);
}

/**
 * Who decides who else sees a document: the owner space's owners and admins, and the document's author while
 * still a member of it. A plain member does not give the space's documents away, and a space shared with may
 * not re-share.
 */
async function ownedDocument(db: Db, actor: Actor, id: string) {
  const { row } = await readableDocument(db, actor, id, undefined, true);
  const role = membershipOf(actor, row.spaceKey)?.memberRole;
  const author = role !== undefined && row.createdBy === actor.identity.sub;
  if (role !== 'owner' && role !== 'admin' && !author)
    throw new AppError(
      'document.acl_forbidden',
      'Only owners and admins of the owner space, and the author, change who may see this document',
    );
  return row;
}

const privateDocument = (row: DocumentRow) =>
  new AppError('document.acl_private', `A document of ${row.collection} is its space's alone`, {
    params: { collection: row.collection },
  });

/** `PUT /api/acl/{id}` `{acl: {space, permission}}`: grants another space read or write (or changes it). */
export async function grantAcl(ctx: Ctx, actor: Actor, id: string, body: z.output<typeof aclPutBody>) {
  return ctx.database.db.transaction(async (tx) => {
    const row = await ownedDocument(tx, actor, id);
    if (isPrivate(row)) throw privateDocument(row);
    const { space, permission } = body.acl;
    if (space === row.spaceKey)
      throw new AppError('document.acl_owner', 'body.acl.space: the owner space always has write', {
        fields: [{ field: 'body.acl.space', rule: 'not_owner', message: 'the owner space always has write' }],
      });
    if (!(await spaceExists(tx, space)))
      throw new AppError('document.acl_unknown_space', `body.acl.space: there is no space ${space}`, {
        params: { space },
        fields: [
          {
            field: 'body.acl.space',
            rule: 'exists',
            message: 'must be an existing space',
            params: { space },
          },
        ],
      });
    const before = (await aclOf(tx, id)).find((e) => e.space === space)?.permission ?? null;
    await putEntry(tx, id, { space, permission });
    if (before !== permission)
      await recordAclChange(tx, change(actor, row, 'grant', space, before, permission));
    return aclView(tx, actor, row);
  });
}

/** `DELETE /api/acl/{id}` `{acl: {space}}`: the space no longer sees the document (removing none is a no-op). */
export async function revokeAcl(ctx: Ctx, actor: Actor, id: string, body: z.output<typeof aclDeleteBody>) {
  return ctx.database.db.transaction(async (tx) => {
    const row = await ownedDocument(tx, actor, id);
    const before = (await aclOf(tx, id)).find((e) => e.space === body.acl.space)?.permission ?? null;
    await removeEntry(tx, id, body.acl.space);
    if (before) await recordAclChange(tx, change(actor, row, 'revoke', body.acl.space, before, null));
    return aclView(tx, actor, row);
  });
}

function change(
  actor: Actor,
  row: DocumentRow,
  action: 'grant' | 'revoke',
  space: string,
  fromPermission: 'read' | 'write' | null,
  toPermission: 'read' | 'write' | null,
) {
  return {
    documentId: row.id,
    ownerSpace: row.spaceKey,
    actorSub: actor.identity.sub,
    actorName: actorName(actor),
    action,
    space,
    fromPermission,
    toPermission,
  };
}
