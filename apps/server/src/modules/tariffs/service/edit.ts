import { diffDocs, editMode, type TariffDoc, tariffDoc } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { isStorageHash } from '../../../core/storage/index.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { newKey, parseOrThrow, validationError } from '../../../kit/index.ts';
import {
  type Found,
  findTariff,
  insertTariff,
  updateTariffRow,
  upsertRevision,
} from '../repository/tariffs.ts';
import { recordAudit } from './audit.ts';
import { assertReadable, type Ctx, requireSupplierMember, rolesFor } from './caller.ts';

/** The shared contract checks the hash's shape; the storage module's own check is stricter (a real CID). */
export function assertImages(doc: TariffDoc, prefix: string) {
  const bad = doc.images.flatMap((hash, i) =>
    isStorageHash(hash)
      ? []
      : [{ field: `${prefix}.images.${i}`, rule: 'storage_hash', message: 'is not a storage hash' }],
  );
  if (bad.length) throw validationError(bad);
}

/** Creates a draft in `space` (membership already checked) inside the caller's transaction. */
export async function createIn(tx: Db, actor: Actor, space: string, doc: TariffDoc): Promise<Found> {
  const row = await insertTariff(tx, {
    key: newKey('tf'),
    spaceKey: space,
    createdBy: actor.identity.sub,
    doc,
  });
  await recordAudit(tx, actor, {
    tariffKey: row.key,
    spaceKey: space,
    version: row.version,
    action: 'create',
    fromState: null,
    toState: 'draft',
  });
  return { row, revision: null };
}

/**
 * A supplier's edit (docs/product-decisions.md §6), inside the caller's transaction with the tariff locked. A draft changes in
 * place; a returned tariff becomes a draft again; a published (or suspended) tariff gets a pending revision,
 * version + 1, while the published version stays what buyers see. Tariffs under review or archived are locked.
 * `build` makes the new document from the current one (PUT ignores it, PATCH merges into it).
 */
export async function editIn(
  tx: Db,
  actor: Actor,
  found: Found,
  build: (current: TariffDoc) => unknown,
  prefix = 'body',
): Promise<Found> {
  const { row, revision } = found;
  const mode = editMode({ state: row.state, revision: revision?.state ?? null });
  if (mode === 'locked')
    throw lockedError(row.key, revision?.state === 'submitted' ? 'submitted' : row.state);
  const current = mode === 'revision' ? (revision?.doc ?? row.doc) : row.doc;
  const doc = parseOrThrow(tariffDoc, build(current), prefix);
  assertImages(doc, prefix);
  if (diffDocs(current, doc).length === 0 && row.state !== 'returned' && revision?.state !== 'returned') {
    return found;
  }
  const audit = { tariffKey: row.key, spaceKey: row.spaceKey, action: 'edit' as const };
  if (mode === 'in_place') {
    const updated = await updateTariffRow(tx, row.key, {
      doc,
      ...(row.state === 'returned' ? { state: 'draft' as const } : {}),
    });
    if (row.state === 'returned')
      await recordAudit(tx, actor, {
        ...audit,
        version: row.version,
        fromState: 'returned',
        toState: 'draft',
      });
    return { row: updated, revision };
  }
  const version = revision?.version ?? row.version + 1;
  const next = await upsertRevision(tx, row.key, {
    version,
    state: 'draft',
    doc,
    createdBy: actor.identity.sub,
    note: null,
  });
  if (revision?.state !== 'draft') {
    await recordAudit(tx, actor, {
      ...audit,
      version,
      target: 'revision',
      fromState: revision?.state ?? null,
      toState: 'draft',
      diff: diffDocs(row.doc, doc),
    });
  }
  return { row, revision: next };
}

/**
 * Locks the tariff and refuses anyone who is not a member of its supplier space: with 404 when they may not even
 * read it (someone else's draft is as absent as a missing key), with 403 when they may read but not change it.
 */
export async function lockForSupplier(tx: Db, actor: Actor, key: string): Promise<Found> {
  const found = assertReadable(actor, await findTariff(tx, key, true), key);
  if (!rolesFor(actor, found.row).supplier)
    throw new AppError('access.forbidden', 'Only members of the supplier space may change this tariff');
  return found;
}

/** Under review or archived: nothing changes until the review decides, or ever. */
export function lockedError(key: string, state: string): AppError {
  const why = state === 'archived' ? 'is archived' : 'is under review; wait for the decision';
  return new AppError('tariff.locked', `Tariff ${key} ${why}`, { params: { state } });
}

/** PUT and PATCH: `build` makes the new document from the current one (PUT ignores it, PATCH merges into it). */
export function editTariff(
  ctx: Ctx,
  actor: Actor,
  key: string,
  build: (current: TariffDoc) => unknown,
): Promise<Found> {
  return ctx.database.db.transaction(async (tx) =>
    editIn(tx, actor, await lockForSupplier(tx, actor, key), build),
  );
}

/** POST: a draft in one of the caller's supplier spaces. */
export function createTariff(ctx: Ctx, actor: Actor, space: string, doc: TariffDoc): Promise<Found> {
  requireSupplierMember(actor, space);
  assertImages(doc, 'body');
  return ctx.database.db.transaction((tx) => createIn(tx, actor, space, doc));
}
