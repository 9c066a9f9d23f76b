import { type Actor, actorName } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { type AuditEntry, insertAudit, listAudit } from '../repository/audit.ts';
import { findTariff } from '../repository/tariffs.ts';
import { assertReadable, type Ctx, rolesFor } from './caller.ts';

/** Appends to the trail inside the caller's transaction, so a change and its record commit together. */
export const recordAudit = (tx: Db, actor: Actor, entry: AuditEntry) =>
  insertAudit(tx, { sub: actor.identity.sub, name: actorName(actor) }, entry);

/** A tariff's audit trail, oldest first: its supplier space's members and administrators only. */
export async function readAudit(
  ctx: Ctx,
  actor: Actor,
  key: string,
  limit: number,
  cursor: string | undefined,
) {
  const { db } = ctx.database;
  const { row } = assertReadable(actor, await findTariff(db, key), key);
  const roles = rolesFor(actor, row);
  if (!roles.supplier && !roles.admin)
    throw new AppError('access.forbidden', 'Only the supplier space and administrators see the audit trail');
  return listAudit(db, key, limit, cursor);
}
