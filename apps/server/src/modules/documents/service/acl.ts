import type { aclDeleteBody, aclPutBody } from '@tourtariff/shared';
import type { z } from 'zod';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { aclOf, putEntry, removeEntry } from '../repository/acl.ts';
import { spaceExists } from '../repository/documents.ts';
import { type Deps, readableDocument } from './access.ts';

async function aclView(db: Db, id: string, owner: string) {
  const entries = await aclOf(db, id);
  return {
    id,
    owner,
    entries: entries.map((e) => ({ space: e.space, name: e.name, permission: e.permission })),
  };
}

/** `GET /api/acl/{id}`: who else may read or edit; anyone who may read the document sees it. */
export async function readAcl(deps: Deps, actor: Actor, id: string) {
  const { db } = deps.database;
  const { row } = await readableDocument(db, actor, id);
  return aclView(db, id, row.spaceKey);
}

/** Only the owner space's members decide who else sees a document; a space shared with may not re-share. */
async function ownedDocument(db: Db, actor: Actor, id: string) {
  const { row } = await readableDocument(db, actor, id, undefined, true);
  if (!membershipOf(actor, row.spaceKey))
    throw new AppError('document.acl_forbidden', 'Only the owner space changes who may see this document');
  return row;
}

/** `PUT /api/acl/{id}` `{acl: {space, permission}}`: grants another space read or write (or changes it). */
export async function grantAcl(deps: Deps, actor: Actor, id: string, body: z.output<typeof aclPutBody>) {
  return deps.database.db.transaction(async (tx) => {
    const row = await ownedDocument(tx, actor, id);
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
    await putEntry(tx, id, { space, permission });
    return aclView(tx, id, row.spaceKey);
  });
}

/** `DELETE /api/acl/{id}` `{acl: {space}}`: the space no longer sees the document (removing none is a no-op). */
export async function revokeAcl(deps: Deps, actor: Actor, id: string, body: z.output<typeof aclDeleteBody>) {
  return deps.database.db.transaction(async (tx) => {
    const row = await ownedDocument(tx, actor, id);
    await removeEntry(tx, id, body.acl.space);
    return aclView(tx, id, row.spaceKey);
  });
}
